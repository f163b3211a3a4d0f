import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import type { ShopClient } from '../../api/client';
import { AnchorLink } from '../../components/router-links';
import type { ProductFilters, SearchFilters } from '../../domain/product-filters';
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

/** The search results, with the recent searches of this device. */
export function SearchPage({ client, search, onFiltersChange }: SearchPageProps) {
  const { t } = useLingui();
  const { query, ...filters } = search;
  const recent = useRecentSearches();
  const { record } = recent;
  const filtersDrawer = useFiltersDrawer();
  const list = useQuery({
    ...searchQueryOptions(client, query ?? '', filters),
    enabled: query !== undefined && query !== '',
    placeholderData: (previous) => previous,
  });

  // Recorded before the first paint, so the recent searches do not push the results down.
  useLayoutEffect(() => {
    if (query) record(query);
  }, [query, record]);

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>
          {query ? <Trans>Risultati per «{query}»</Trans> : <Trans>Cerca tra i prodotti</Trans>}
        </Title>
        {recent.words.length > 0 && (
          <Group gap="xs" component="nav" aria-label={t`Ricerche recenti`}>
            <Text size="sm" c="dimmed">
              <Trans>Ricerche recenti:</Trans>
            </Text>
            {recent.words.map((word) => (
              <AnchorLink
                key={word.name}
                to="/catalog/search"
                search={{ query: word.name }}
                size="sm"
              >
                {word.name}
              </AnchorLink>
            ))}
          </Group>
        )}
        {query && (
          <ProductListing
            filters={filters}
            result={list.data}
            onFiltersChange={onFiltersChange}
            {...filtersDrawer}
          />
        )}
      </Stack>
    </Container>
  );
}
