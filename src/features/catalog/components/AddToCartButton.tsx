import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { isUserDisabled, type ProductView } from './product-view';
import { useProductActions } from './product-actions';

export interface AddToCartButtonProps {
  readonly product: ProductView;
  readonly fullWidth?: boolean;
  /** How much to add; the product's first quantity by default. */
  readonly quantity?: number;
}

/** 'Aggiungi al carrello', through the app's add-to-cart gate; none for USER_DISABLED products. */
export function AddToCartButton({ product, fullWidth, quantity }: AddToCartButtonProps) {
  const { t } = useLingui();
  const actions = useProductActions();
  if (actions === null || isUserDisabled(product)) return null;
  return (
    <Button
      fullWidth={fullWidth}
      // In a narrow card the label wraps onto two lines instead of being clipped.
      h="auto"
      mih={36}
      py={6}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } }}
      loading={actions.addingProductId === product.productId}
      onClick={() => actions.onAdd(product, quantity)}
      // The name starts with the visible label (WCAG 2.5.3), then tells the products apart.
      aria-label={t`Aggiungi al carrello: ${product.name}`}
    >
      <Trans>Aggiungi al carrello</Trans>
    </Button>
  );
}
