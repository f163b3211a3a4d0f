import { Button, Drawer, Grid, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { ProductFilters } from '../../../domain/product-filters';
import { ProductFiltersPanel, type FacetView } from './ProductFiltersPanel';
import { ProductGrid } from './ProductGrid';
import { ProductPagination } from './ProductPagination';
import type { ProductView } from './product-view';

/** Paging of a list reply. */
export interface PageView {
  readonly selPage: number;
  readonly totPages: number;
  readonly totItems: number;
}

export interface ProductListingProps {
  readonly filters: ProductFilters;
  /** The reply for the current filters; undefined while it loads. */
  readonly result:
    | {
        readonly products: readonly ProductView[];
        readonly facets: readonly FacetView[];
        readonly page: PageView;
      }
    | undefined;
  readonly onFiltersChange: (change: Partial<ProductFilters>) => void;
  /** On a phone the filters sit in a bottom drawer, open or not (default closed). */
  readonly filtersOpen?: boolean;
  /** Opens or closes the phone's filters drawer ('Filtri'); without it the button is not shown. */
  readonly onToggleFilters?: () => void;
  /**
   * More results beside the products (the search's pages and answers): under the filters on a
   * wider screen, after the products on a phone, so that arriving late it moves none of them.
   */
  readonly aside?: ReactNode;
}

/**
 * Filters beside a grid of 24 with paging: the body of category and search pages. On a phone the
 * filters move into a bottom drawer behind 'Filtri', so the first screen shows products.
 */
export function ProductListing({
  filters,
  result,
  onFiltersChange,
  filtersOpen = false,
  onToggleFilters,
  aside,
}: ProductListingProps) {
  const { t } = useLingui();
  // False in the server's markup and the hydrating render, as the phone's layout.
  const wide = useMediaQuery('(min-width: 48em)');
  const panel = (
    <ProductFiltersPanel
      filters={filters}
      facets={result?.facets ?? []}
      onChange={onFiltersChange}
    />
  );
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }} visibleFrom={onToggleFilters && 'sm'}>
        <Stack gap="xl">
          {panel}
          {wide && aside}
        </Stack>
      </Grid.Col>
      {onToggleFilters && (
        <Drawer
          opened={filtersOpen}
          onClose={onToggleFilters}
          position="bottom"
          size="80%"
          title={t`Filtri`}
          hiddenFrom="sm"
        >
          {panel}
        </Drawer>
      )}
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Stack gap="md">
          <Group justify="space-between" mih={36}>
            {result && (
              <Text size="sm" c="dimmed" role="status">
                <Trans>{result.page.totItems} prodotti</Trans>
              </Text>
            )}
            {onToggleFilters && (
              <Button variant="light" size="compact-md" hiddenFrom="sm" onClick={onToggleFilters}>
                <Trans>Filtri</Trans>
              </Button>
            )}
          </Group>
          <ProductGrid products={result?.products} />
          {result && (
            <ProductPagination page={result.page} onPage={(page) => onFiltersChange({ page })} />
          )}
          {!wide && aside}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
