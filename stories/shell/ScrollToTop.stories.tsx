import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollToTop } from '../../src/features/shell/components/ScrollToTop';

const meta = {
  title: 'Shell/ScrollToTop',
  component: ScrollToTop,
  args: { visible: true, onClick: () => {} },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolled more than 20 px. */
export const Visible: Story = {};
