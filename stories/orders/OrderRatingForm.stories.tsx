import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderRatingForm } from '../../src/features/orders/components/OrderRatingForm';

const meta = {
  title: 'Orders/OrderRatingForm',
  component: OrderRatingForm,
  args: { saved: null, step: 'editing', errors: [], onSubmit: fn(), onEdit: fn() },
} satisfies Meta<typeof OrderRatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `orderForm.editing`: no rating yet, the button waits for the stars. */
export const Editing: Story = {};
/** `orderForm.submitting`. */
export const Submitting: Story = {
  args: { saved: { rating: 4, comment: 'Frutta ottima' }, step: 'submitting' },
};
/** `orderForm.editing` after a refusal. */
export const Refused: Story = {
  args: { errors: ["L'ordine 100042 può essere valutato solo dopo la consegna"] },
};
/** `orderForm.done`: the rating given, which can be changed. */
export const Done: Story = {
  args: { saved: { rating: 4, comment: 'Frutta ottima' }, step: 'done' },
};
