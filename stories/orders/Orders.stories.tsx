import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderDetail } from '../../src/components/orders/OrderDetail';
import { deliveredOrder, paidOrder, unpaidOrder } from './order-samples';

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  args: {
    order: paidOrder,
    confirmingCancel: false,
    busy: false,
    errors: [],
    onCancel: fn(),
    onConfirmCancel: fn(),
    onDismissCancel: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `orderActions.idle` on a paid order: it can still be cancelled. */
export const Paid: Story = {};
/** `orderActions.confirmingCancel`: 'Annullare l'ordine 100042?'. */
export const ConfirmingCancel: Story = { args: { confirmingCancel: true } };
/** `orderActions.cancelling`. */
export const Cancelling: Story = { args: { busy: true } };
/** `orderActions.idle` after a refused cancel. */
export const CancelRefused: Story = {
  args: {
    order: deliveredOrder,
    errors: ["L'ordine 100031 non può più essere annullato: il suo stato è «Consegnato»"],
  },
};
/** An order waiting for its payment: 'Paga l'ordine'. */
export const Unpaid: Story = { args: { order: unpaidOrder } };
/** A delivered order: no action left. */
export const Delivered: Story = { args: { order: deliveredOrder } };
