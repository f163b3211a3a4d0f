import { Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { preferredQueryOptions } from './catalog.queries';
import { ProductGrid } from './components/ProductGrid';
import { ProductPagination } from './components/ProductPagination';

export interface PreferredPageProps {
  readonly client: ShopClient;
  readonly page: number;
  readonly onPage: (page: number) => void;
}

/**
 * 'I miei preferiti' when the shopper has favourites, otherwise 'I più acquistati'
 * (account-and-platform.md §2, profile child `preferred`): their products, with the cards' add
 * button and heart.
 */
export function PreferredPage({ client, page, onPage }: PreferredPageProps) {
  const { t } = useLingui();
  const result = useQuery(preferredQueryOptions(client, page)).data;
  const title = result?.preferredKind === 'mostBought' ? t`I più acquistati` : t`I miei preferiti`;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <PageBreadcrumbs inPersonalArea current={title} />
        <Title order={1}>{title}</Title>
        {result?.preferredKind === 'mostBought' && (
          <Text c="dimmed">
            <Trans>
              Non hai ancora prodotti preferiti: ecco quelli che acquisti più spesso. Premi il cuore
              su un prodotto per aggiungerlo ai preferiti.
            </Trans>
          </Text>
        )}
        <ProductGrid products={result?.products} />
        {result && <ProductPagination page={result.page} onPage={onPage} />}
      </Stack>
    </Container>
  );
}
