import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  selectOrderFormStep,
  selectOrderFormErrors,
} from '../../../machines/orders/orders-form.machine';
import type { Order } from './orders.queries';
import type { ShopClient } from '../../api/client';
import { orderNoteQueryOptions, type OrderNote } from './orders.mutations';
import { OrderRatingForm } from './components/OrderRatingForm';
import { ParkingForm } from './components/ParkingForm';
import { canRate, canReserveParking } from '../../domain/order-follow-up';
import { provideParkingForm, provideRatingForm } from './orders.effects';

/** What an order's page offers besides its actions: the rating, the parking reservation. */
export function OrderFormsContainer(props: { readonly client: ShopClient; readonly order: Order }) {
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
    () => provideRatingForm({ queryClient, client, orderId, rated: note !== null }),
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
  const logic = useMemo(() => provideParkingForm({ client, orderId }), [client, orderId]);
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
