import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { components } from '../../../api/ebsn';
import { OrderActionBar, type OrderActionBarProps } from './OrderActionBar';
import { OrderSummary } from './OrderSummary';

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
  readonly forms?: ReactNode;
}

/** 'Dettaglio ordine': what was ordered, where and when, the amounts, the timeline, the actions. */
export function OrderDetail(props: OrderDetailProps) {
  const { order } = props;
  return (
    <Stack gap="md">
      <OrderSummary
        order={order}
        notices={
          <>
            {props.errors.length > 0 && (
              <Alert color="red" role="alert">
                {props.errors.join(' ')}
              </Alert>
            )}
            {order.underModification && (
              <ModificationNotice
                busy={props.busy}
                onGoToCheckout={props.onGoToCheckout}
                onAbandon={() => props.onAsk('abandonModification')}
              />
            )}
          </>
        }
      />
      <OrderActionBar
        {...props}
        orderId={order.orderId}
        canPay={order.isPayable}
        canModify={order.isModifiable && !order.underModification}
        canCancel={order.isCancelable && !order.underModification}
      />
      {props.forms}
    </Stack>
  );
}

/** The order is in the cart being changed: confirm at the checkout, or give the changes up. */
function ModificationNotice(props: {
  readonly busy: boolean;
  readonly onGoToCheckout: () => void;
  readonly onAbandon: () => void;
}) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" title={t`Ordine in modifica`}>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            I prodotti dell'ordine sono nel carrello: cambiali e conferma le modifiche alla cassa.
            Finché non le confermi, l'ordine resta com'era.
          </Trans>
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" onClick={props.onGoToCheckout}>
            <Trans>Vai alla cassa</Trans>
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={props.onAbandon}
            disabled={props.busy}
          >
            <Trans>Annulla modifiche</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
