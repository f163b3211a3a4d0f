import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoaderOverlay } from '../../src/features/shell/components/LoaderOverlay';

const meta = {
  title: 'Shell/LoaderOverlay',
  component: LoaderOverlay,
  args: { visible: true },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests are pending. */
export const Visible: Story = {};
