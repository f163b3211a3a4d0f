/** The orders flow's public face: the list, one order and asking to pay it again. */
export {
  orderListQueryOptions,
  orderQueryOptions,
  payOrderAgain,
  type Order,
} from './orders.queries';
