import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UsualProducts } from '../../src/features/catalog/components/UsualProducts';
import { ProductActionsProvider } from '../../src/features/catalog/components/product-actions';
import { weeklyDetail } from '../lists/list-samples';

/** What the cards' buttons report, for the tests that press them. */
export const usualActions = { addingProductId: null, onAdd: fn(), onPickList: fn() };

/** 'I miei soliti' on Home and in the empty cart, with the cards' add button and heart. */
const meta = {
  title: 'Catalog/UsualProducts',
  component: UsualProducts,
  args: { items: weeklyDetail.wishlistItems },
  decorators: [
    (Story) => <ProductActionsProvider value={usualActions}>{Story()}</ProductActionsProvider>,
  ],
} satisfies Meta<typeof UsualProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: the cards, each with its usual quantity. */
export const OnHome: Story = {};

/** The empty cart's drawer: a short list with the add buttons. */
export const InEmptyCart: Story = { args: { compact: true } };

/** No usual products yet (fewer than two orders with the same product): nothing shown. */
export const NoneYet: Story = { args: { items: [] } };
