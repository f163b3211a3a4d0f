import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { fieldErrorsOf } from '../../../components/form-rules';
import { deliveryServiceOf } from '../../../domain/delivery-services';
import { ORDER_TYPES } from '../../../domain/delivery-services';
import { orderFiltersSchema } from '../../../domain/order-filters';
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
  const validate = (values: unknown) => fieldErrorsOf(orderFiltersSchema, values, i18n);
  const form = useForm<{ from: string; to: string; type: OrderType | '' }>({
    initialValues: { from: filters.from ?? '', to: filters.to ?? '', type: filters.type ?? '' },
    validate,
  });
  // Said as the dates are chosen, not only once 'Filtra' is pressed.
  const errors = validate(form.getValues());
  return (
    <form
      aria-label={t`Filtra gli ordini`}
      onSubmit={form.onSubmit(({ from, to, type }) =>
        onApply({
          ...(from === '' ? {} : { from }),
          ...(to === '' ? {} : { to }),
          ...(type === '' ? {} : { type }),
          pending: filters.pending,
        }),
      )}
    >
      <Group align="flex-end" gap="sm">
        <TextInput type="date" label={t`Dal`} {...form.getInputProps('from')} />
        <TextInput type="date" label={t`Al`} {...form.getInputProps('to')} error={errors.to} />
        <NativeSelect
          label={t`Servizio`}
          value={form.getValues().type}
          onChange={(event) => {
            const { value } = event.currentTarget;
            form.setFieldValue('type', isOrderType(value) ? value : '');
          }}
          data={[
            { value: '', label: t`Tutti` },
            ...ORDER_TYPE_NAMES.map((name) => ({ value: name, label: orderTypeLabel(name) })),
          ]}
        />
        <Button type="submit" variant="light" disabled={Object.keys(errors).length > 0}>
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
