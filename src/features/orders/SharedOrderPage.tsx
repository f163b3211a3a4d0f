import { Container, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { OrderSummary } from './components/OrderSummary';
import { sharedOrderQueryOptions } from './orders.queries';

export interface SharedOrderPageProps {
  readonly client: ShopClient;
  readonly orderId: number;
  /** The access token of the shared link. */
  readonly token: string;
}

/**
 * An order shared by its shopper ('Condividi l'ordine'): read-only and without login, for
 * whoever holds the link, such as a colleague who collects it.
 */
export function SharedOrderPage({ client, orderId, token }: SharedOrderPageProps) {
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
