import { Container, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { PageBreadcrumbs } from '../../components/PageBreadcrumbs';
import { productQueryOptions } from './catalog.queries';
import { ProductDetail } from './components/ProductDetail';

/** A product's page (its data loaded by the route). */
export function ProductPage({
  client,
  slug,
}: {
  readonly client: ShopClient;
  readonly slug: string;
}) {
  const { data: product } = useSuspenseQuery(productQueryOptions(client, slug));
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <PageBreadcrumbs current={product.name} />
        <ProductDetail product={product} />
      </Stack>
    </Container>
  );
}
