import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  categoryBlockQueryOptions,
  categoryQueryOptions,
} from '../features/catalog/catalog.queries';
import { CatalogBlock } from '../features/catalog/components/CatalogBlock';
import { selectIsAuthenticated, selectUser } from '../../machines/session.machine';
import { useAppActors } from '../app/actors-context';

/** The special category that describes the Home page with its blocks. */
const HOME_CATEGORY = 'home';

export const Route = createFileRoute('/')({
  // Start the Home page's data without holding the first paint for it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoryQueryOptions(context.client, HOME_CATEGORY));
  },
  component: Home,
});

function HomeBlocks() {
  const { client } = Route.useRouteContext();
  const home = useQuery(categoryQueryOptions(client, HOME_CATEGORY));
  const blocks = useQueries({
    queries: (home.data?.categoryBlocks ?? []).map((block) =>
      categoryBlockQueryOptions(client, block.categoryBlockId),
    ),
  });
  return (
    <Stack gap="xl">
      {blocks.map(
        (block) =>
          block.data && <CatalogBlock key={block.data.categoryBlockId} block={block.data} />,
      )}
    </Stack>
  );
}

function Home() {
  const { session, login } = useAppActors();
  const authenticated = useSelector(session, selectIsAuthenticated);
  const user = useSelector(session, selectUser);
  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        {authenticated ? (
          <Title order={1}>
            {user?.firstName ? (
              <Trans>Bentornato, {user.firstName}!</Trans>
            ) : (
              <Trans>Bentornato!</Trans>
            )}
          </Title>
        ) : (
          <Title order={1}>
            <Trans>La tua spesa, pronta quando vuoi tu</Trans>
          </Title>
        )}
        <Text size="lg">
          <Trans>
            Frutta, verdura, latticini e tutto il necessario: ritira in negozio, al locker o ricevi
            in azienda.
          </Trans>
        </Text>
        {!authenticated && (
          <Button w="fit-content" onClick={login.openLogin}>
            <Trans>Accedi per fare la spesa</Trans>
          </Button>
        )}
        <HomeBlocks />
      </Stack>
    </Container>
  );
}
