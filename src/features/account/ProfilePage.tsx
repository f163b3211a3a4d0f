import { Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { AnchorLink } from '../../components/router-links';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { cartQueryOptions } from '../cart';

/** The personal area's dashboard: who is logged in (the rest of the area comes with its issue). */
export function ProfilePage({ client }: { readonly client: ShopClient }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(cartQueryOptions(client));
  const { user } = data;
  return (
    <Container size="md" py="xl">
      <Stack>
        <PageBreadcrumbs current={t`Area personale`} />
        <Title order={1}>
          <Trans>Area personale</Trans>
        </Title>
        <Text>
          {user.firstName} {user.lastName}
        </Text>
        <Text c="dimmed">{user.email}</Text>
        <AnchorLink to="/profile/orders">
          <Trans>I miei ordini</Trans>
        </AnchorLink>
        <AnchorLink to="/profile/gifts">
          <Trans>Vantaggi</Trans>
        </AnchorLink>
        <AnchorLink to="/profile/update-password">
          <Trans>Aggiorna password</Trans>
        </AnchorLink>
      </Stack>
    </Container>
  );
}
