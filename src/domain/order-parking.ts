/**
 * The parking reservation of a store pickup (shopping-flow.md sections 7 and 8): the shopper's
 * distance from the store, a whole number of metres up to 100,000, and an optional note of at most
 * 200 characters (the car, the plate), with the Italian message of each rule. The app's form checks
 * it; the contract (openapi/ebsn.yaml) holds the server to the same bounds. Apart from
 * ./order-follow-up.ts, so that the app's first JavaScript carries no validation library.
 */
import * as v from 'valibot';
import { messages } from './messages';
import {
  orderFollowUpMessages,
  RESERVATION_DISTANCE_MAX,
  RESERVATION_INFO_MAX,
} from './order-follow-up';

const { distanceRange, infoTooLong } = orderFollowUpMessages;

export const parkingSchema = v.object({
  // The field is empty ('') until the shopper types a number.
  distance: v.pipe(
    v.number(messages.required.id),
    v.integer(distanceRange.id),
    v.minValue(0, distanceRange.id),
    v.maxValue(RESERVATION_DISTANCE_MAX, distanceRange.id),
  ),
  info: v.pipe(v.string(), v.maxLength(RESERVATION_INFO_MAX, infoTooLong.id)),
});
