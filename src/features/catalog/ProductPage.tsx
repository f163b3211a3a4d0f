import { Container, Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { categoryPath } from '../../domain/category-tree';
import { useProductSeen } from './catalog-analytics';
import { categoryTreeQueryOptions, productQueryOptions } from './catalog.queries';
import { ProductDetail } from './components/ProductDetail';

/** A product's page (its data loaded by the route), under the categories it belongs to. */
export function ProductPage({
  client,
  slug,
}: {
  readonly client: ShopClient;
  readonly slug: string;
}) {
  const { data: product } = useSuspenseQuery(productQueryOptions(client, slug));
  useProductSeen(product);
  const tree = useQuery(categoryTreeQueryOptions(client)).data ?? [];
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <PageBreadcrumbs
          current={product.name}
          categories={categoryPath(tree, product.categoryId)}
        />
        <ProductDetail product={product} />
      </Stack>
    </Container>
  );
}
