/**
 * The checkout calls (shopping-flow.md section 7 "Checkout and payment", and cart/close): the
 * delivery fee, packaging and payment types, prepare, the pre-authorised amount, the idempotent
 * buy, and freezing the cart while the shopper checks out.
 */
import type { FastifyRequest } from 'fastify';
import { cartMessages } from '../../../src/domain/cart-messages';
import {
  CART_STATUS_ADDRESS_LOCKED,
  CART_STATUS_FROZEN,
  CART_STATUS_OPEN,
} from '../../../src/domain/cart-status';
import { deliveryFeeCents, deliveryFeeRule } from '../../../src/domain/delivery-fee';
import { orderMessages, orderText } from '../../../src/domain/order-messages';
import {
  DEFAULT_PACKAGING_TYPE_ID,
  findPackagingType,
  type PackagingType,
} from '../../../src/domain/packaging';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import {
  authOf,
  envelopeUser,
  refuseExpiredCredential,
  requireLiveSession,
} from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { changeCart } from '../cart/cart-change';
import { priceLine } from '../cart/cart-lines';
import { cartProductOf } from '../cart/cart-products';
import { cartReply } from '../cart/cart-reply';
import { cartLineRows } from '../cart/line-repository';
import { ensureCart } from '../cart/repository';
import { euros } from '../catalog/product-view';
import { orderTotalsView } from '../orders/order-view';
import { findOrder } from '../orders/repository';
import { sandboxProvider } from '../checkout-payments/provider';
import { findCartService } from '../service/cart-service-repository';
import { buy } from './buy';
import { discountCentsOf, planCheckout } from './checkout-plan';
import { refuseBadPaymentData, refuseUnknownPaymentType } from '../checkout-payments/payment-input';
import { setCartStatus } from './repository';
import { feeRulesView, packagingTypesView, paymentTypesView, totalsView } from './views';
import { orderNotFound } from '../orders/not-found';

function packagingOf(packagingTypeId: number | undefined): PackagingType {
  const found = findPackagingType(packagingTypeId ?? DEFAULT_PACKAGING_TYPE_ID);
  if (found === undefined) throw new ApiError(400, [orderMessages.packagingUnknown.message]);
  return found;
}

/** The cart statuses that can be checked out (7: re-confirming the change of an order). */
const CHECKOUT_CART_STATUSES: readonly number[] = [
  CART_STATUS_OPEN,
  CART_STATUS_FROZEN,
  CART_STATUS_ADDRESS_LOCKED,
];

/** The session user's cart, planned as an order, or the first reason it cannot be bought. */
async function planUserCart(request: FastifyRequest, userId: number, packaging: PackagingType) {
  const app = request.server;
  const { db } = app.database;
  const cart = await ensureCart(db, userId);
  if (!CHECKOUT_CART_STATUSES.includes(cart.cartStatusId)) {
    throw new ApiError(400, [cartMessages.cartNotEditable.message]);
  }
  let snapshot = await app.catalog.snapshot();
  const rows = await cartLineRows(db, cart.id);
  if (rows.some((row) => !snapshot.productIndexById.has(row.productId))) {
    snapshot = await app.catalog.fresh();
  }
  const plan = await planCheckout(db, {
    cartId: cart.id,
    lookup: (productId) => cartProductOf(snapshot, productId),
    packagingType: packaging,
    now: app.clock(),
  });
  return { cart, plan };
}

const deliveryFeeView: OperationHandler<'deliveryFeeView'> = async (request) => {
  refuseExpiredCredential(request);
  const auth = authOf(request);
  const fees = feeRulesView();
  const none = {
    deliveryServiceId: null,
    deliveryFee: 0,
    freeDeliveryFrom: null,
    missingForFreeDelivery: null,
    fees,
  };
  if (auth.state !== 'live') return ok(none, envelopeUser(request));
  const app = request.server;
  const { db } = app.database;
  const cart = await ensureCart(db, auth.user.id);
  const service = await findCartService(db, cart.id);
  const serviceId = service?.deliveryServiceId ?? null;
  if (serviceId === null) return ok(none, toApiUser(auth.user));
  const snapshot = await app.catalog.snapshot();
  const goodsCents = (await cartLineRows(db, cart.id)).reduce((total, row) => {
    const entry = cartProductOf(snapshot, row.productId);
    return entry === undefined ? total : total + priceLine(row, entry).grossCents;
  }, 0);
  const netCents = goodsCents - (await discountCentsOf(db, cart.id, goodsCents, app.clock()));
  const rule = deliveryFeeRule(serviceId);
  return ok(
    {
      deliveryServiceId: serviceId,
      deliveryFee: euros(deliveryFeeCents(serviceId, netCents)),
      freeDeliveryFrom: rule.freeFromCents === null ? null : euros(rule.freeFromCents),
      missingForFreeDelivery:
        rule.freeFromCents === null ? null : euros(Math.max(0, rule.freeFromCents - netCents)),
      fees,
    },
    toApiUser(auth.user),
  );
};

const packagingTypeList: OperationHandler<'packagingTypeList'> = async (request) =>
  ok({ products: packagingTypesView() }, envelopeUser(request));

const paymentTypeListAuth: OperationHandler<'paymentTypeListAuth'> = async (request) => {
  const user = requireLiveSession(request);
  refuseUnknownPaymentType(request.query.payment_type_id);
  // The sandbox saves no cards: there is nothing to pay with again.
  return ok({ auths: [] }, toApiUser(user));
};

const checkoutPrepare: OperationHandler<'checkoutPrepare'> = async (request) => {
  const user = requireLiveSession(request);
  const packaging = packagingOf(request.query.packaging_type_id);
  const { cart, plan } = await planUserCart(request, user.id, packaging);
  return ok(
    {
      cart: await cartReply(request.server, cart),
      totals: totalsView(plan.totals),
      paymentTypes: paymentTypesView(),
    },
    toApiUser(user),
  );
};

const checkoutPrebilledAmount: OperationHandler<'checkoutPrebilledAmount'> = async (request) => {
  const user = requireLiveSession(request);
  const { order_id: orderId, packaging_type_id: packagingTypeId } = request.query;
  refuseUnknownPaymentType(request.query.payment_type_id);
  if (orderId !== undefined) {
    const order = await findOrder(request.server.database.db, user.id, orderId);
    if (order === null) throw orderNotFound();
    const totals = orderTotalsView(order);
    return ok({ orderId, prebilledAmount: totals.prebilledAmount, totals }, toApiUser(user));
  }
  const { plan } = await planUserCart(request, user.id, packagingOf(packagingTypeId));
  const totals = totalsView(plan.totals);
  return ok({ orderId: null, prebilledAmount: totals.prebilledAmount, totals }, toApiUser(user));
};

const checkoutBuy: OperationHandler<'checkoutBuy'> = async (request) => {
  const user = requireLiveSession(request);
  const query = request.query;
  if (query.rules_accepted !== true) {
    throw new ApiError(400, [orderMessages.rulesNotAccepted.message]);
  }
  const paymentTypeId = refuseUnknownPaymentType(query.payment_type_id);
  // The sandbox keeps no saved authorisations, so none can be named.
  if (query.user_payment_auth_id !== undefined) {
    throw new ApiError(400, [orderMessages.paymentAuthUnknown.message]);
  }
  refuseBadPaymentData(query.payment_data);
  const idempotencyKey = request.headers['idempotency-key'];
  if (typeof idempotencyKey !== 'string')
    throw new ApiError(400, [orderMessages.sendOrder.message]);
  const { orderId, paymentUrl, modified } = await buy(request.server, {
    userId: user.id,
    idempotencyKey,
    paymentTypeId,
    packagingType: packagingOf(query.packaging_type_id),
    provider: sandboxProvider,
  });
  const reply = ok({ orderId, paymentUrl }, toApiUser(user));
  return modified ? withInfo(reply, orderText(orderMessages.orderModified, { orderId })) : reply;
};

const cartClose: OperationHandler<'cartClose'> = async (request) => {
  const user = requireLiveSession(request);
  const cart = await changeCart(
    request.server,
    user.id,
    { needsOpenCart: false },
    async (tx, locked) => {
      if (locked.id !== request.query.cart_id) {
        throw new ApiError(404, [orderMessages.cartNotFound.message]);
      }
      if (locked.cartStatusId === CART_STATUS_FROZEN) return;
      if (locked.cartStatusId !== CART_STATUS_OPEN) {
        throw new ApiError(400, [orderMessages.freezeCart.message]);
      }
      await setCartStatus(tx, locked.id, user.id, CART_STATUS_FROZEN);
    },
  );
  const frozen = { ...cart, cartStatusId: CART_STATUS_FROZEN };
  return ok(await cartReply(request.server, frozen), toApiUser(user));
};

const cartReopen: OperationHandler<'cartReopen'> = async (request) => {
  const user = requireLiveSession(request);
  const cart = await changeCart(
    request.server,
    user.id,
    { needsOpenCart: false },
    async (tx, locked) => {
      if (locked.cartStatusId === CART_STATUS_OPEN) return;
      if (locked.cartStatusId !== CART_STATUS_FROZEN) {
        throw new ApiError(400, [cartMessages.cartNotEditable.message]);
      }
      await setCartStatus(tx, locked.id, user.id, CART_STATUS_OPEN);
    },
  );
  const open = { ...cart, cartStatusId: CART_STATUS_OPEN };
  return ok(await cartReply(request.server, open), toApiUser(user));
};

export const checkoutHandlers = {
  deliveryFeeView,
  packagingTypeList,
  paymentTypeListAuth,
  checkoutPrepare,
  checkoutPrebilledAmount,
  checkoutBuy,
  cartClose,
  cartReopen,
};
