import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectConfirming,
  selectIsOrderBusy,
  selectOrderErrors,
  selectShareLink,
} from '../../../machines/orders/orders.machine';
import { orderQueryOptions } from './orders.queries';
import type { ShopClient } from '../../api/client';
import { OrderDetail } from './components/OrderDetail';
import { hasInvoice } from '../../domain/order-follow-up';
import { useFlowActors } from '../../shared/flow-actors';
import { OrderFormsContainer } from './OrderFormsContainer';
import { provideOrderActions } from './orders.effects';

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
  const { shell } = useFlowActors();
  const { data: order } = useSuspenseQuery(orderQueryOptions(client, orderId));
  const logic = useMemo(
    // The cart drawer shows what the order put in the cart.
    () =>
      provideOrderActions({
        queryClient,
        client,
        orderId,
        openCart: () => shell.send({ type: 'cart.toggle' }),
      }),
    [client, queryClient, orderId, shell],
  );
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
      forms={<OrderFormsContainer client={client} order={order} />}
    />
  );
}
