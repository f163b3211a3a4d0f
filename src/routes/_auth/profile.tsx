import { Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { cartQueryOptions } from '../../features/cart/cart.queries';
import { AnchorLink } from '../../components/router-links';
import { PageBreadcrumbs } from '../../features/shell/components/PageBreadcrumbs';

export const Route = createFileRoute('/_auth/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQueryOptions(context.client)),
  component: ProfileDashboard,
});

/** The personal area's dashboard: who is logged in (the rest of the area comes with its issue). */
function ProfileDashboard() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
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
      </Stack>
    </Container>
  );
}
