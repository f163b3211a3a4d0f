import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  selectIsConfirmingEmpty,
  selectIsEmptying,
} from '../../../machines/cart/cart-drawer.machine';
import {
  selectIsAddressEditable,
  selectIsTimeslotEditable,
} from '../../../machines/service/service.machine';
import { selectIsAuthenticated } from '../../../machines/session/session.machine';
import { cartQueryOptions } from '../../api/cart';
import type { ShopClient } from '../../api/client';
import { CartDrawerContent } from './components/CartDrawerContent';
import { deliveryServiceOf } from '../../domain/delivery-services';
import { useFlowActors } from '../../shared/flow-actors';
import { ConnectedCartLine } from './ConnectedCartLine';
import { useCartActors } from './use-cart-actors';
import { useGateProductActions } from './gate-product-actions';
import { favoriteIdsQueryOptions, ProductActionsProvider, UsualProductsSlot } from '../catalog';
import { Suspense, useEffect } from 'react';
import { toasts } from '../../shared/toasts';
import { cartMessages } from '../../domain/cart-messages';

/** The cart drawer's content bound to the cart query and the cart actors; loaded on first use. */
export default function CartDrawerContainer({ client }: { readonly client: ShopClient }) {
  const { i18n } = useLingui();
  const { session, login, shell, cartActors, listPicker } = useFlowActors();
  const navigate = useNavigate();
  const { cartDrawer, serviceSelection } = useCartActors();
  // The cart is on the screen: 'Prodotto aggiunto al carrello' has said its part, and on a phone
  // it would cover 'Vai alla cassa'.
  useEffect(() => toasts.hide(cartMessages.productAdded.id), []);
  const loggedIn = useSelector(session, selectIsAuthenticated);
  // The drawer is outside the page: its usual products get the cards' actions here.
  const favoriteIds = useQuery({ ...favoriteIdsQueryOptions(client), enabled: loggedIn }).data;
  const productActions = useGateProductActions(cartActors, listPicker, favoriteIds);
  const cart = useQuery({ ...cartQueryOptions(client), enabled: loggedIn });
  const confirmingEmpty = useSelector(cartDrawer, selectIsConfirmingEmpty);
  const emptying = useSelector(cartDrawer, selectIsEmptying);
  const addressEditable = useSelector(serviceSelection, selectIsAddressEditable);
  const timeslotEditable = useSelector(serviceSelection, selectIsTimeslotEditable);
  const data = cart.data?.cart;
  const service =
    data?.shippingAddress && deliveryServiceOf(data.shippingAddress.deliveryServiceId);

  return (
    <CartDrawerContent
      cart={data}
      loggedIn={loggedIn}
      serviceName={service ? i18n._(service.name) : null}
      addressEditable={addressEditable}
      timeslotEditable={timeslotEditable}
      onChooseAddress={() => serviceSelection.send({ type: 'service.open', step: 'address' })}
      onChooseTimeslot={() => serviceSelection.send({ type: 'service.open', step: 'timeslot' })}
      renderLine={(item) => (
        <ConnectedCartLine
          item={item}
          favorite={favoriteIds?.includes(item.product.productId) ?? false}
        />
      )}
      whenEmpty={
        loggedIn && (
          <ProductActionsProvider value={productActions}>
            <Suspense fallback={null}>
              <UsualProductsSlot client={client} compact />
            </Suspense>
          </ProductActionsProvider>
        )
      }
      confirmingEmpty={confirmingEmpty}
      emptying={emptying}
      onEmptyRequest={() => cartDrawer.send({ type: 'cart.emptyRequested' })}
      onEmptyConfirm={() => cartDrawer.send({ type: 'empty.confirmed' })}
      onEmptyCancel={() => cartDrawer.send({ type: 'empty.cancelled' })}
      onBack={() => shell.send({ type: 'drawers.close' })}
      onOpenModifiedOrder={(orderId) => {
        shell.send({ type: 'drawers.close' });
        void navigate({ to: '/profile/orders/$orderId', params: { orderId } });
      }}
      onCheckout={() => {
        shell.send({ type: 'drawers.close' });
        void navigate({ to: '/checkout' });
      }}
      onLogin={login.openLogin}
    />
  );
}
