import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { orderQueryOptions } from '../../features/orders/orders.queries';
import { orderIdParam, orNotFound } from '../../app/guards';
import { OrderDetailContainer } from '../../features/orders/OrderDetailContainer';

export const Route = createFileRoute('/_auth/profile_/orders/$orderId')({
  params: orderIdParam,
  // Another shopper's order answers 404: not found.
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(orderQueryOptions(context.client, params.orderId)),
    ),
  component: OrderPage,
});

/** 'Dettaglio ordine'. */
function OrderPage() {
  const { client } = Route.useRouteContext();
  const { orderId } = Route.useParams();
  return (
    <Container size="md" py="md">
      <OrderDetailContainer client={client} orderId={orderId} />
    </Container>
  );
}
