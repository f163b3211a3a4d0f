import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryMenu } from '../../src/features/shell/components/CategoryMenu';
import { menu } from '../catalog/catalog-samples';

const meta = {
  title: 'Shell/CategoryMenu',
  component: CategoryMenu,
  args: { categories: menu, onNavigate: () => {} },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CategoryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tree: Story = {};
export const Loading: Story = { args: { categories: undefined } };
