import { Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_PAGE_SIZE } from '../../../domain/product-filters';
import { ProductCard } from './ProductCard';
import type { ProductView } from './product-view';

export interface ProductGridProps {
  /** The page of products; undefined while it loads. */
  readonly products: readonly ProductView[] | undefined;
}

const columns = { base: 2, sm: 3, md: 4 };

/** A page of product cards, placeholders while loading, a message when nothing matches. */
export function ProductGrid({ products }: ProductGridProps) {
  if (products === undefined) {
    return (
      <SimpleGrid cols={columns} aria-busy="true">
        {Array.from({ length: PRODUCT_PAGE_SIZE / 3 }, (_, index) => (
          <Skeleton key={index} h={300} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (products.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Text fw={600}>
            <Trans>Nessun prodotto trovato</Trans>
          </Text>
          <Text c="dimmed" size="sm">
            <Trans>Prova a togliere qualche filtro o a cercare un'altra parola.</Trans>
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <SimpleGrid cols={columns} spacing="md">
      {products.map((product) => (
        <ProductCard key={product.productId} product={product} />
      ))}
    </SimpleGrid>
  );
}
