/** How the discovery page writes days, hours and distances in the reader's language. */
import { distanceLabel, openingHoursLabel } from '../../../domain/address-discovery';
import type { ServiceHours } from '../../../../machines/address-discovery/address-discovery.machine';

/** The short name of an ISO weekday ('lun' in Italian): 1 January 2024 was a Monday. */
export function weekdayName(locale: string): (isoWeekday: number) => string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return (isoWeekday) => format.format(Date.UTC(2024, 0, isoWeekday)).replace(/\.$/, '');
}

/** 'lun–sab 09:00–20:00' of the first of `serviceIds` that has hours; null when none has. */
export function hoursOf(
  serviceHours: readonly ServiceHours[],
  serviceIds: readonly number[],
  locale: string,
): string | null {
  const hours = serviceHours.find((candidate) => serviceIds.includes(candidate.deliveryServiceId));
  return hours === undefined ? null : openingHoursLabel(hours, weekdayName(locale));
}

/** '1,2 km' from the place, or null when the distance is not known. */
export function distanceOf(metres: number | undefined, locale: string): string | null {
  return metres === undefined ? null : distanceLabel(metres, locale);
}
