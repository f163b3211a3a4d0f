/**
 * The cart reply, the read model every call answering the cart uses (the cart's own calls and
 * those of the services, gifts, checkout and orders modules above it): its lines and totals
 * (cart-lines.ts), its service (address, slot, store, warehouse, infos: cart-service.ts) and its
 * gift codes (cart-gift-codes.ts). It reads the cart and imports no handler.
 */
import type { FastifyInstance } from 'fastify';
import type { Schemas } from '../../http/contract';
import { loadCartGiftCodes, noGiftCodes } from './cart-gift-codes';
import { loadCartLines } from './cart-lines';
import { loadCartService } from './cart-service';
import type { CartRecord } from './repository';

export type ApiCart = Schemas['Cart'];

export async function cartReply(app: FastifyInstance, cart: CartRecord): Promise<ApiCart> {
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
