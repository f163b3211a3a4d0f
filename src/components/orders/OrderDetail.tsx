import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../api/ebsn';
import { OrderActionBar, type OrderActionBarProps } from './OrderActionBar';
import { addressLabel, timeslotLabel } from '../cart/CartInfoBar';
import { formatEuro } from '../catalog/product-view';
import { formatDateTime } from './order-view';

type Order = components['schemas']['Order'];

export interface OrderDetailProps extends Omit<
  OrderActionBarProps,
  'orderId' | 'canPay' | 'canModify' | 'canCancel'
> {
  readonly order: Order;
  readonly errors: readonly string[];
  /** To the checkout, where a modification is confirmed. */
  readonly onGoToCheckout: () => void;
  /** The rating and parking forms, bound by the app to their own flows. */
  readonly extras?: ReactNode;
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
      {order.underModification && (
        <Alert color="yellow" title={t`Ordine in modifica`}>
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                I prodotti dell'ordine sono nel carrello: cambiali e conferma le modifiche alla
                cassa. Finché non le confermi, l'ordine resta com'era.
              </Trans>
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" onClick={props.onGoToCheckout}>
                <Trans>Vai alla cassa</Trans>
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => props.onAsk('abandonModification')}
                disabled={props.busy}
              >
                <Trans>Annulla modifiche</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
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
      <OrderActionBar
        {...props}
        orderId={order.orderId}
        canPay={order.isPayable}
        canModify={order.isModifiable && !order.underModification}
        canCancel={order.isCancelable && !order.underModification}
      />
      {props.extras}
    </Stack>
  );
}
