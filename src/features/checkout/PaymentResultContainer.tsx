import { Container } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  checkoutResultMachine,
  selectIsResultBusy,
  selectResultErrors,
} from '../../../machines/checkout-result.machine';
import { orderQueryOptions, payOrderAgain } from '../orders';
import type { ShopClient } from '../../api/client';
import { PaymentResult, type PaymentResultView } from './components/PaymentResult';
import { ORDER_STATUS } from '../../domain/order-status';
import { messages } from '../../domain/messages';
import { failingWith } from '../../app/flow-failure';
import { i18n } from '../../app/i18n';

/**
 * The shared payment result screen: whatever the address says, the order's state on the server
 * decides what it shows.
 */
export function PaymentResultContainer(props: {
  readonly client: ShopClient;
  readonly orderId: number;
}) {
  const { client, orderId } = props;
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      checkoutResultMachine.provide({
        actors: {
          readOutcome: fromPromise(() =>
            failingWith(i18n._(messages.generic), async () => {
              const order = await queryClient.fetchQuery(orderQueryOptions(client, orderId));
              if (order.orderStatusId === ORDER_STATUS.cancelled) return 'cancelled';
              return order.isPayable ? 'unpaid' : 'paid';
            }),
          ),
          retryPayment: fromPromise(() =>
            failingWith(i18n._(messages.generic), () => payOrderAgain(client, orderId)),
          ),
        },
        actions: {
          goToPayment: (_, params) => window.location.assign(params.paymentUrl),
        },
      }),
    [client, queryClient, orderId],
  );
  const actor = useActorRef(logic, { input: { orderId } });
  const view = useSelector(actor, viewOf);
  const busy = useSelector(actor, selectIsResultBusy);
  const errors = useSelector(actor, selectResultErrors);
  return (
    <PaymentResult
      view={view}
      orderId={orderId}
      busy={busy}
      errors={errors}
      onRetry={() => actor.send({ type: 'payment.retry' })}
      onReload={() => actor.send({ type: 'payment.reload' })}
    />
  );
}

function viewOf(snapshot: SnapshotFrom<typeof checkoutResultMachine>): PaymentResultView {
  if (snapshot.matches('completed')) return 'completed';
  if (snapshot.matches('cancelled')) return 'cancelled';
  if (snapshot.matches('unreadable')) return 'unreadable';
  if (snapshot.matches('failed') || snapshot.matches('retrying') || snapshot.matches('redirecting'))
    return 'failed';
  return 'loading';
}

/** The payment result routes' page: both show this one screen (shopping-flow.md §2). */
export function PaymentResultPage({ orderId }: { readonly orderId: number }) {
  const { client } = useRouter().options.context;
  return (
    <Container size="md" py="md">
      <PaymentResultContainer client={client} orderId={orderId} />
    </Container>
  );
}
