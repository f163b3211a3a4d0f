import { Container, Stack } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { categoryPath } from '../../domain/category-tree';
import { useSelector } from '@xstate/react';
import { selectIsAuthenticated } from '../../../machines/session.machine';
import { useAppActors } from '../../app/actors-context';
import {
  categoryTreeQueryOptions,
  favoriteIdsQueryOptions,
  productQueryOptions,
} from './catalog.queries';
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
  const tree = useQuery(categoryTreeQueryOptions(client)).data ?? [];
  const authenticated = useSelector(useAppActors().session, selectIsAuthenticated);
  const favorites = useQuery({ ...favoriteIdsQueryOptions(client), enabled: authenticated }).data;
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <PageBreadcrumbs
          current={product.name}
          categories={categoryPath(tree, product.categoryId)}
        />
        <ProductDetail product={product} favorite={favorites?.includes(product.productId)} />
      </Stack>
    </Container>
  );
}
