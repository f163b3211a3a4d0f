/**
 * The time-slot rules of shopping-flow.md sections 3 to 5, shared by the server (which answers
 * and enforces them) and the app (which explains them): a slot's status from its bookings and
 * the products' LEAD_TIME, DAY_LOCK and PRODUCT_LOCK_CUTOFF. The range filter (All, Morning,
 * Afternoon) is in timeslot-range.ts.
 */
import { shopInstant, weekdayOf } from './shop-time';

export type SlotStatus = 'empty' | 'intermediate' | 'full';

/** From this share of the capacity a slot is almost full ('intermediate'). */
export const ALMOST_FULL_PERCENT = 70;

/** empty below 70% of the capacity, intermediate from 70%, full at capacity. */
export function slotStatus(booked: number, capacity: number): SlotStatus {
  if (booked >= capacity) return 'full';
  return booked * 100 >= capacity * ALMOST_FULL_PERCENT ? 'intermediate' : 'empty';
}

/** One DAY_LOCK entry: a weekday (0 Sunday .. 6 Saturday), only one period of it when set. */
export interface DayLock {
  readonly weekday: number;
  readonly periodId: number | null;
}

const SEPARATORS = /[\s,]+/;
const DAY_LOCK_ENTRY = /^([0-6])(?:_(\d{1,3}))?$/;

/** DAY_LOCK: days separated by space or comma, each optionally suffixed `_periodId`. */
export function parseDayLock(value: string | undefined): DayLock[] {
  if (value === undefined) return [];
  return value.split(SEPARATORS).flatMap((entry) => {
    const match = DAY_LOCK_ENTRY.exec(entry);
    if (match === null) return [];
    return [
      { weekday: Number(match[1]), periodId: match[2] === undefined ? null : Number(match[2]) },
    ];
  });
}

/** A lock without a period closes the whole weekday; with one, only the slots of that period. */
export function isLockedDay(
  locks: readonly DayLock[],
  weekday: number,
  periodId: number | null,
): boolean {
  return locks.some(
    (lock) => lock.weekday === weekday && (lock.periodId === null || lock.periodId === periodId),
  );
}

/** One PRODUCT_LOCK_CUTOFF pair: on this weekday, orders close at this hour of the same day. */
export interface LockCutoff {
  readonly weekday: number;
  readonly hour: number;
}

const CUTOFF_PAIR = /^([0-6])-(\d{1,2})$/;

/** PRODUCT_LOCK_CUTOFF: dash-separated pairs `weekday-hour`, separated by comma or space. */
export function parseLockCutoff(value: string | undefined): LockCutoff[] {
  if (value === undefined) return [];
  return value.split(SEPARATORS).flatMap((pair) => {
    const match = CUTOFF_PAIR.exec(pair);
    const hour = Number(match?.[2]);
    if (match === null || hour > 24) return [];
    return [{ weekday: Number(match[1]), hour }];
  });
}

/** A pair naming the slot's weekday locks it once the shop clock passes that hour on its day. */
export function isPastCutoff(cutoffs: readonly LockCutoff[], slotDate: string, now: Date): boolean {
  const weekday = weekdayOf(slotDate);
  return cutoffs.some(
    (cutoff) =>
      cutoff.weekday === weekday &&
      now.getTime() >=
        shopInstant(slotDate, `${String(cutoff.hour).padStart(2, '0')}:00`).getTime(),
  );
}

/** LEAD_TIME in hours; absent or malformed counts as none. */
export function leadTimeHours(value: string | undefined): number {
  const hours = Number(value);
  return value !== undefined && Number.isFinite(hours) && hours > 0 ? hours : 0;
}

/** The productInfos keys the slot rules read. */
export type SlotRuleInfos = Readonly<
  Partial<Record<'LEAD_TIME' | 'DAY_LOCK' | 'PRODUCT_LOCK_CUTOFF', string>>
>;

/** What a cart's products ask of its slot. */
export interface CartSlotRules {
  /** The largest LEAD_TIME of the lines (the cart's lead time). */
  readonly leadTimeHours: number;
  readonly dayLocks: readonly DayLock[];
  readonly cutoffs: readonly LockCutoff[];
}

export const NO_SLOT_RULES: CartSlotRules = { leadTimeHours: 0, dayLocks: [], cutoffs: [] };

/** The rules of all the cart's products together. */
export function cartSlotRules(products: readonly SlotRuleInfos[]): CartSlotRules {
  return {
    leadTimeHours: Math.max(0, ...products.map((infos) => leadTimeHours(infos.LEAD_TIME))),
    dayLocks: products.flatMap((infos) => parseDayLock(infos.DAY_LOCK)),
    cutoffs: products.flatMap((infos) => parseLockCutoff(infos.PRODUCT_LOCK_CUTOFF)),
  };
}

/** A slot on a day, with how many carts hold it. */
export interface SlotOfDay {
  readonly date: string;
  /** 'HH:MM' shop time. */
  readonly beginTime: string;
  readonly deliveryDayPeriodId: number | null;
  readonly booked: number;
  readonly capacity: number;
}

export interface SlotVerdict {
  readonly status: SlotStatus;
  readonly begun: boolean;
  readonly underLeadTime: boolean;
  readonly underLockDay: boolean;
  readonly underLockCutoff: boolean;
  /** 0 when begun, full or under any lock: it cannot be selected. */
  readonly active: 0 | 1;
}

const HOUR_MS = 3_600_000;

/** Everything the slot grid shows about one slot, and whether it may be chosen. */
export function judgeSlot(slot: SlotOfDay, rules: CartSlotRules, now: Date): SlotVerdict {
  const begins = shopInstant(slot.date, slot.beginTime).getTime();
  const status = slotStatus(slot.booked, slot.capacity);
  const begun = now.getTime() >= begins;
  const underLeadTime =
    rules.leadTimeHours > 0 && begins < now.getTime() + rules.leadTimeHours * HOUR_MS;
  const underLockDay = isLockedDay(rules.dayLocks, weekdayOf(slot.date), slot.deliveryDayPeriodId);
  const underLockCutoff = isPastCutoff(rules.cutoffs, slot.date, now);
  const blocked = begun || status === 'full' || underLeadTime || underLockDay || underLockCutoff;
  return { status, begun, underLeadTime, underLockDay, underLockCutoff, active: blocked ? 0 : 1 };
}
