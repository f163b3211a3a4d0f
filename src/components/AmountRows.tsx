import { Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatEuro } from './format';

/** An order's or a checkout's amounts in euros, as the server computed them. */
export interface OrderAmounts {
  readonly goods: number;
  readonly discount: number;
  readonly deliveryFee: number;
  readonly packaging: number;
  readonly total: number;
}

function Row({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400}>{amount}</Text>
    </Group>
  );
}

/**
 * How the total is made: goods, discounts, delivery, bags, then the total, so that every
 * difference between the goods and the total has its line. `afterDelivery` goes below the
 * delivery line (the checkout's free-delivery threshold).
 */
export function AmountRows({
  amounts,
  afterDelivery,
}: {
  readonly amounts: OrderAmounts;
  readonly afterDelivery?: ReactNode;
}) {
  const { t } = useLingui();
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
      {afterDelivery}
      {amounts.packaging > 0 && <Row label={t`Sacchetti`} amount={formatEuro(amounts.packaging)} />}
      <Row label={t`Totale`} amount={formatEuro(amounts.total)} strong />
    </Stack>
  );
}
