import { Container, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import type { ProductFilters } from '../../domain/product-filters';
import { preferredListId, useListShown } from './catalog-analytics';
import { preferredQueryOptions } from './catalog.queries';
import { ProductListing } from './components/ProductListing';
import { useFiltersDrawer } from './use-filters-drawer';

export interface PreferredPageProps {
  readonly client: ShopClient;
  /** The listing's filters, kept in the address. */
  readonly filters: ProductFilters;
  readonly onFiltersChange: (change: Partial<ProductFilters>) => void;
}

/**
 * 'I miei preferiti' when the shopper has favourites, otherwise 'I più acquistati'
 * (account-and-platform.md §2, profile child `preferred`): their products with the usual filters,
 * the cards' add button and heart.
 */
export function PreferredPage({ client, filters, onFiltersChange }: PreferredPageProps) {
  const { t } = useLingui();
  const filtersDrawer = useFiltersDrawer();
  const list = useQuery({
    ...preferredQueryOptions(client, filters),
    placeholderData: (previous) => previous,
  });
  const mostBought = list.data?.preferredKind === 'mostBought';
  const title = mostBought ? t`I più acquistati` : t`I miei preferiti`;
  useListShown(
    preferredListId(list.data?.preferredKind ?? 'favorites'),
    title,
    list.isPlaceholderData ? undefined : list.data,
  );
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <PageBreadcrumbs inPersonalArea current={title} />
        <Title order={1}>{title}</Title>
        {mostBought && (
          <Text c="dimmed">
            <Trans>
              Non hai ancora prodotti preferiti: ecco quelli che acquisti più spesso. Premi il cuore
              su un prodotto per aggiungerlo ai preferiti.
            </Trans>
          </Text>
        )}
        <ProductListing
          filters={filters}
          result={list.data}
          onFiltersChange={onFiltersChange}
          {...filtersDrawer}
        />
      </Stack>
    </Container>
  );
}
