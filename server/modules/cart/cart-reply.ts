/**
 * The whole cart reply: its lines and totals (cart-lines.ts), its service (address, slot,
 * store, warehouse, infos) and its gift codes (gifts/cart-gifts.ts). Every cart-changing call
 * of every module answers with this.
 */
import type { FastifyInstance } from 'fastify';
import type { Schemas } from '../../http/contract';
import { loadCartGiftCodes, noGiftCodes } from '../gifts/cart-gifts';
import { loadCartService } from '../services/cart-service';
import { loadCartLines } from './cart-lines';
import type { CartRecord } from './repository';

export type ApiCart = Schemas['Cart'];

export async function cartView(app: FastifyInstance, cart: CartRecord): Promise<ApiCart> {
  const db = app.database.db;
  // One after the other: PGlite runs one query at a time anyway.
  const lines = await loadCartLines(db, app.catalog, cart.id);
  const service = await loadCartService(db, cart.id, app.clock());
  // The gift codes take their discount off the lines' total: totalPrice becomes the net.
  const gifts = await loadCartGiftCodes(db, cart.id, lines.totalPrice, app.clock());
  return {
    cartId: cart.id,
    cartStatusId: cart.cartStatusId,
    modifyingOrderId: cart.modifyingOrderId,
    ...lines,
    ...service,
    ...gifts,
  };
}

/** The cart of a visitor without a session: empty, served nowhere. */
export function anonymousCart(): ApiCart {
  return {
    cartId: 0,
    cartStatusId: 1,
    modifyingOrderId: null,
    cartItems: [],
    totalItems: 0,
    totalPrice: 0,
    totalPriceVariable: 0,
    ...noGiftCodes(),
    cartInfos: {},
    shippingAddress: null,
    timeslot: null,
    store: null,
    warehouse: null,
  };
}
