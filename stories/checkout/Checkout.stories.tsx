import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckoutReview } from '../../src/features/checkout/components/CheckoutReview';
import { cartWithLockedSlot, fullCart } from '../cart/cart-samples';
import { packagingTypes, sampleAmounts } from './checkout-samples';

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
    packagingTypes,
    packagingTypeId: 1,
    onPackagingChange: fn(),
    onCommentChange: fn(),
    onInvoiceChange: fn(),
    onAlternativesChange: fn(),
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
/** `checkout.reviewing` with the shopper's choices: no bags, a comment, the invoice, alternatives. */
export const ChoicesMade: Story = {
  args: {
    packagingTypeId: 2,
    amounts: { ...sampleAmounts, packaging: 0, preAuthorised: 59.45 },
    cart: {
      ...fullCart,
      cartInfos: { order_comment: 'Citofono Rossi, secondo piano', need_invoice: 'true' },
      cartItems: fullCart.cartItems.map((item, index) =>
        index === 0 ? { ...item, cartItemInfo: { accept_alternatives: 'true' } } : item,
      ),
    },
  },
};
/** `checkout.reviewing` for a company delivery under 50 €: the fee and when it is free. */
export const DeliveryFee: Story = {
  args: {
    amounts: {
      ...sampleAmounts,
      goods: 32.4,
      discount: 0,
      deliveryFee: 2.9,
      freeDeliveryFrom: 50,
      total: 35.5,
      preAuthorised: 36.86,
    },
  },
};
/** `checkout.reviewing.saving` with a buy queued: the buy waits for the choices being saved. */
export const SavingThenBuying: Story = { args: { rulesAccepted: true, busy: true } };
/** `checkout.reviewing` of a cart holding order 100042 being modified (cart status 7). */
export const ConfirmingModification: Story = {
  args: { cart: { ...fullCart, cartStatusId: 7, modifyingOrderId: 100042 } },
};
