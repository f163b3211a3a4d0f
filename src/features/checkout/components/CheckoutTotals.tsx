import { Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AmountRows, type OrderAmounts } from '../../../components/AmountRows';
import { formatEuro } from '../../../components/format';

/** The checkout's amounts in euros, as the server computed them. */
export interface CheckoutAmounts extends OrderAmounts {
  /** Goods from which the delivery is free (delivery-fee/view); null when it always is. */
  readonly freeDeliveryFrom: number | null;
  /** The Sfuso part of the goods, whose final price depends on the weighing. */
  readonly variableWeight: number;
  /** What the payment pre-authorises (total + 30% of the variable part + the bags). */
  readonly preAuthorised: number;
}

/** The checkout's summary and the pre-authorised amount explained (shopping-flow.md §5). */
export function CheckoutTotals({ amounts }: { readonly amounts: CheckoutAmounts }) {
  // What the pre-authorisation adds to the total: the 30% margin on the variable weight.
  const surcharge = Math.round((amounts.preAuthorised - amounts.total) * 100) / 100;
  return (
    <Stack gap={6}>
      <AmountRows
        amounts={amounts}
        afterDelivery={
          amounts.deliveryFee > 0 &&
          amounts.freeDeliveryFrom !== null && (
            <Text size="xs" c="dimmed">
              <Trans>
                Consegna gratuita per una spesa da {formatEuro(amounts.freeDeliveryFrom)}
              </Trans>
            </Text>
          )
        }
      />
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
