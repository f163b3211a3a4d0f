import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckoutReview } from '../../src/components/checkout/CheckoutReview';
import type { CheckoutAmounts } from '../../src/components/checkout/CheckoutTotals';
import { cartWithLockedSlot, fullCart } from '../cart/cart-samples';

/** The full sample cart: 64,54 € of goods, 3,87 € of it by weight, two bags. */
export const sampleAmounts: CheckoutAmounts = {
  goods: 64.54,
  discount: 6.45,
  deliveryFee: 0,
  packaging: 0.2,
  total: 58.29,
  variableWeight: 3.87,
  preAuthorised: 59.65,
};

const meta = {
  title: 'Checkout/CheckoutReview',
  component: CheckoutReview,
  args: {
    cart: fullCart,
    amounts: sampleAmounts,
    unavailable: false,
    rulesAccepted: false,
    rulesMissing: false,
    busy: false,
    errors: [],
    onRulesChange: fn(),
    onBuy: fn(),
    onRetry: fn(),
    onChangeTimeslot: fn(),
  },
} satisfies Meta<typeof CheckoutReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `checkout.preparing`: the server checks the cart and computes the amounts. */
export const Preparing: Story = { args: { amounts: undefined } };
/** `checkout.reviewing`: the amounts and the pre-authorised amount explained; rules unchecked. */
export const Reviewing: Story = {};
/** `checkout.reviewing` after 'Vai al pagamento' without the rules. */
export const RulesMissing: Story = { args: { rulesMissing: true } };
/** `checkout.reviewing` with the rules accepted. */
export const RulesAccepted: Story = { args: { rulesAccepted: true } };
/** `checkout.buying`: the order is being created. */
export const Buying: Story = { args: { rulesAccepted: true, busy: true } };
/** `checkout.reviewing` after a refused buy (the slot filled meanwhile). */
export const BuyRefused: Story = {
  args: {
    rulesAccepted: true,
    errors: ["Impossibile cambiare l'orario di ritiro/consegna", 'La fascia oraria è al completo'],
  },
};
/** `checkout.unavailable`: the cart cannot be bought as it is. */
export const Unavailable: Story = {
  args: {
    cart: cartWithLockedSlot,
    amounts: undefined,
    unavailable: true,
    errors: ['La fascia oraria scelta non è più disponibile per alcuni prodotti nel carrello'],
  },
};
