import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  orderActionsMachine,
  selectIsConfirmingCancel,
  selectIsOrderBusy,
} from '../../machines/order-actions.machine';
import { cancelOrder, orderQueryOptions, payOrderAgain } from '../api/checkout.queries';
import type { ShopClient } from '../api/client';
import { OrderDetail } from '../components/orders/OrderDetail';
import { messages } from '../domain/messages';
import { failingWith } from './flow-failure';
import { i18n } from './i18n';

/** An order's page bound to its actions: cancel with confirmation, pay again. */
export function OrderDetailContainer(props: {
  readonly client: ShopClient;
  readonly orderId: number;
}) {
  const { client, orderId } = props;
  const queryClient = useQueryClient();
  const { data: order } = useSuspenseQuery(orderQueryOptions(client, orderId));
  const logic = useMemo(
    () =>
      orderActionsMachine.provide({
        actors: {
          cancelOrder: fromPromise(() =>
            failingWith(i18n._(messages.generic), async () => {
              await cancelOrder(client, orderId);
            }),
          ),
          payAgain: fromPromise(() =>
            failingWith(i18n._(messages.generic), () => payOrderAgain(client, orderId)),
          ),
        },
        actions: {
          // The reply's info 'Ordine {orderId} annullato' is toasted by the client.
          showCancelled: () => void queryClient.invalidateQueries({ queryKey: ['order'] }),
          goToPayment: (_, params) => window.location.assign(params.paymentUrl),
        },
      }),
    [client, queryClient, orderId],
  );
  const actor = useActorRef(logic);
  const confirmingCancel = useSelector(actor, selectIsConfirmingCancel);
  const busy = useSelector(actor, selectIsOrderBusy);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  return (
    <OrderDetail
      order={order}
      confirmingCancel={confirmingCancel}
      busy={busy}
      errors={errors}
      onCancel={() => actor.send({ type: 'order.cancel' })}
      onConfirmCancel={() => actor.send({ type: 'cancel.confirmed' })}
      onDismissCancel={() => actor.send({ type: 'cancel.dismissed' })}
      onPay={() => actor.send({ type: 'order.pay' })}
    />
  );
}
