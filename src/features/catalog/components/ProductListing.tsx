import { Center, Grid, Pagination, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductFilters } from '../../../domain/product-filters';
import { ProductFiltersPanel, type FacetView } from './ProductFiltersPanel';
import { ProductGrid } from './ProductGrid';
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
}

/** Filters beside a grid of 24 with paging: the body of category and search pages. */
export function ProductListing({ filters, result, onFiltersChange }: ProductListingProps) {
  const { t } = useLingui();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <ProductFiltersPanel
          filters={filters}
          facets={result?.facets ?? []}
          onChange={onFiltersChange}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Stack gap="md">
          {result && (
            <Text size="sm" c="dimmed" role="status">
              <Trans>{result.page.totItems} prodotti</Trans>
            </Text>
          )}
          <ProductGrid products={result?.products} />
          {result && result.page.totPages > 1 && (
            <Center>
              <Pagination
                total={result.page.totPages}
                value={result.page.selPage}
                onChange={(page) => onFiltersChange({ page })}
                getControlProps={(control) =>
                  control === 'previous'
                    ? { 'aria-label': t`Pagina precedente` }
                    : control === 'next'
                      ? { 'aria-label': t`Pagina successiva` }
                      : {}
                }
                getItemProps={(page) => ({ 'aria-label': t`Pagina ${page}` })}
              />
            </Center>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
