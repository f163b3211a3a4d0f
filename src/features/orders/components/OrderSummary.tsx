import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import { addressLabel, timeslotLabel } from '../../../components/service-labels';
import { AmountRows } from '../../../components/AmountRows';
import { formatEuro, formatQuantity } from '../../../components/format';
import { formatDateTime, statusColor } from './order-view';

type Order = components['schemas']['Order'];

/**
 * What an order is: its status, where and when, the shopper's notes, the lines, the amounts and
 * the timeline of its statuses. The shopper's page adds its actions; a shared link shows only this.
 */
export function OrderSummary({
  order,
  notices,
}: {
  readonly order: Order;
  readonly notices?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <Group justify="space-between">
        <Title order={1}>{t`Ordine ${order.orderId}`}</Title>
        <Badge size="lg" variant="light" color={statusColor(order.orderStatusId)}>
          {order.orderStatusDescr}
        </Badge>
      </Group>
      {notices}
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text>{addressLabel(order.shippingAddress)}</Text>
          <Text>{timeslotLabel(order.timeslot)}</Text>
          <Text size="sm" c="dimmed">
            {t`Effettuato il ${formatDateTime(order.createdAt)}`}
          </Text>
          {order.orderInfos.order_comment && (
            <Text size="sm">{t`Note per il negozio: ${order.orderInfos.order_comment}`}</Text>
          )}
          {order.orderInfos.need_invoice === 'true' && (
            <Text size="sm">
              <Trans>Fattura richiesta</Trans>
            </Text>
          )}
        </Stack>
      </Paper>
      <Stack
        component="ul"
        gap={4}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`Prodotti dell'ordine`}
      >
        {order.orderItems?.map((item) => (
          <Group component="li" key={item.itemId} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {formatQuantity(item.quantity)} × {item.name}
            </Text>
            <Text size="sm">{formatEuro(item.grossTotal)}</Text>
          </Group>
        ))}
      </Stack>
      <AmountRows
        amounts={{
          goods: order.goodsTotal,
          discount: order.discount,
          deliveryFee: order.deliveryFee,
          packaging: order.packagingTotal,
          total: order.grossTotal,
        }}
      />
      <Text size="sm" c="dimmed">
        <Trans>Importo preautorizzato: {formatEuro(order.prebilledAmount)}</Trans>
      </Text>
      {(order.statusHistory?.length ?? 0) > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            <Trans>Stato dell'ordine</Trans>
          </Title>
          <List size="sm">
            {order.statusHistory?.map((change) => (
              <List.Item key={`${change.orderStatusId}-${change.date}`}>
                {change.orderStatusDescr} · {formatDateTime(change.date)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </>
  );
}
