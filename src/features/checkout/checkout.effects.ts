/**
 * The checkout's statecharts with their real effects: prepare, save the choices, the idempotent
 * buy; then the payment result, read from the order on the server, with the retry.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { checkoutResultMachine } from '../../../machines/checkout/checkout-result.machine';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { ORDER_STATUS } from '../../domain/order-status';
import { updateCartInfo, updateLineAlternatives } from '../cart';
import { cartQueryKey, storeCartReply, type CartReply } from '../../api/cart';
import { orderQueryOptions, payOrderAgain } from '../orders';
import { trackPaymentInfo, trackPurchase } from './checkout-analytics';
import { buy, CARD_PAYMENT_TYPE_ID, checkoutPrepareQueryOptions } from './checkout.queries';

export interface CheckoutEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  /** The text shown when a call fails without saying why. */
  readonly generic: string;
}

export function provideCheckout({ queryClient, client, generic }: CheckoutEffects) {
  return checkoutMachine.provide({
    actors: {
      prepareCheckout: fromPromise(({ input }) =>
        failingWith(generic, async () => {
          await queryClient.fetchQuery(checkoutPrepareQueryOptions(client, input.packagingTypeId));
        }),
      ),
      saveDetail: fromPromise(({ input }) =>
        failingWith(generic, async () => {
          const reply =
            input.kind === 'cartInfo'
              ? await updateCartInfo(client, input.property, input.value)
              : await updateLineAlternatives(client, input.itemId, input.accept);
          storeCartReply(queryClient, reply);
        }),
      ),
      buy: fromPromise(({ input }) =>
        failingWith(generic, async () => {
          const bought = await buy(client, input.idempotencyKey, input.packagingTypeId);
          // The buy confirms the payment type (the card): named as the prepared checkout lists it.
          const cart = queryClient.getQueryData<CartReply>(cartQueryKey)?.cart;
          const prepared = queryClient.getQueryData(
            checkoutPrepareQueryOptions(client, input.packagingTypeId).queryKey,
          );
          const paymentType = prepared?.paymentTypes.find(
            (type) => type.paymentTypeId === CARD_PAYMENT_TYPE_ID,
          );
          if (cart) trackPaymentInfo(cart, paymentType?.name ?? String(CARD_PAYMENT_TYPE_ID));
          return bought;
        }),
      ),
    },
    actions: {
      // The hosted payment page is another site as far as the app goes: leave for it.
      goToPayment: ({ context }) => {
        if (context.order) window.location.assign(context.order.paymentUrl);
      },
    },
  });
}

/** The payment result of order `orderId`: whatever the address says, the server's order decides. */
export function provideCheckoutResult({
  queryClient,
  client,
  generic,
  orderId,
}: CheckoutEffects & { readonly orderId: number }) {
  return checkoutResultMachine.provide({
    actors: {
      readOutcome: fromPromise(() =>
        failingWith(generic, async () => {
          const order = await queryClient.fetchQuery(orderQueryOptions(client, orderId));
          if (order.orderStatusId === ORDER_STATUS.cancelled) return 'cancelled';
          if (order.isPayable) return 'unpaid';
          // Shown as paid: every time, the analytics sink counting an order once.
          trackPurchase(order);
          return 'paid';
        }),
      ),
      retryPayment: fromPromise(() => failingWith(generic, () => payOrderAgain(client, orderId))),
    },
    actions: {
      goToPayment: (_, params) => window.location.assign(params.paymentUrl),
    },
  });
}
