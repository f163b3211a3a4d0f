/** The four dates every WordPress post carries: on the site's clock (the shop's) and in UTC. */
import { shopDateTime } from '../../../src/domain/shop-time';

export function wpDates(publishedAt: Date, modifiedAt: Date) {
  return {
    date: shopDateTime(publishedAt),
    date_gmt: publishedAt.toISOString().slice(0, 19),
    modified: shopDateTime(modifiedAt),
    modified_gmt: modifiedAt.toISOString().slice(0, 19),
  };
}
