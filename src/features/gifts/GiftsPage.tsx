import { Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { AnchorLink } from '../../components/router-links';
import { GiftCertificateList } from './components/GiftCertificateList';
import { giftCertificatesQueryOptions } from './gifts.queries';

export interface GiftsPageProps {
  readonly client: ShopClient;
  /** Whether the used and expired codes are listed too (kept in the address). */
  readonly history: boolean;
  readonly onShowHistory: (show: boolean) => void;
}

/**
 * 'Vantaggi' in the personal area (account-and-platform.md §2): the shopper's gift codes, the
 * friend-invite vouchers among them, and the way to invite friends.
 */
export function GiftsPage({ client, history, onShowHistory }: GiftsPageProps) {
  const { t } = useLingui();
  const list = useQuery(giftCertificatesQueryOptions(client, history));
  return (
    <Container size="md" py="md">
      <Stack>
        <PageBreadcrumbs inPersonalArea current={t`Vantaggi`} />
        <Title order={1}>
          <Trans>Vantaggi</Trans>
        </Title>
        <Text>
          <Trans>
            Per ogni amico che si registra con il tuo invito e riceve la prima spesa ricevi un buono
            da 5 €: <AnchorLink to="/profile/invite">Invita i tuoi amici</AnchorLink>
          </Trans>
        </Text>
        <GiftCertificateList
          certificates={list.data}
          showHistory={history}
          onShowHistory={onShowHistory}
        />
      </Stack>
    </Container>
  );
}
