import { orderMessages } from '../../../src/domain/order-messages';
import { ApiError } from '../../http/envelope';

/** An unknown order and another shopper's order answer alike: 404 'Ordine non trovato'. */
export function orderNotFound(): ApiError {
  return new ApiError(404, [orderMessages.orderNotFound.message]);
}
