import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  ordersMachine,
  selectConfirming,
  selectIsOrderBusy,
  selectOrderErrors,
  selectShareLink,
} from '../../../machines/orders.machine';
import { cartQueryKey, storeCartReply } from '../cart';
import { cancelOrder, orderQueryOptions, payOrderAgain } from './orders.queries';
import type { ShopClient } from '../../api/client';
import {
  abandonOrderModification,
  createOrderAccessToken,
  fetchInvoiceUrl,
  modifyOrder,
  reorder,
} from './orders.mutations';
import { OrderDetail } from './components/OrderDetail';
import { messages } from '../../domain/messages';
import { hasInvoice, orderExtrasMessages } from '../../domain/order-extras';
import { orderMessages } from '../../domain/order-messages';
import { useAppActors } from '../../app/actors-context';
import { failingWith } from '../../app/flow-failure';
import { i18n } from '../../app/i18n';
import { OrderExtrasContainer } from './OrderFormsContainer';

/** Saves a fetched file the way a link to it would; the address is freed once it is taken. */
function saveFile(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * An order's page bound to its actions: cancel, modify, reorder and give up a modification after
 * a confirmation, pay again, open the invoice; the rating and parking forms below.
 */
export function OrderDetailContainer(props: {
  readonly client: ShopClient;
  readonly orderId: number;
}) {
  const { client, orderId } = props;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { shell } = useAppActors();
  const { data: order } = useSuspenseQuery(orderQueryOptions(client, orderId));
  const logic = useMemo(() => {
    const refreshOrders = () => queryClient.invalidateQueries({ queryKey: ['order'] });
    // The cart drawer shows what the order put in the cart.
    const openCart = () => shell.send({ type: 'cart.toggle' });
    return ordersMachine.provide({
      actors: {
        cancelOrder: fromPromise(() =>
          failingWith(i18n._(messages.generic), async () => {
            await cancelOrder(client, orderId);
          }),
        ),
        modifyOrder: fromPromise(() =>
          failingWith(i18n._(orderMessages.modifyFailed), async () => {
            storeCartReply(queryClient, await modifyOrder(client, orderId));
          }),
        ),
        reorder: fromPromise(() =>
          failingWith(i18n._(orderExtrasMessages.reorderFailed), async () => {
            storeCartReply(queryClient, await reorder(client, orderId));
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
          failingWith(i18n._(orderExtrasMessages.invoiceError), () =>
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
  }, [client, queryClient, orderId, shell]);
  const actor = useActorRef(logic);
  const confirming = useSelector(actor, selectConfirming);
  const busy = useSelector(actor, selectIsOrderBusy);
  const errors = useSelector(actor, selectOrderErrors);
  const shareLink = useSelector(actor, selectShareLink);
  return (
    <OrderDetail
      order={order}
      confirming={confirming}
      busy={busy}
      errors={errors}
      canReorder
      canDownloadInvoice={hasInvoice(order.orderStatusId, order.orderInfos.need_invoice === 'true')}
      onAsk={(action) => actor.send({ type: 'order.ask', action })}
      onConfirm={() => actor.send({ type: 'action.confirmed' })}
      onDismiss={() => actor.send({ type: 'action.dismissed' })}
      onPay={() => actor.send({ type: 'order.pay' })}
      onInvoice={() => actor.send({ type: 'order.invoice' })}
      shareLink={shareLink}
      onShare={() => actor.send({ type: 'order.share' })}
      onGoToCheckout={() => void navigate({ to: '/checkout' })}
      extras={<OrderExtrasContainer client={client} order={order} />}
    />
  );
}
