import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  categoryQueryOptions,
  productListQueryOptions,
} from '../../../features/catalog/catalog.queries';
import { orNotFound } from '../../../app/guards';
import { ProductListing } from '../../../features/catalog/components/ProductListing';
import { ButtonLink } from '../../../components/router-links';
import { changeFilters, productFiltersSchema } from '../../../domain/product-filters';
import { PageBreadcrumbs } from '../../../features/shell/components/PageBreadcrumbs';

export const Route = createFileRoute('/catalog/category/$')({
  validateSearch: (search) => v.parse(productFiltersSchema, search),
  // The category is loaded before entry; an unknown slug goes to /not-found.
  beforeLoad: async ({ context, params }) => ({
    category: await orNotFound(
      context.queryClient.ensureQueryData(
        categoryQueryOptions(context.client, params._splat ?? ''),
      ),
    ),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      productListQueryOptions(context.client, {
        ...deps,
        parent_category_id: context.category.categoryId,
      }),
    ),
  component: CategoryPage,
});

function CategoryPage() {
  const { category, client } = Route.useRouteContext();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = useQuery({
    ...productListQueryOptions(client, { ...filters, parent_category_id: category.categoryId }),
    placeholderData: (previous) => previous,
  });
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
          onFiltersChange={(change) =>
            navigate({ search: (previous) => changeFilters(previous, change) })
          }
        />
      </Stack>
    </Container>
  );
}
