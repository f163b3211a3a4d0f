import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderList } from '../../src/features/orders/components/OrderList';
import { deliveredOrder, orderPage, paidOrder, unpaidOrder } from './order-samples';

const meta = {
  title: 'Orders/OrderList',
  component: OrderList,
  args: { data: orderPage([unpaidOrder, paidOrder, deliveredOrder]), onPage: fn() },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the list loads. */
export const Loading: Story = { args: { data: undefined } };
/** 'I miei ordini' with orders in three statuses. */
export const WithOrders: Story = {};
/** More than 12 orders: the pages. */
export const Paged: Story = { args: { data: orderPage([paidOrder], 3) } };
/** No order yet. */
export const Empty: Story = { args: { data: orderPage([]) } };
