import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentResult } from '../../src/features/checkout/components/PaymentResult';

const meta = {
  title: 'Checkout/PaymentResult',
  component: PaymentResult,
  args: {
    view: 'completed',
    orderId: 100042,
    busy: false,
    errors: [],
    onRetry: fn(),
    onReload: fn(),
  },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `paymentResult.loading`: the order's payment is read from the server. */
export const Loading: Story = { args: { view: 'loading' } };
/** `paymentResult.completed`: 'Ordine confermato'. */
export const Completed: Story = {};
/** `paymentResult.failed`: 'Pagamento non andato a buon fine' with the retry. */
export const Failed: Story = { args: { view: 'failed' } };
/** `paymentResult.retrying`: a new payment is being asked for. */
export const Retrying: Story = { args: { view: 'failed', busy: true } };
/** `paymentResult.cancelled`: unpaid too long, cancelled automatically. */
export const Cancelled: Story = { args: { view: 'cancelled' } };
/** `paymentResult.unreadable`: the order could not be read. */
export const Unreadable: Story = { args: { view: 'unreadable' } };
