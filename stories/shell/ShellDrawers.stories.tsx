import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShellDrawers } from '../../src/features/shell/components/ShellDrawers';
import { menu } from '../catalog/catalog-samples';

const meta = {
  title: 'Shell/ShellDrawers',
  component: ShellDrawers,
  args: {
    categoriesOpen: false,
    cartOpen: false,
    onClose: () => {},
    categories: menu,
    cart: 'Contenuto del carrello',
  },
} satisfies Meta<typeof ShellDrawers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shell `categoriesOpen`. */
export const CategoriesOpen: Story = { args: { categoriesOpen: true } };
/** Shell `cartOpen`. */
export const CartOpen: Story = { args: { cartOpen: true } };
