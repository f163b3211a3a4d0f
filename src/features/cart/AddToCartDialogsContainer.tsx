import { useSelector } from '@xstate/react';
import {
  selectChosenOptions,
  selectOptionsProduct,
  selectPromoProduct,
} from '../../../machines/cart/add-to-cart.machine';
import { ProductOptionsDialog } from './components/ProductOptionsDialog';
import { ProductPromoDialog } from './components/ProductPromoDialog';
import { useCartActors } from './use-cart-actors';
import { useReturnFocus } from '../../components/use-return-focus';

/** The option and promo dialogs of the add-to-cart gate; loaded when the gate first needs one. */
export default function AddToCartDialogsContainer() {
  const { addToCart } = useCartActors();
  const optionsProduct = useSelector(addToCart, selectOptionsProduct);
  const promoProduct = useSelector(addToCart, selectPromoProduct);
  const chosen = useSelector(addToCart, selectChosenOptions);
  // Mounted open and unmounted on closing: Mantine alone would not give the focus back.
  useReturnFocus(Boolean(optionsProduct ?? promoProduct));
  return (
    <>
      <ProductOptionsDialog
        product={optionsProduct}
        initial={chosen}
        onSubmit={(params) => addToCart.send({ type: 'options.submitted', params })}
        onCancel={() => addToCart.send({ type: 'options.cancelled' })}
      />
      <ProductPromoDialog
        product={promoProduct}
        onChoose={(apply) => addToCart.send({ type: 'promo.chosen', apply })}
        onCancel={() => addToCart.send({ type: 'promo.cancelled' })}
      />
    </>
  );
}
