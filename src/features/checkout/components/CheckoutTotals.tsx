import { Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatEuro } from '../../../components/format';

/** The order's amounts in euros, as the server computed them. */
export interface CheckoutAmounts {
  readonly goods: number;
  readonly discount: number;
  readonly deliveryFee: number;
  /** Goods from which the delivery is free (delivery-fee/view); null when it always is. */
  readonly freeDeliveryFrom: number | null;
  readonly packaging: number;
  readonly total: number;
  /** The Sfuso part of the goods, whose final price depends on the weighing. */
  readonly variableWeight: number;
  /** What the payment pre-authorises (total + 30% of the variable part + the bags). */
  readonly preAuthorised: number;
}

function Row({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{amount}</Text>
    </Group>
  );
}

/** The checkout's summary and the pre-authorised amount explained (shopping-flow.md §5). */
export function CheckoutTotals({ amounts }: { readonly amounts: CheckoutAmounts }) {
  const { t } = useLingui();
  // What the pre-authorisation adds to the total: the 30% margin on the variable weight.
  const surcharge = Math.round((amounts.preAuthorised - amounts.total) * 100) / 100;
  return (
    <Stack gap={6} aria-label={t`Riepilogo importi`}>
      <Row label={t`Prodotti`} amount={formatEuro(amounts.goods)} />
      {amounts.discount > 0 && (
        <Row label={t`Sconti`} amount={`− ${formatEuro(amounts.discount)}`} />
      )}
      <Row
        label={t`Consegna`}
        amount={amounts.deliveryFee > 0 ? formatEuro(amounts.deliveryFee) : t`Gratuita`}
      />
      {amounts.deliveryFee > 0 && amounts.freeDeliveryFrom !== null && (
        <Text size="xs" c="dimmed">
          <Trans>Consegna gratuita per una spesa da {formatEuro(amounts.freeDeliveryFrom)}</Trans>
        </Text>
      )}
      {amounts.packaging > 0 && <Row label={t`Sacchetti`} amount={formatEuro(amounts.packaging)} />}
      <Row label={t`Totale`} amount={formatEuro(amounts.total)} strong />
      <Text size="sm" c="dimmed">
        <Trans>
          Al pagamento preautorizziamo {formatEuro(amounts.preAuthorised)}: il totale, sacchetti
          compresi, più {formatEuro(surcharge)}, cioè il 30% dei prodotti a peso variabile (che nel
          totale valgono {formatEuro(amounts.variableWeight)}), perché il loro peso finale può
          cambiare. Addebitiamo solo l'importo finale, dopo la pesatura.
        </Trans>
      </Text>
    </Stack>
  );
}
