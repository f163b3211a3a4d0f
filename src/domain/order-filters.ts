/**
 * The filters of the personal area's order list (shopping-flow.md section 7): the days the orders
 * were placed between, either left open, and the way they are collected or delivered. The end day
 * may not come before the start. Apart from the order rules, so that the app's first JavaScript
 * carries no validation library.
 */
import * as v from 'valibot';
import type { MessageDescriptor } from './messages';

export const orderFilterMessages = {
  datesInverted: /*i18n*/ {
    id: 'orders.datesInverted',
    message: 'La data finale precede quella iniziale',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The form's values: days as YYYY-MM-DD, '' when open; the order type, '' for every one. */
export const orderFiltersSchema = v.pipe(
  v.object({ from: v.string(), to: v.string(), type: v.string() }),
  v.forward(
    v.check(
      ({ from, to }) => from === '' || to === '' || from <= to,
      orderFilterMessages.datesInverted.id,
    ),
    ['to'],
  ),
);
