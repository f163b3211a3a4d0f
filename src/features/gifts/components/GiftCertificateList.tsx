import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { formatEuro } from '../../../components/format';
import { localized } from '../../../components/localized';
import { AnchorLink } from '../../../components/router-links';

type UserGiftCertificate = components['schemas']['UserGiftCertificate'];
type Status = UserGiftCertificate['status'];

export interface GiftCertificateListProps {
  /** undefined while the list loads. */
  readonly certificates: readonly UserGiftCertificate[] | undefined;
  /** The used and expired ones are listed too. */
  readonly showHistory: boolean;
  readonly onShowHistory: (show: boolean) => void;
}

const shopDay = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const formatDay = (isoDay: string) => shopDay().format(new Date(`${isoDay}T00:00:00Z`));

const STATUS_COLOR: Record<Status, string> = {
  available: 'green',
  notYetValid: 'gray',
  applied: 'blue',
  used: 'gray',
  expired: 'red',
};

function StatusBadge({ status }: { status: Status }) {
  const label = {
    available: <Trans>Disponibile</Trans>,
    notYetValid: <Trans>Non ancora valido</Trans>,
    applied: <Trans>Nel carrello</Trans>,
    used: <Trans>Usato</Trans>,
    expired: <Trans>Scaduto</Trans>,
  }[status];
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {label}
    </Badge>
  );
}

/** 'Vantaggi': the shopper's gift certificates, their value, conditions and state. */
export function GiftCertificateList(props: GiftCertificateListProps) {
  const { t } = useLingui();
  const { certificates } = props;
  return (
    <Stack gap="sm">
      <Checkbox
        label={t`Mostra anche i buoni usati e scaduti`}
        checked={props.showHistory}
        onChange={(event) => props.onShowHistory(event.currentTarget.checked)}
      />
      {certificates === undefined ? (
        <Text c="dimmed">{t`Caricamento dei buoni`}</Text>
      ) : certificates.length === 0 ? (
        <Text c="dimmed">
          <Trans>Non hai buoni sconto da usare.</Trans>
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`I miei buoni`}
        >
          {certificates.map((entry) => {
            const gift = entry.giftCertificate;
            const value =
              gift.kind === 'percent' ? `${gift.percent ?? 0}%` : formatEuro(gift.amount ?? 0);
            return (
              <Paper
                component="li"
                key={`${gift.giftCertificateId}-${entry.userGiftCertificateId ?? entry.assignmentId ?? 0}`}
                withBorder
                p="md"
                radius="md"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text fw={700}>{gift.name}</Text>
                    <Text size="sm">
                      {t`Codice ${gift.code}: ${value} di sconto`}
                      {gift.minimumSpend > 0 &&
                        ` · ${t`spesa minima ${formatEuro(gift.minimumSpend)}`}`}
                    </Text>
                    {gift.endDate !== null && (
                      <Text size="xs" c="dimmed">
                        {t`Valido fino al ${formatDay(gift.endDate)}`}
                      </Text>
                    )}
                    {entry.status === 'notYetValid' && gift.startDate !== null && (
                      <Text size="xs" c="dimmed">
                        {t`Valido dal ${formatDay(gift.startDate)}`}
                      </Text>
                    )}
                    {entry.status === 'used' && entry.orderId !== undefined && (
                      <AnchorLink
                        to="/profile/orders/$orderId"
                        params={{ orderId: entry.orderId }}
                        size="xs"
                      >
                        {t`Usato nell'ordine ${entry.orderId}`}
                      </AnchorLink>
                    )}
                  </Stack>
                  <StatusBadge status={entry.status} />
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <Text size="xs" c="dimmed">
        <Trans>I buoni si usano alla cassa, nel campo «Codice sconto».</Trans>
      </Text>
    </Stack>
  );
}
