import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  createOrderFormMachine,
  orderFormMachine,
  selectOrderFormStep,
  selectOrderFormErrors,
} from '../../../machines/orders-form.machine';
import type { Order } from './orders.queries';
import type { ShopClient } from '../../api/client';
import {
  orderNoteQueryOptions,
  reserveParking,
  saveOrderRating,
  type OrderNote,
} from './orders.mutations';
import { OrderRatingForm } from './components/OrderRatingForm';
import { ParkingForm } from './components/ParkingForm';
import { messages } from '../../domain/messages';
import { canRate, canReserveParking } from '../../domain/order-extras';
import { failingWith } from '../../app/flow-failure';
import { i18n } from '../../app/i18n';

/** What an order's page offers besides its actions: the rating, the parking reservation. */
export function OrderExtrasContainer(props: {
  readonly client: ShopClient;
  readonly order: Order;
}) {
  const { client, order } = props;
  const rateable = canRate(order.orderStatusId);
  const note = useQuery({ ...orderNoteQueryOptions(client, order.orderId), enabled: rateable });
  return (
    <>
      {rateable && note.isSuccess && (
        <RatingContainer client={client} orderId={order.orderId} note={note.data} />
      )}
      {canReserveParking(order.orderStatusId, order.deliveryServiceId) && (
        <ParkingContainer client={client} orderId={order.orderId} />
      )}
    </>
  );
}

function RatingContainer(props: {
  readonly client: ShopClient;
  readonly orderId: number;
  readonly note: OrderNote | null;
}) {
  const { client, orderId, note } = props;
  const queryClient = useQueryClient();
  const logic = useMemo(
    () =>
      createOrderFormMachine(note !== null).provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            if (input.kind !== 'rating') throw new Error('not a rating');
            const current = queryClient.getQueryData(
              orderNoteQueryOptions(client, orderId).queryKey,
            );
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
      }),
    // The machine is made once: a rating saved later does not restart the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, queryClient, orderId],
  );
  const actor = useActorRef(logic);
  const step = useSelector(actor, selectOrderFormStep);
  const errors = useSelector(actor, selectOrderFormErrors);
  return (
    <OrderRatingForm
      saved={note && { rating: note.rating, comment: note.comment ?? '' }}
      step={step}
      errors={errors}
      onSubmit={(rating, comment) =>
        actor.send({ type: 'form.submit', values: { kind: 'rating', rating, comment } })
      }
      onEdit={() => actor.send({ type: 'form.edit' })}
    />
  );
}

function ParkingContainer(props: { readonly client: ShopClient; readonly orderId: number }) {
  const { client, orderId } = props;
  const logic = useMemo(
    () =>
      orderFormMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            if (input.kind !== 'parking') throw new Error('not a parking reservation');
            await failingWith(i18n._(messages.generic), () =>
              reserveParking(client, { orderId, distance: input.distance, info: input.info }),
            );
          }),
        },
      }),
    [client, orderId],
  );
  const actor = useActorRef(logic);
  const step = useSelector(actor, selectOrderFormStep);
  const errors = useSelector(actor, selectOrderFormErrors);
  return (
    <ParkingForm
      step={step}
      errors={errors}
      onSubmit={(distance, info) =>
        actor.send({ type: 'form.submit', values: { kind: 'parking', distance, info } })
      }
      onEdit={() => actor.send({ type: 'form.edit' })}
    />
  );
}
