import { Anchor, Breadcrumbs, Container, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { productQueryOptions } from '../../../api/catalog.queries';
import { orNotFound } from '../../../app/guards';
import { ProductDetail } from '../../../components/catalog/ProductDetail';

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
