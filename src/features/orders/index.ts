/** The orders flow's public face: one order and asking to pay it again. */
export { orderQueryOptions, payOrderAgain, type Order } from './orders.queries';
