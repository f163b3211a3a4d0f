import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderDetail } from '../../src/features/orders/components/OrderDetail';
import { deliveredOrder, orderUnderModification, paidOrder, unpaidOrder } from './order-samples';

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  args: {
    order: paidOrder,
    confirming: null,
    busy: false,
    errors: [],
    canReorder: true,
    canDownloadInvoice: false,
    onAsk: fn(),
    onConfirm: fn(),
    onDismiss: fn(),
    onPay: fn(),
    onInvoice: fn(),
    onGoToCheckout: fn(),
    shareLink: null,
    onShare: fn(),
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `orderActions.idle` on a paid order: modify, reorder, cancel. */
export const Paid: Story = {};
/** `orderActions.confirming` a cancel: 'Annullare l'ordine 100042?'. */
export const ConfirmingCancel: Story = { args: { confirming: 'cancel' } };
/** `orderActions.confirming` a modification: the warning on prices and promotions. */
export const ConfirmingModify: Story = { args: { confirming: 'modify' } };
/** `orderActions.confirming` a reorder. */
export const ConfirmingReorder: Story = { args: { confirming: 'reorder' } };
/** `orderActions.cancelling` (also `modifying`, `reordering`, `abandoning`, `paying`). */
export const Cancelling: Story = { args: { confirming: 'cancel', busy: true } };
/** `orderActions.idle` after a refused cancel. */
export const CancelRefused: Story = {
  args: {
    order: deliveredOrder,
    errors: ["L'ordine 100031 non può più essere annullato: il suo stato è «Consegnato»"],
  },
};
/** An order waiting for its payment: 'Paga l'ordine'. */
export const Unpaid: Story = { args: { order: unpaidOrder } };

/** Bought with a gift code and company delivery: every difference from the goods has its line. */
export const WithDiscountAndDelivery: Story = {
  args: {
    order: {
      ...paidOrder,
      goodsTotal: 42.5,
      discount: 5,
      deliveryFee: 2.9,
      packagingTotal: 0.4,
      bags: 4,
      grossTotal: 40.8,
      prebilledAmount: 40.8,
    },
  },
};
/** A delivered order with an invoice: reorder and 'Scarica la fattura'. */
export const Delivered: Story = { args: { order: deliveredOrder, canDownloadInvoice: true } };
/** `orderActions.fetchingInvoice`. */
export const FetchingInvoice: Story = {
  args: { order: deliveredOrder, canDownloadInvoice: true, busy: true },
};
/** The invoice could not be opened. */
export const InvoiceRefused: Story = {
  args: { order: deliveredOrder, canDownloadInvoice: true, errors: ['Errore apertura fattura'] },
};
/** The order is in the cart being changed: to the checkout, or give the changes up. */
export const UnderModification: Story = { args: { order: orderUnderModification } };
/** `orderActions.confirming` giving a modification up. */
export const ConfirmingAbandon: Story = {
  args: { order: orderUnderModification, confirming: 'abandonModification' },
};
/** `orderActions.idle` after 'Condividi l'ordine': the read-only link to copy. */
export const Shared: Story = {
  args: { shareLink: 'https://spesa.example.it/order/100042?token=Qm9uIGFwcGV0aXQh' },
};
