/**
 * What a shopper does with an order after placing it (shopping-flow.md section 7 "Orders"):
 * reorder, rating, the parking reservation, the read-only view through the order's token and the
 * invoice. Every call but the token view is scoped to the session user.
 */
import type { CartSettings } from '../cart/handlers';
import { invoiceHandlers } from './invoice';
import { noteHandlers } from './notes';
import { parkingHandlers } from './parking';
import { reorderHandlers } from './reorder';
import { tokenOrderHandlers } from './token-order';

export function orderExtrasHandlers(settings: CartSettings) {
  return {
    ...reorderHandlers(settings),
    ...noteHandlers,
    ...parkingHandlers,
    ...tokenOrderHandlers,
    ...invoiceHandlers,
  };
}
