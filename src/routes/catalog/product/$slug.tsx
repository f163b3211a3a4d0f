import { Anchor, Breadcrumbs, Container, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { ApiError } from '../../../api/api-error';
import { productQueryOptions } from '../../../api/catalog.queries';
import { ProductDetail } from '../../../components/catalog/ProductDetail';

export const Route = createFileRoute('/catalog/product/$slug')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(productQueryOptions(context.client, params.slug));
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 404)
        throw redirect({ to: '/not-found' });
      throw error;
    }
  },
  component: ProductPage,
});

function ProductPage() {
  const { client } = Route.useRouteContext();
  const { slug } = Route.useParams();
  const { data: product } = useSuspenseQuery(productQueryOptions(client, slug));
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to="/">
            <Trans>Home</Trans>
          </Anchor>
          <Text>{product.name}</Text>
        </Breadcrumbs>
        <ProductDetail product={product} />
      </Stack>
    </Container>
  );
}
