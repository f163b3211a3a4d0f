import { Container, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '../../../features/catalog/catalog.queries';
import { orNotFound } from '../../../app/guards';
import { ProductDetail } from '../../../features/catalog/components/ProductDetail';
import { PageBreadcrumbs } from '../../../features/shell/components/PageBreadcrumbs';

export const Route = createFileRoute('/catalog/product/$slug')({
  // An unknown slug goes to /not-found.
  loader: ({ context, params }) =>
    orNotFound(
      context.queryClient.ensureQueryData(productQueryOptions(context.client, params.slug)),
    ),
  component: ProductPage,
});

function ProductPage() {
  const { client } = Route.useRouteContext();
  const { slug } = Route.useParams();
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
