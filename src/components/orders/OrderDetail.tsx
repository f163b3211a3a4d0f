import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../api/ebsn';
import { addressLabel, timeslotLabel } from '../cart/CartInfoBar';
import { formatEuro } from '../catalog/product-view';
import { formatDateTime } from './order-view';

type Order = components['schemas']['Order'];

export interface OrderDetailProps {
  readonly order: Order;
  /** 'Annullare l'ordine {orderId}?' is asked. */
  readonly confirmingCancel: boolean;
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onCancel: () => void;
  readonly onConfirmCancel: () => void;
  readonly onDismissCancel: () => void;
  readonly onPay: () => void;
}

/** 'Dettaglio ordine': what was ordered, where and when, the amounts, the timeline, the actions. */
export function OrderDetail(props: OrderDetailProps) {
  const { t } = useLingui();
  const { order } = props;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t`Ordine ${order.orderId}`}</Title>
        <Badge size="lg" variant="light">
          {order.orderStatusDescr}
        </Badge>
      </Group>
      {props.errors.length > 0 && (
        <Alert color="red" role="alert">
          {props.errors.join(' ')}
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text>{addressLabel(order.shippingAddress)}</Text>
          <Text>{timeslotLabel(order.timeslot)}</Text>
          <Text size="sm" c="dimmed">
            {t`Effettuato il ${formatDateTime(order.createdAt)}`}
          </Text>
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
              {item.quantity} × {item.name}
            </Text>
            <Text size="sm">{formatEuro(item.grossTotal)}</Text>
          </Group>
        ))}
      </Stack>
      <Group justify="space-between">
        <Text fw={700}>
          <Trans>Totale</Trans>
        </Text>
        <Text fw={700}>{formatEuro(order.grossTotal)}</Text>
      </Group>
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
      {props.confirmingCancel ? (
        <Group role="alertdialog" aria-label={t`Annulla ordine`} gap="xs">
          <Text>
            <Trans>Annullare l'ordine {order.orderId}?</Trans>
          </Text>
          <Button variant="default" onClick={props.onDismissCancel}>
            <Trans>No</Trans>
          </Button>
          <Button color="red" onClick={props.onConfirmCancel}>
            <Trans>Sì</Trans>
          </Button>
        </Group>
      ) : (
        <Group gap="xs">
          {order.isPayable && (
            <Button onClick={props.onPay} loading={props.busy}>
              <Trans>Paga l'ordine</Trans>
            </Button>
          )}
          {order.isCancelable && (
            <Button color="red" variant="light" onClick={props.onCancel} loading={props.busy}>
              <Trans>Annulla ordine</Trans>
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
