import { Container, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { sharedOrderQueryOptions } from '../features/orders/orders.queries';
import { orderIdParam, orNotFound } from '../app/guards';
import { OrderSummary } from '../features/orders/components/OrderSummary';

const sharedOrderSearchSchema = v.object({
  token: v.fallback(v.pipe(v.string(), v.minLength(1), v.maxLength(64)), ''),
});

/**
 * An order shared by its shopper ('Condividi l'ordine'): read-only and without login, for
 * whoever holds the link, such as a colleague who collects it. A wrong token is not found.
 */
export const Route = createFileRoute('/order/$orderId')({
  params: orderIdParam,
  validateSearch: (search) => v.parse(sharedOrderSearchSchema, search),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context, params, deps }) => {
    if (deps.token === '') throw redirect({ to: '/not-found' });
    return orNotFound(
      context.queryClient.ensureQueryData(
        sharedOrderQueryOptions(context.client, params.orderId, deps.token),
      ),
    );
  },
  component: SharedOrderPage,
});

function SharedOrderPage() {
  const { client } = Route.useRouteContext();
  const { orderId } = Route.useParams();
  const { token } = Route.useSearch();
  const { data: order } = useSuspenseQuery(sharedOrderQueryOptions(client, orderId, token));
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <OrderSummary
          order={order}
          notices={
            <Text c="dimmed" size="sm">
              <Trans>Ordine condiviso con te: lo vedi in sola lettura.</Trans>
            </Text>
          }
        />
      </Stack>
    </Container>
  );
}
