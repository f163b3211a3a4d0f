/**
 * How the chosen service's address and time slot read, in the cart drawer, the checkout, the
 * orders and the service dialogs. Shared here rather than re-exported by the service flow's index,
 * which the first page imports: through it, the formatter went into the first JavaScript.
 */
import type { components } from '../api/ebsn';
import { localized } from './localized';

type Cart = components['schemas']['Cart'];

// Made on first use (in the active language): a formatter costs tens of milliseconds on a
// phone, and the app's start should not pay it for a page that shows no time slot.
const slotDayFormat = localized(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Rome',
    }),
);

/** 'lunedì 23 novembre, 09:00 - 10:00' (the date read at noon, so no zone shifts the day). */
export function timeslotLabel(timeslot: {
  readonly date: string;
  readonly beginTime: string;
  readonly endTime: string;
}): string {
  const day = slotDayFormat().format(new Date(`${timeslot.date}T12:00:00Z`));
  return `${day}, ${timeslot.beginTime} - ${timeslot.endTime}`;
}

/** 'addressName - address1' (shopping-flow.md §2 "Cart info bar"). */
export function addressLabel(address: NonNullable<Cart['shippingAddress']>): string {
  return `${address.addressName} - ${address.address1}`;
}
