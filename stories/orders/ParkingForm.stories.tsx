import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ParkingForm } from '../../src/features/orders/components/ParkingForm';

const meta = {
  title: 'Orders/ParkingForm',
  component: ParkingForm,
  args: { step: 'editing', errors: [], onSubmit: fn(), onEdit: fn() },
} satisfies Meta<typeof ParkingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `orderForm.editing`: the distance is needed, the car is optional. */
export const Editing: Story = {};
/** `orderForm.submitting`. */
export const Submitting: Story = { args: { step: 'submitting' } };
/** `orderForm.editing` after a refusal (section 8). */
export const Refused: Story = {
  args: {
    errors: [
      'Il parcheggio si può riservare solo per un ordine con ritiro in negozio, pagato e non ancora ritirato o annullato',
    ],
  },
};
/** `orderForm.done`: 'Parcheggio riservato: ti aspettiamo!'. */
export const Done: Story = { args: { step: 'done' } };
