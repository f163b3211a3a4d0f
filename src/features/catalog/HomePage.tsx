import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { selectIsAuthenticated, selectUser } from '../../../machines/session/session.machine';
import type { ShopClient } from '../../api/client';
import type { AnalyticsProduct } from '../../domain/analytics';
import { useFlowActors } from '../../shared/flow-actors';
import { HomeSliderSlot } from '../content';
import { categoryBlockQueryOptions, categoryQueryOptions, HOME_CATEGORY } from './catalog.queries';
import { homeBlockListId, useProductsShown } from './catalog-analytics';
import { CatalogBlock, type CatalogBlockView } from './components/CatalogBlock';

/** A block of Home, whose products count as a list shown. */
function HomeBlock({
  block,
}: {
  readonly block: CatalogBlockView & { readonly products?: readonly AnalyticsProduct[] };
}) {
  useProductsShown(homeBlockListId(block.categoryBlockId), block.title, block.products);
  return <CatalogBlock block={block} />;
}

function HomeBlocks({ client }: { readonly client: ShopClient }) {
  const home = useQuery(categoryQueryOptions(client, HOME_CATEGORY));
  const blocks = useQueries({
    queries: (home.data?.categoryBlocks ?? []).map((block) =>
      categoryBlockQueryOptions(client, block.categoryBlockId),
    ),
  });
  return (
    <Stack gap="xl">
      {blocks.map(
        (block) => block.data && <HomeBlock key={block.data.categoryBlockId} block={block.data} />,
      )}
    </Stack>
  );
}

// Below the greeting and personal: loaded once the page has taken over.
const UsualProductsContainer = lazy(() => import('./UsualProductsContainer'));

function HomeUsualProducts({ client }: { readonly client: ShopClient }) {
  // Never in the server's markup nor the hydrating render, which must match it.
  const mounted = useMounted();
  return (
    mounted && (
      <Suspense fallback={null}>
        <UsualProductsContainer client={client} />
      </Suspense>
    )
  );
}

/** Home: the greeting, the content service's slides, and the blocks of the special category `home`. */
export function HomePage({ client }: { readonly client: ShopClient }) {
  const { session, login } = useFlowActors();
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
        <HomeSliderSlot client={client} />
        {authenticated && <HomeUsualProducts client={client} />}
        <HomeBlocks client={client} />
      </Stack>
    </Container>
  );
}
