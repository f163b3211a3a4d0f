/**
 * The rating of a delivered order (shopping-flow.md sections 7 and 8): 1 to 5 whole stars and an
 * optional comment of at most 500 characters, with the Italian message of each rule. The app's
 * form checks it; the contract (openapi/ebsn.yaml) holds the server to the same bounds. Apart from
 * ./order-follow-up.ts, so that the app's first JavaScript carries no validation library.
 */
import * as v from 'valibot';
import { NOTE_COMMENT_MAX, orderFollowUpMessages, RATING_MAX, RATING_MIN } from './order-follow-up';

const { ratingRange, commentTooLong } = orderFollowUpMessages;

export const orderRatingSchema = v.object({
  rating: v.pipe(
    v.number(ratingRange.id),
    v.integer(ratingRange.id),
    v.minValue(RATING_MIN, ratingRange.id),
    v.maxValue(RATING_MAX, ratingRange.id),
  ),
  comment: v.pipe(v.string(), v.maxLength(NOTE_COMMENT_MAX, commentTooLong.id)),
});

/** What the rating form holds and sends (0 stars until the shopper chooses). */
export type OrderRatingValues = v.InferOutput<typeof orderRatingSchema>;
