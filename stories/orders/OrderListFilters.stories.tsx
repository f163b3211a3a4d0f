import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderListFilters } from '../../src/features/orders/components/OrderListFilters';

const meta = {
  title: 'Orders/OrderListFilters',
  component: OrderListFilters,
  args: { filters: { pending: true }, onApply: fn() },
} satisfies Meta<typeof OrderListFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No filter: every order, the ones to be paid too. */
export const NoFilter: Story = {};
/** November's orders, without the ones still to be paid. */
export const Filtered: Story = {
  args: { filters: { from: '2026-11-01', to: '2026-11-30', pending: false } },
};
/** The end before the start: said under the field, nothing applied. */
export const InvertedDates: Story = {
  args: { filters: { from: '2026-11-20', to: '2026-11-01', pending: true } },
};
