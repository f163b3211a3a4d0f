import { Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectIsSharing, selectShareResult } from '../../../machines/invite/invite.machine';
import type { ShopClient } from '../../api/client';
import { InviteCard } from './components/InviteCard';
import { InviteFriendsList } from './components/InviteFriendsList';
import { InviteHowItWorks } from './components/InviteHowItWorks';
import { provideInvite } from './invite.effects';
import { inviteSummaryQueryOptions } from './invite.queries';

export interface InvitePageProps {
  readonly client: ShopClient;
}

/**
 * 'Invita i tuoi amici' (account-and-platform.md §2): the shopper's code and link with the share
 * button on the invite statechart, how it works, the friends and the vouchers earned.
 */
export function InvitePage({ client }: InvitePageProps) {
  const { t } = useLingui();
  const summary = useSuspenseQuery(inviteSummaryQueryOptions(client)).data;
  const title = t`Fai la spesa online con il mio codice invito`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per page
  const logic = useMemo(() => provideInvite({ title }), []);
  const invite = useActorRef(logic);
  const sharing = useSelector(invite, selectIsSharing);
  const result = useSelector(invite, selectShareResult);
  return (
    <Stack>
      <Title order={1}>
        <Trans>Invita i tuoi amici</Trans>
      </Title>
      <InviteCard
        code={summary.code}
        link={summary.link}
        sharing={sharing}
        result={result}
        onShare={() => invite.send({ type: 'link.share', link: summary.link })}
      />
      <InviteHowItWorks voucherCents={summary.voucherCents} />
      <InviteFriendsList friends={summary.friends} vouchersEarned={summary.vouchersEarned} />
    </Stack>
  );
}
