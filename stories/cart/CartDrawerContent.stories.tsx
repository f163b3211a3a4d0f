import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { components } from '../../src/api/ebsn';
import { CartDrawerContent } from '../../src/features/cart/components/CartDrawerContent';
import { CartLine } from '../../src/features/cart/components/CartLine';
import { QuantityStepper } from '../../src/features/cart/components/QuantityStepper';
import { CART_STATUS_ADDRESS_LOCKED } from '../../src/domain/delivery-services';
import {
  cartOf,
  cartWithoutService,
  emptyCart,
  fullCart,
  stepperStateOf,
  cartWithLockedSlot,
} from './cart-samples';

type CartItem = components['schemas']['CartItem'];

const lineActions = { onRemove: fn(), onConfirmRemoval: fn(), onCancelRemoval: fn() };
const stepperActions = {
  onPlus: fn(),
  onMinus: fn(),
  onOpenInput: fn(),
  onType: fn(),
  onCloseInput: fn(),
};

/** Each line in its quantity machine's `idle` state, as the app's ConnectedCartLine renders it. */
function renderSampleLine(item: CartItem) {
  return (
    <CartLine
      item={item}
      problem={null}
      confirmingRemoval={false}
      busy={false}
      {...lineActions}
      stepper={
        <QuantityStepper
          {...stepperStateOf(item)}
          editing={false}
          typed=""
          busy={false}
          {...stepperActions}
        />
      }
    />
  );
}

const meta = {
  title: 'Cart/CartDrawerContent',
  component: CartDrawerContent,
  args: {
    cart: fullCart,
    loggedIn: true,
    serviceName: 'Ritiro in negozio',
    addressEditable: true,
    timeslotEditable: true,
    renderLine: renderSampleLine,
    confirmingEmpty: false,
    emptying: false,
    onChooseAddress: fn(),
    onChooseTimeslot: fn(),
    onEmptyRequest: fn(),
    onEmptyConfirm: fn(),
    onEmptyCancel: fn(),
    onBack: fn(),
    onCheckout: fn(),
    onLogin: fn(),
    onOpenModifiedOrder: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CartDrawerContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session `anonymous`: the drawer asks to log in. */
export const LoggedOut: Story = { args: { loggedIn: false, cart: undefined } };
/** Session `authenticated` while the cart query loads (cart undefined). */
export const Loading: Story = { args: { cart: undefined } };
/**
 * cartDrawer `idle` with six lines: a Pezzo, a promo line, packs of 6, a Sfuso line weighed at
 * the counter (the variable-weight total), a USER_DISABLED wine and a deli piece cut to 250 g.
 */
export const WithLines: Story = {};
/** cartDrawer `idle` where the drawer offers no checkout (no onCheckout given). */
export const WithoutCheckout: Story = { args: { onCheckout: undefined } };
/** cartDrawer `idle`, the cart empty: 'Svuota carrello' is disabled, 'Il carrello è vuoto.' */
export const Empty: Story = { args: { cart: emptyCart } };
/** The booked slot no longer suits the cart's products: the info bar says so. */
export const SlotNoLongerSuits: Story = { args: { cart: cartWithLockedSlot } };
/** A new cart: no address and no time slot chosen yet. */
export const NoServiceChosen: Story = { args: { cart: cartWithoutService, serviceName: null } };
/** cartDrawer `confirmingEmpty` (cart.emptyRequested): 'Sei sicuro di voler svuotare il carrello?' */
export const ConfirmingEmpty: Story = { args: { confirmingEmpty: true } };
/** cartDrawer `emptying` (busy, after Sì): the empty-cart call is under way. */
export const Emptying: Story = { args: { emptying: true } };
/**
 * Cart status 7 (order 100042 is being changed, which the drawer says): serviceSelection's
 * `isAddressEditable` is false, so no 'Cambia indirizzo'; the time slot can still change.
 */
export const AddressLocked: Story = {
  args: {
    cart: cartOf(fullCart.cartItems, {
      cartStatusId: CART_STATUS_ADDRESS_LOCKED,
      modifyingOrderId: 100042,
    }),
    addressEditable: false,
  },
};
/** On the payment route (serviceSelection `onPaymentRoute`): address and slot are locked. */
export const PaymentRoute: Story = { args: { addressEditable: false, timeslotEditable: false } };
/**
 * On a small phone (320 px): the info bar's 'Cambia indirizzo' and 'Cambia orario' go under their
 * lines when both do not fit, and 'Continua la spesa' and 'Vai alla cassa' stack, labels whole.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
