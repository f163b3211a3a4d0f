import { Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { formatEuro } from '../../../components/format';
import { AnchorLink } from '../../../components/router-links';
import { timeslotLabel } from '../../../components/service-labels';
import { formatDateTime, statusColor } from './order-view';

type OrderListData = components['schemas']['OrderListData'];

export interface OrderListProps {
  readonly data: OrderListData | undefined;
  readonly onPage: (page: number) => void;
}

/** 'I miei ordini': the shopper's orders, newest first, 12 a page (shopping-flow.md §9). */
export function OrderList({ data, onPage }: OrderListProps) {
  const { t } = useLingui();
  if (data === undefined) return <Text c="dimmed">{t`Caricamento degli ordini`}</Text>;
  if (data.orders.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Non hai ancora fatto ordini.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t`I miei ordini`}
      >
        {data.orders.map((order) => (
          <Paper component="li" key={order.orderId} withBorder p="md" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} miw={0}>
                <AnchorLink
                  to="/profile/orders/$orderId"
                  params={{ orderId: order.orderId }}
                  fw={700}
                >
                  {t`Ordine ${order.orderId}`}
                </AnchorLink>
                <Text size="sm" c="dimmed">
                  {t`Effettuato il ${formatDateTime(order.createdAt)}`}
                </Text>
                <Text size="sm">{timeslotLabel(order.timeslot)}</Text>
              </Stack>
              {/* The status and the total keep their width; the date and the slot wrap instead. */}
              <Stack gap={4} align="flex-end" flex="none">
                <Badge variant="light" color={statusColor(order.orderStatusId)}>
                  {order.orderStatusDescr}
                </Badge>
                <Text fw={700}>{formatEuro(order.grossTotal)}</Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
      {data.page.totPages > 1 && (
        <Pagination total={data.page.totPages} value={data.page.selPage} onChange={onPage} />
      )}
    </Stack>
  );
}
