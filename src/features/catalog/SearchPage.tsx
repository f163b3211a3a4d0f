import { Container, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ShopClient } from '../../api/client';
import type { ProductFilters, SearchFilters } from '../../domain/product-filters';
import { ContentSearchSlot } from '../content';
import { SEARCH_LIST, useListShown, useSearchMade } from './catalog-analytics';
import { searchQueryOptions } from './catalog.queries';
import { ProductListing } from './components/ProductListing';
import { useRecentSearches } from './recent-searches';
import { useFiltersDrawer } from './use-filters-drawer';

export interface SearchPageProps {
  readonly client: ShopClient;
  /** The search and its filters, kept in the address. */
  readonly search: SearchFilters;
  readonly onFiltersChange: (change: Partial<ProductFilters>) => void;
}

/**
 * The search results, with the content service's pages and answers for the same words beside the
 * products; each search joins the recent searches the header offers on this device.
 */
export function SearchPage({ client, search, onFiltersChange }: SearchPageProps) {
  const { query, ...filters } = search;
  const { record } = useRecentSearches();
  const filtersDrawer = useFiltersDrawer();
  const list = useQuery({
    ...searchQueryOptions(client, query ?? '', filters),
    enabled: query !== undefined && query !== '',
    placeholderData: (previous) => previous,
  });

  useSearchMade(query);
  useListShown(
    SEARCH_LIST.id,
    SEARCH_LIST.name,
    query && !list.isPlaceholderData ? list.data : undefined,
  );

  // Offered from then on by the header's search box.
  useEffect(() => {
    if (query) record(query);
  }, [query, record]);

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>
          {query ? <Trans>Risultati per «{query}»</Trans> : <Trans>Cerca tra i prodotti</Trans>}
        </Title>
        {query && (
          <ProductListing
            filters={filters}
            result={list.data}
            onFiltersChange={onFiltersChange}
            {...filtersDrawer}
            aside={<ContentSearchSlot words={query} />}
          />
        )}
      </Stack>
    </Container>
  );
}
