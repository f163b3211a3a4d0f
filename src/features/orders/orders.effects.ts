/**
 * The orders flow's statecharts with their real effects: the order page's actions (cancel, modify,
 * reorder, give a modification up, pay again, share, invoice) and the rating and parking forms.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { ordersMachine } from '../../../machines/orders/orders.machine';
import {
  createOrderFormMachine,
  orderFormMachine,
} from '../../../machines/orders/orders-form.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { orderFollowUpMessages } from '../../domain/order-follow-up';
import { orderMessages } from '../../domain/order-messages';
import { track } from '../../shared/analytics';
import { refundEvent } from '../../domain/analytics';
import { loadCartAnalytics } from '../cart';
import { cartQueryKey, storeCartReply, type CartReply } from '../../api/cart';
import {
  abandonOrderModification,
  createOrderAccessToken,
  fetchInvoiceUrl,
  modifyOrder,
  orderNoteQueryOptions,
  reorder,
  reserveParking,
  saveOrderRating,
} from './orders.mutations';
import { cancelOrder, orderQueryOptions, payOrderAgain } from './orders.queries';

export interface OrderEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  readonly orderId: number;
}

/** Saves a fetched file the way a link to it would; the address is freed once it is taken. */
function saveFile(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The order page's actions; `openCart` shows the cart drawer with what the order put there. */
export function provideOrderActions({
  queryClient,
  client,
  orderId,
  openCart,
}: OrderEffects & { readonly openCart: () => void }) {
  const refreshOrders = () => queryClient.invalidateQueries({ queryKey: ['order'] });
  const shownOrder = () => queryClient.getQueryData(orderQueryOptions(client, orderId).queryKey);
  return ordersMachine.provide({
    actors: {
      cancelOrder: fromPromise(() =>
        failingWith(i18n._(messages.generic), async () => {
          const cancelled = await cancelOrder(client, orderId);
          // Refunded whole: its lines as the reply gives them, else as the page showed them.
          track(
            refundEvent(
              cancelled.orderItems
                ? cancelled
                : { ...cancelled, orderItems: shownOrder()?.orderItems ?? [] },
            ),
          );
        }),
      ),
      modifyOrder: fromPromise(() =>
        failingWith(i18n._(orderMessages.modifyFailed), async () => {
          storeCartReply(queryClient, await modifyOrder(client, orderId));
        }),
      ),
      reorder: fromPromise(() =>
        failingWith(i18n._(orderFollowUpMessages.reorderFailed), async () => {
          const before = queryClient.getQueryData<CartReply>(cartQueryKey)?.cart;
          const reply = await reorder(client, orderId);
          storeCartReply(queryClient, reply);
          // What the cart gained of the order's products; the analytics never fail the call.
          void loadCartAnalytics().then(
            ({ trackCartChange }) => trackCartChange(before, reply.cart),
            () => undefined,
          );
        }),
      ),
      abandonModification: fromPromise(() =>
        failingWith(i18n._(orderMessages.modifyFailed), async () => {
          await abandonOrderModification(client, orderId);
        }),
      ),
      payAgain: fromPromise(() =>
        failingWith(i18n._(messages.generic), () => payOrderAgain(client, orderId)),
      ),
      createShareLink: fromPromise(() =>
        failingWith(i18n._(messages.generic), async () => {
          const token = await createOrderAccessToken(client, orderId);
          const params = new URLSearchParams({ token });
          return `${window.location.origin}/order/${orderId}?${params.toString()}`;
        }),
      ),
      fetchInvoice: fromPromise(() =>
        failingWith(i18n._(orderFollowUpMessages.invoiceError), () =>
          fetchInvoiceUrl(client, orderId),
        ),
      ),
    },
    actions: {
      // Replies' infos ('Ordine {orderId} annullato', the products skipped) are toasted.
      showCancelled: () => void refreshOrders(),
      showCartToModify: () => {
        void refreshOrders();
        openCart();
      },
      showReordered: openCart,
      showModificationAbandoned: () => {
        void refreshOrders();
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      },
      goToPayment: (_, params) => window.location.assign(params.paymentUrl),
      openInvoice: (_, params) => saveFile(params.url, `fattura-ordine-${orderId}.pdf`),
    },
  });
}

/** The rating form of a delivered order; `rated` when the shopper rated it before. */
export function provideRatingForm({
  queryClient,
  client,
  orderId,
  rated,
}: OrderEffects & { readonly rated: boolean }) {
  return createOrderFormMachine(rated).provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        if (input.kind !== 'rating') throw new Error('not a rating');
        const current = queryClient.getQueryData(orderNoteQueryOptions(client, orderId).queryKey);
        const saved = await failingWith(i18n._(messages.generic), () =>
          saveOrderRating(client, {
            orderId,
            rating: input.rating,
            comment: input.comment,
            noteId: current?.noteId ?? null,
          }),
        );
        queryClient.setQueryData(orderNoteQueryOptions(client, orderId).queryKey, saved);
      }),
    },
  });
}

/** The parking reservation form of a store pickup. */
export function provideParkingForm({ client, orderId }: Omit<OrderEffects, 'queryClient'>) {
  return orderFormMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        if (input.kind !== 'parking') throw new Error('not a parking reservation');
        await failingWith(i18n._(messages.generic), () =>
          reserveParking(client, { orderId, distance: input.distance, info: input.info }),
        );
      }),
    },
  });
}
