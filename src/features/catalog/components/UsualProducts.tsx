import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '../../../api/ebsn';
import { formatLineAmount } from '../../../components/format';
import { AddToCartButton } from './AddToCartButton';
import { ProductCard } from './ProductCard';

type UsualItem = components['schemas']['WishlistItem'];

export interface UsualProductsProps {
  readonly items: readonly UsualItem[];
  /** A short list (the empty cart's drawer) instead of Home's cards. @default false */
  readonly compact?: boolean;
}

/**
 * 'I miei soliti' (ours, beyond the spec): the products bought in at least two of the shopper's
 * last five orders, with the usual quantity, which their add buttons add; nothing when there are
 * none.
 */
export function UsualProducts({ items, compact = false }: UsualProductsProps) {
  const { t } = useLingui();
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t`I miei soliti`}>
      <Title order={2} size={compact ? 'h4' : 'h3'}>
        <Trans>I miei soliti</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>I prodotti che compri più spesso, con la quantità abituale.</Trans>
      </Text>
      {compact ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group key={item.itemId} component="li" justify="space-between" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {item.product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>Di solito: {formatLineAmount(item)}</Trans>
                </Text>
              </Stack>
              <AddToCartButton product={item.product} quantity={item.quantity} />
            </Group>
          ))}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {items.map((item) => (
            <Stack key={item.itemId} gap={4}>
              <ProductCard product={item.product} addQuantity={item.quantity} />
              <Text size="xs" c="dimmed">
                <Trans>Di solito: {formatLineAmount(item)}</Trans>
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
