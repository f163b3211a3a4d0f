/**
 * The service part of a cart reply: the address, time slot, store and warehouse the cart is set
 * up for, and its cartInfos. (Placeholder until the services module lands.)
 */
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';

export type CartServiceView = Pick<
  Schemas['Cart'],
  'shippingAddress' | 'timeslot' | 'store' | 'warehouse' | 'cartInfos'
>;

export async function loadCartService(_db: Db, _cartId: number): Promise<CartServiceView> {
  return { shippingAddress: null, timeslot: null, store: null, warehouse: null, cartInfos: {} };
}
