/**
 * `/address-discovery` (issue 17; shopping-flow.md §1, §2, §9; account-and-platform.md §5): a
 * visitor types an address, a town or a postal code, or shares their position, and learns which
 * services reach it. The typed text's rule (the form and the server check it alike), how a text
 * is read against the shop's gazetteer, opening hours from the services' time slots, the radius
 * of "nearby" and the Italian texts of the page's outcomes. Plain rules, no I/O.
 */
import * as v from 'valibot';
import type { MessageDescriptor } from './messages';

/** The longest text the search takes (an address line with its town and postal code). */
export const ADDRESS_QUERY_MAX_LENGTH = 120;

/** Stores and lockers within this many metres are "nearby" (spec §9: proximity distance 10000.0). */
export const NEARBY_METRES = 10_000;

/**
 * A position farther than this from every town of the gazetteer is taken to be outside Lombardy
 * (the gazetteer's towns are never farther apart than this within the region).
 */
export const GAZETTEER_REACH_METRES = 25_000;

/**
 * The warehouses asked about for company delivery: a company address of a served province is
 * prepared by its nearest warehouse (the address check's rule), and every served town is within
 * this of one.
 */
export const COMPANY_DELIVERY_REACH_METRES = 150_000;

export const addressDiscoveryMessages = {
  queryRequired: /*i18n*/ {
    id: 'addressDiscovery.queryRequired',
    message: 'Scrivi un indirizzo, un comune o un CAP',
  },
  queryTooLong: /*i18n*/ {
    id: 'addressDiscovery.queryTooLong',
    message: 'Scrivi al massimo 120 caratteri',
  },
  notFound: /*i18n*/ {
    id: 'addressDiscovery.notFound',
    message: 'Non troviamo questo indirizzo in Lombardia: prova con il comune o il CAP.',
  },
  positionDenied: /*i18n*/ {
    id: 'addressDiscovery.positionDenied',
    message:
      "Non hai consentito l'accesso alla tua posizione: scrivi l'indirizzo nel campo qui sopra.",
  },
  positionUnavailable: /*i18n*/ {
    id: 'addressDiscovery.positionUnavailable',
    message: "Non riusciamo a trovare la tua posizione: scrivi l'indirizzo nel campo qui sopra.",
  },
  searchFailed: /*i18n*/ {
    id: 'addressDiscovery.searchFailed',
    message: 'Non riusciamo a cercare i servizi in questo momento: riprova tra poco.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** No control characters (a NUL byte or a line break is never part of an address). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * The search form ('Indirizzo, comune o CAP'): spaces around are dropped; an empty text, one of
 * more than 120 characters or one with control characters is refused. The issues carry message
 * ids: the form shows them through the catalog, the server answers `addressQueryMessage(id)`.
 */
export const addressQuerySchema = v.object({
  q: v.pipe(
    v.string(addressDiscoveryMessages.queryRequired.id),
    v.trim(),
    v.nonEmpty(addressDiscoveryMessages.queryRequired.id),
    v.maxLength(ADDRESS_QUERY_MAX_LENGTH, addressDiscoveryMessages.queryTooLong.id),
    v.check((text) => !CONTROL_CHARACTERS.test(text), addressDiscoveryMessages.queryRequired.id),
  ),
});

/** The Italian text of a message id of `addressQuerySchema` (the id itself if unknown). */
export function addressQueryMessage(id: string): string {
  return Object.values(addressDiscoveryMessages).find((m) => m.id === id)?.message ?? id;
}

export type AddressQuery = v.InferOutput<typeof addressQuerySchema>;

/** A five-digit Italian postal code (CAP) in the text, or null. */
export function postalCodeIn(text: string): string | null {
  return /(?:^|\D)(\d{5})(?!\d)/.exec(text)?.[1] ?? null;
}

/**
 * The pieces of a typed address that may name its town, the likeliest first: 'Via Roma 3, 22063
 * Cantù (CO)' gives 'Cantù', 'Via Roma 3', then the trailing words of each piece ('Roma 3',
 * '3'...). Digits and a province in brackets or after the town are dropped.
 */
export function townCandidates(text: string): string[] {
  const pieces = text
    .split(/[,;\n]/)
    .map((piece) =>
      piece
        .replace(/\([A-Za-z]{2}\)/g, ' ')
        .replace(/\d+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((piece) => piece !== '')
    .reverse();
  const candidates: string[] = [];
  const add = (candidate: string) => {
    if (candidate !== '' && !candidates.includes(candidate)) candidates.push(candidate);
  };
  for (const piece of pieces) {
    add(piece);
    // 'Cantù CO': a trailing province abbreviation.
    add(piece.replace(/\s+[A-Za-z]{2}$/, ''));
  }
  for (const piece of pieces) {
    const words = piece.split(' ');
    for (let first = 1; first < words.length; first += 1) add(words.slice(first).join(' '));
  }
  return candidates;
}

/** The days and hours a delivery service is offered (its time slots' span). */
export interface ServiceHours {
  readonly deliveryServiceId: number;
  /** ISO weekdays, 1 Monday .. 7 Sunday, ascending. */
  readonly weekdays: readonly number[];
  /** 'HH:MM', shop time. */
  readonly opens: string;
  readonly closes: string;
}

/** A time-slot template: its service, its span and the weekdays it is offered. */
export interface SlotTemplate {
  readonly deliveryServiceId: number;
  readonly beginTime: string;
  readonly endTime: string;
  readonly weekdays: readonly number[];
}

/**
 * Each service's opening hours from its slot templates: open from its first slot's beginning to
 * its last slot's end, on every weekday any slot is offered. Ordered by service id.
 */
export function serviceHoursOf(slots: readonly SlotTemplate[]): ServiceHours[] {
  const byService = new Map<number, { weekdays: Set<number>; opens: string; closes: string }>();
  for (const slot of slots) {
    const known = byService.get(slot.deliveryServiceId);
    if (known === undefined) {
      byService.set(slot.deliveryServiceId, {
        weekdays: new Set(slot.weekdays),
        opens: slot.beginTime,
        closes: slot.endTime,
      });
      continue;
    }
    for (const day of slot.weekdays) known.weekdays.add(day);
    if (slot.beginTime < known.opens) known.opens = slot.beginTime;
    if (slot.endTime > known.closes) known.closes = slot.endTime;
  }
  return [...byService.entries()]
    .sort(([a], [b]) => a - b)
    .map(([deliveryServiceId, { weekdays, opens, closes }]) => ({
      deliveryServiceId,
      weekdays: [...weekdays].sort((a, b) => a - b),
      opens,
      closes,
    }));
}

/**
 * The weekdays as short names: a run of three or more days as 'lun–sab', others one by one
 * ('lun, mer, ven'). `dayName` gives the short name of an ISO weekday.
 */
export function weekdaysLabel(
  weekdays: readonly number[],
  dayName: (isoWeekday: number) => string,
): string {
  const runs: number[][] = [];
  for (const day of weekdays) {
    const run = runs.at(-1);
    if (run !== undefined && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${dayName(run[0] ?? 1)}–${dayName(run.at(-1) ?? 1)}`] : run.map(dayName),
    )
    .join(', ');
}

/** 'lun–sab 09:00–20:00'. */
export function openingHoursLabel(
  hours: ServiceHours,
  dayName: (isoWeekday: number) => string,
): string {
  return `${weekdaysLabel(hours.weekdays, dayName)} ${hours.opens}–${hours.closes}`;
}

/** A distance for people: '350 m' below a kilometre, '1,2 km' below ten, '32 km' beyond. */
export function distanceLabel(metres: number, locale: string): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`;
  const km = metres / 1000;
  const digits = km < 10 ? 1 : 0;
  return `${km.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })} km`;
}
