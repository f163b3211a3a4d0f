import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { productListQueryOptions } from '../../features/catalog/catalog.queries';
import { useRecentSearches } from '../../features/catalog/recent-searches';
import { ProductListing } from '../../features/catalog/components/ProductListing';
import { AnchorLink } from '../../components/router-links';
import { changeFilters, searchFiltersSchema } from '../../domain/product-filters';

export const Route = createFileRoute('/catalog/search')({
  validateSearch: (search) => v.parse(searchFiltersSchema, search),
  component: SearchPage,
});

function SearchPage() {
  const { t } = useLingui();
  const { client } = Route.useRouteContext();
  const { query, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  const recent = useRecentSearches();
  const { record } = recent;
  const list = useQuery({
    ...productListQueryOptions(client, { ...filters, q: query }),
    enabled: query !== undefined && query !== '',
    placeholderData: (previous) => previous,
  });

  useEffect(() => {
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
            onFiltersChange={(change) =>
              navigate({ search: (previous) => changeFilters(previous, change) })
            }
          />
        )}
      </Stack>
    </Container>
  );
}
