import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from '../../src/features/catalog/components/ProductCard';
import { apples, newWater, parmigiano, storeOnly } from './catalog-samples';

const meta = {
  title: 'Catalog/ProductCard',
  component: ProductCard,
  args: { product: apples },
  decorators: [(Story) => <div style={{ width: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
/** On promotion: the promo box and the crossed-out standard price. */
export const Promo: Story = { args: { product: parmigiano } };
/** A new product. */
export const New: Story = { args: { product: newWater } };
/** USER_DISABLED '1': not sold online. */
export const Disabled: Story = { args: { product: storeOnly } };

/** The narrowest column of the product grid (six a row at 1280 px): the label wraps, whole. */
export const NarrowColumn: Story = {
  decorators: [(Story) => <div style={{ width: 150 }}>{Story()}</div>],
};
