/**
 * The days of the slot dialog: today and the next six days in shop time, each with the slots its
 * weekday offers, judged by the bookings, the clock and the cart's products (timeslot-rules.ts).
 */
import { shopDays, weekdayOf } from '../../../src/domain/shop-time';
import { judgeSlot, type CartSlotRules } from '../../../src/domain/timeslot-rules';
import type { Schemas } from '../../http/contract';
import type { BookingKey } from './cart-service-repository';
import type { BookingCount, TimeslotRow } from './timeslot-repository';

/** Today and the six days after it. */
export const SLOT_DAYS = 7;

/** The days a slot may be booked for. */
export function bookableDays(now: Date): string[] {
  return shopDays(now, SLOT_DAYS);
}

/** The slot's template offers it on this day (its weekdays are ISO, 1 Monday .. 7 Sunday). */
export function isOfferedOn(template: TimeslotRow, date: string): boolean {
  const weekday = weekdayOf(date);
  return template.weekdays.includes(weekday === 0 ? 7 : weekday);
}

export interface DaysInput {
  readonly days: readonly string[];
  readonly templates: readonly TimeslotRow[];
  readonly bookings: readonly BookingCount[];
  readonly rules: CartSlotRules;
  readonly now: Date;
  /** The cart's slot. */
  readonly held: BookingKey | null;
  /** Also answer the days without slots (the shop is closed). */
  readonly showClosed: boolean;
}

type ApiTimeslot = Schemas['Timeslot'];

function slotOfDay(input: DaysInput, template: TimeslotRow, date: string): ApiTimeslot {
  const booking = input.bookings.find(
    (candidate) => candidate.timeslotId === template.id && candidate.date === date,
  );
  const verdict = judgeSlot(
    {
      date,
      beginTime: template.beginTime,
      deliveryDayPeriodId: template.deliveryDayPeriodId,
      // No row yet means nobody booked it.
      booked: booking?.booked ?? 0,
      capacity: booking?.capacity ?? template.capacity,
    },
    input.rules,
    input.now,
  );
  return {
    timeslotId: template.id,
    date,
    beginTime: template.beginTime,
    endTime: template.endTime,
    name: template.name,
    status: verdict.status,
    selected: input.held?.timeslotId === template.id && input.held.date === date,
    active: verdict.active,
    underLeadTime: verdict.underLeadTime,
    underLockDay: verdict.underLockDay,
    underLockCutoff: verdict.underLockCutoff,
    deliveryDayPeriodId: template.deliveryDayPeriodId,
    autoAssigned: false,
  };
}

export function timeslotDays(input: DaysInput): Schemas['TimeslotDay'][] {
  return input.days.flatMap((date) => {
    const timeslots = input.templates
      .filter((template) => isOfferedOn(template, date))
      .map((template) => slotOfDay(input, template, date));
    if (timeslots.length === 0 && !input.showClosed) return [];
    return [{ dateIso: date, selected: input.held?.date === date, timeslots }];
  });
}
