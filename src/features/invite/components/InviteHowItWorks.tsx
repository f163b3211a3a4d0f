import { List, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { formatEuro } from '../../../components/format';

export interface InviteHowItWorksProps {
  /** The value of one voucher, in cents (500). */
  readonly voucherCents: number;
}

/** How the invite works: the friend registers with the link or the code, the inviter earns. */
export function InviteHowItWorks({ voucherCents }: InviteHowItWorksProps) {
  const voucher = formatEuro(voucherCents / 100);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <Trans>Come funziona</Trans>
      </Title>
      <List type="ordered" spacing={4}>
        <List.Item>
          <Trans>Condividi il tuo link o il tuo codice con un amico.</Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Il tuo amico si registra aprendo il link, oppure scrivendo il codice nel campo «Codice
            invito» della registrazione.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Quando il suo primo ordine viene consegnato, ricevi un buono da {voucher}.</Trans>
        </List.Item>
      </List>
    </Stack>
  );
}
