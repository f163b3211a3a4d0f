import { Container, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { orderQueryOptions } from '../../../../features/orders/orders.queries';
import { orderIdParam, orNotFound } from '../../../../shared/route-params';
import { PageBreadcrumbs } from '../../../../components/PageBreadcrumbs';
import { OrderDetailContainer } from '../../../../features/orders/OrderDetailContainer';

export const Route = createFileRoute('/_auth/profile/orders/$orderId')({
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
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { orderId } = Route.useParams();
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs inPersonalArea current={t`Dettaglio ordine`} />
        <OrderDetailContainer client={client} orderId={orderId} />
      </Stack>
    </Container>
  );
}
