import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { ButtonLink } from '../../components/router-links';
import type { ProductFilters } from '../../domain/product-filters';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { categoryListId, useListShown } from './catalog-analytics';
import { productListQueryOptions, type Category } from './catalog.queries';
import { ProductListing } from './components/ProductListing';
import { useFiltersDrawer } from './use-filters-drawer';

export interface CategoryPageProps {
  readonly client: ShopClient;
  readonly category: Category;
  /** The listing's filters, kept in the address. */
  readonly filters: ProductFilters;
  readonly onFiltersChange: (change: Partial<ProductFilters>) => void;
}

/** A category: its title, description, subcategories and products with their filters. */
export function CategoryPage({ client, category, filters, onFiltersChange }: CategoryPageProps) {
  const filtersDrawer = useFiltersDrawer();
  const list = useQuery({
    ...productListQueryOptions(client, { ...filters, parent_category_id: category.categoryId }),
    placeholderData: (previous) => previous,
  });
  useListShown(
    categoryListId(category.slug),
    category.name,
    list.isPlaceholderData ? undefined : list.data,
  );
  const info = category.metaData?.category_info;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <PageBreadcrumbs current={category.name} />
        <Title order={1}>{info?.TITLE ?? category.name}</Title>
        {info?.DESCRIPTION && <Text c="dimmed">{info.DESCRIPTION}</Text>}
        {(category.categories?.length ?? 0) > 0 && (
          <Group gap="xs" component="nav" aria-label={category.name}>
            {category.categories?.map((child) => (
              <ButtonLink
                key={child.categoryId}
                to="/catalog/category/$"
                params={{ _splat: child.slug }}
                px="sm"
                py={4}
                bg="gray.1"
                style={{ borderRadius: 16 }}
              >
                <Text size="sm">{child.name}</Text>
              </ButtonLink>
            ))}
          </Group>
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
