import { Container } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectResultStep,
  selectIsResultBusy,
  selectResultErrors,
} from '../../../machines/checkout/checkout-result.machine';
import type { ShopClient } from '../../api/client';
import { PaymentResult } from './components/PaymentResult';
import { messages } from '../../domain/messages';
import { i18n } from '../../shared/i18n';
import { provideCheckoutResult } from './checkout.effects';

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
      provideCheckoutResult({ queryClient, client, orderId, generic: i18n._(messages.generic) }),
    [client, queryClient, orderId],
  );
  const actor = useActorRef(logic, { input: { orderId } });
  const view = useSelector(actor, selectResultStep);
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

/** The payment result routes' page: both show this one screen (shopping-flow.md §2). */
export function PaymentResultPage({ orderId }: { readonly orderId: number }) {
  const { client } = useRouter().options.context;
  return (
    <Container size="md" py="md">
      <PaymentResultContainer client={client} orderId={orderId} />
    </Container>
  );
}
