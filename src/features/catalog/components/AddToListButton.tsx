import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { HeartIcon } from '../../../components/HeartIcon';
import type { ProductView } from './product-view';
import { useProductActions } from './product-actions';

export interface AddToListButtonProps {
  readonly product: ProductView;
  /** The product is a favourite: the heart is filled. @default false */
  readonly favorite?: boolean;
}

/** The heart: opens the list selector for the product (a list, a new list, the favourites). */
export function AddToListButton({ product, favorite = false }: AddToListButtonProps) {
  const { t } = useLingui();
  const actions = useProductActions();
  if (actions === null) return null;
  return (
    <Button
      variant="default"
      px={10}
      h="auto"
      mih={36}
      color="red"
      aria-label={t`Aggiungi a una lista: ${product.name}`}
      onClick={() => actions.onPickList(product)}
    >
      <HeartIcon filled={favorite} />
    </Button>
  );
}
