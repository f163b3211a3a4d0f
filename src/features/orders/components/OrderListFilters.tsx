import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deliveryServiceOf } from '../../../domain/delivery-services';
import { ORDER_TYPES } from '../../../domain/delivery-services';
import { isOrderType, ORDER_TYPE_NAMES, type OrderType } from '../../../domain/order-types';

/** The filters of order/list the personal area offers (shopping-flow.md §7). */
export interface OrderFilters {
  /** Placed from this day (YYYY-MM-DD), included. */
  readonly from?: string;
  /** Placed up to this day, included. */
  readonly to?: string;
  /** How the order is collected or delivered; every way when absent. */
  readonly type?: OrderType;
  /** Also the orders still waiting for their payment (the default). */
  readonly pending: boolean;
}

export interface OrderListFiltersProps {
  readonly filters: OrderFilters;
  readonly onApply: (filters: OrderFilters) => void;
}

/** The dates the orders were placed between, and whether to list the ones still to be paid. */
export function OrderListFilters({ filters, onApply }: OrderListFiltersProps) {
  const { t, i18n } = useLingui();
  // Each type is named after its first service ('Ritiro in negozio', ...).
  const orderTypeLabel = (type: OrderType) => {
    const [first] = ORDER_TYPES[type];
    const name = first === undefined ? undefined : deliveryServiceOf(first)?.name;
    return name ? i18n._(name) : type;
  };
  const [from, setFrom] = useState(filters.from ?? '');
  const [to, setTo] = useState(filters.to ?? '');
  const [type, setType] = useState<OrderType | ''>(filters.type ?? '');
  const inverted = from !== '' && to !== '' && from > to;
  return (
    <form
      aria-label={t`Filtra gli ordini`}
      onSubmit={(event) => {
        event.preventDefault();
        if (inverted) return;
        onApply({
          ...(from === '' ? {} : { from }),
          ...(to === '' ? {} : { to }),
          ...(type === '' ? {} : { type }),
          pending: filters.pending,
        });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t`Dal`}
          value={from}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t`Al`}
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={inverted ? t`La data finale precede quella iniziale` : undefined}
        />
        <NativeSelect
          label={t`Servizio`}
          value={type}
          onChange={(event) => {
            const { value } = event.currentTarget;
            setType(isOrderType(value) ? value : '');
          }}
          data={[
            { value: '', label: t`Tutti` },
            ...ORDER_TYPE_NAMES.map((name) => ({ value: name, label: orderTypeLabel(name) })),
          ]}
        />
        <Button type="submit" variant="light" disabled={inverted}>
          <Trans>Filtra</Trans>
        </Button>
        <Checkbox
          label={t`Mostra anche gli ordini da pagare`}
          checked={filters.pending}
          onChange={(event) => onApply({ ...filters, pending: event.currentTarget.checked })}
        />
      </Group>
    </form>
  );
}
