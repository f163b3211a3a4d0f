import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { HeartIcon } from '../../../components/HeartIcon';
import type { ProductView } from './product-view';
import { useProductActions } from './product-actions';

/**
 * The heart: opens the list selector for the product (a list, a new list, the favourites); filled
 * when the product is one of the shopper's favourites.
 */
export function AddToListButton({ product }: { readonly product: ProductView }) {
  const { t } = useLingui();
  const actions = useProductActions();
  if (actions === null) return null;
  const favorite = actions.favoriteIds?.includes(product.productId) ?? false;
  return (
    <Button
      variant="default"
      px={10}
      h="auto"
      mih={36}
      // Beside a wide add button in a narrow card it keeps the heart's room.
      miw={40}
      style={{ flexShrink: 0 }}
      color="red"
      aria-label={t`Aggiungi a una lista: ${product.name}`}
      onClick={() => actions.onPickList(product)}
    >
      <HeartIcon filled={favorite} />
    </Button>
  );
}
