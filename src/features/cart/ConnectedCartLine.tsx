import { useFlowActors } from '../../shared/flow-actors';
import type { CartItem } from '../../api/cart';
import { CartLine } from './components/CartLine';
import { useCartActors } from './use-cart-actors';
import { useQuantityLine } from './use-quantity-line';

/**
 * A cart line bound to its own quantity actor, which saves through the cart calls; its heart is
 * filled when the product is a favourite.
 */
export function ConnectedCartLine({
  item,
  favorite,
}: {
  readonly item: CartItem;
  readonly favorite: boolean;
}) {
  const { lineQuantity, lineQuantityInput } = useCartActors();
  const line = useQuantityLine(item.itemId, () => lineQuantity(item), lineQuantityInput(item));
  const { listPicker } = useFlowActors();
  return (
    <CartLine
      item={item}
      {...line}
      favorite={favorite}
      onAddToList={() => listPicker.pick(item.product)}
    />
  );
}
