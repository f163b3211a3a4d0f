import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { localized } from '../../../components/localized';

type InviteFriend = components['schemas']['InviteFriend'];

export interface InviteFriendsListProps {
  /** The friends who registered with the shopper's code, names and e-mails masked. */
  readonly friends: readonly InviteFriend[];
  /** The vouchers their first delivered orders gave the shopper. */
  readonly vouchersEarned: number;
}

/** 'YYYY-MM-DD' as '3 novembre 2026'. */
const friendDay = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Rome',
    }),
);
const formatDay = (day: string) => friendDay().format(new Date(`${day}T12:00:00Z`));

/** The friends who registered with the code, each with their state, and the vouchers earned. */
export function InviteFriendsList({ friends, vouchersEarned }: InviteFriendsListProps) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        <Trans>I tuoi amici</Trans>
      </Title>
      {friends.length === 0 ? (
        <Text c="dimmed">
          <Trans>Nessun amico si è ancora registrato con il tuo codice.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t`I tuoi amici`}>
          {friends.map((friend) => (
            <Group
              component="li"
              key={`${friend.email}-${friend.registeredOn}`}
              justify="space-between"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
            >
              <Stack gap={0}>
                <Text fw={600}>{friend.name}</Text>
                <Text size="sm" c="dimmed">
                  {friend.email} · <Trans>registrato il {formatDay(friend.registeredOn)}</Trans>
                </Text>
              </Stack>
              <Badge variant="light" color={friend.state === 'registrato' ? 'gray' : 'green'}>
                {friend.state === 'registrato' ? t`Registrato` : t`Primo ordine consegnato`}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      <Text fw={600}>
        <Trans>Buoni ottenuti: {vouchersEarned}</Trans>
      </Text>
    </Stack>
  );
}
