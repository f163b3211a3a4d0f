import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartLine, type CartLineProps } from '../../src/features/cart/components/CartLine';
import {
  QuantityStepper,
  type QuantityStepperProps,
} from '../../src/features/cart/components/QuantityStepper';
import { cartMessages, italianNumber, messageText, problem } from '../../src/domain/cart-messages';
import {
  chiantiLine,
  mortadellaLine,
  parmigianoLine,
  pastaLine,
  prosciuttoLine,
  stepperStateOf,
  waterLine,
  withQuantity,
} from './cart-samples';

/** A cart line with its stepper, as the app binds both to the line's quantity actor. */
type CartLineWithStepperProps = Omit<CartLineProps, 'stepper'> & Omit<QuantityStepperProps, 'busy'>;

function CartLineWithStepper({
  item,
  problem: shownProblem,
  confirmingRemoval,
  busy,
  onRemove,
  onConfirmRemoval,
  onCancelRemoval,
  ...stepper
}: CartLineWithStepperProps) {
  return (
    <CartLine
      item={item}
      problem={shownProblem}
      confirmingRemoval={confirmingRemoval}
      busy={busy}
      onRemove={onRemove}
      onConfirmRemoval={onConfirmRemoval}
      onCancelRemoval={onCancelRemoval}
      stepper={<QuantityStepper {...stepper} busy={busy} />}
    />
  );
}

const meta = {
  title: 'Cart/CartLine',
  component: CartLineWithStepper,
  subcomponents: { CartLine, QuantityStepper },
  args: {
    item: pastaLine,
    ...stepperStateOf(pastaLine),
    problem: null,
    confirmingRemoval: false,
    busy: false,
    editing: false,
    typed: '',
    onRemove: fn(),
    onConfirmRemoval: fn(),
    onCancelRemoval: fn(),
    onPlus: fn(),
    onMinus: fn(),
    onOpenInput: fn(),
    onType: fn(),
    onCloseInput: fn(),
  },
  decorators: [
    (Story) => <ul style={{ listStyle: 'none', padding: 0, margin: 0, width: 380 }}>{Story()}</ul>,
  ],
} satisfies Meta<typeof CartLineWithStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `idle`: a Pezzo line, 3 pz; plus, minus and the quantity to type one. */
export const Idle: Story = {};
/** `editing` (input.open): the manual input is open with the typed text. */
export const Editing: Story = { args: { editing: true, typed: '5' } };
/**
 * `confirmingRemoval` (line.remove, or a minus or typed quantity reaching 0): 'Rimuovere il
 * prodotto dal carrello?' No / Sì.
 */
export const ConfirmingRemoval: Story = {
  args: {
    item: withQuantity(pastaLine, 1),
    ...stepperStateOf(withQuantity(pastaLine, 1)),
    confirmingRemoval: true,
  },
};
/** `saving` (busy): the plus to 4 pz is being saved; the buttons wait. */
export const Saving: Story = { args: { quantity: 4, busy: true } };
/** `removing` (busy, after Sì): the line is being removed. */
export const Removing: Story = { args: { busy: true } };
/** `idle` with a promotion applied to the line: the promo box. */
export const Promo: Story = {
  args: { item: parmigianoLine, ...stepperStateOf(parmigianoLine) },
};
/** `idle` after a refused plus (`showProblem`): MAXACQ 5 reached, the maxAcq message. */
export const MaxAcqReached: Story = {
  args: {
    item: parmigianoLine,
    ...stepperStateOf(parmigianoLine),
    problem: messageText(problem(cartMessages.maxAcq)),
  },
};
/** `idle`, a Confezione line at QTY_MULT or more: whole packages, '2 conf. (12 pz)'. */
export const PackageMode: Story = { args: { item: waterLine, ...stepperStateOf(waterLine) } };
/** `idle`, a Sfuso line: kilograms with decimals, the price per kg. */
export const Sfuso: Story = { args: { item: mortadellaLine, ...stepperStateOf(mortadellaLine) } };
/** `idle` after a typed weight below WEIGHT_SELLING was raised to it (minWeight). */
export const SfusoBelowMinimum: Story = {
  args: {
    item: withQuantity(mortadellaLine, 0.1),
    ...stepperStateOf(withQuantity(mortadellaLine, 0.1)),
    problem: messageText(
      problem(cartMessages.minWeight, { weight: italianNumber(0.1), unit: 'kg' }),
    ),
  },
};
/** USER_DISABLED '1': the line shows, without stepper and without remove. */
export const UserDisabled: Story = { args: { item: chiantiLine, ...stepperStateOf(chiantiLine) } };
/** A line cut to a chosen weight (cartItemInfo.customWeight) with a chosen option. */
export const CustomWeightAndOption: Story = {
  args: { item: prosciuttoLine, ...stepperStateOf(prosciuttoLine) },
};
