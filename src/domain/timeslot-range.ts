/**
 * The time-slot dialog's range filter (shopping-flow.md §5): All shows every slot, Afternoon
 * (id 2) the slots without a deliveryDayPeriodId, Morning (id 3) those with a period id up to 3.
 */
export const ALL_DAY_RANGE = 0;
export const AFTERNOON_RANGE = 2;
export const MORNING_RANGE = 3;

export type TimeslotRangeId = typeof ALL_DAY_RANGE | typeof AFTERNOON_RANGE | typeof MORNING_RANGE;

export const TIMESLOT_RANGES: readonly TimeslotRangeId[] = [
  ALL_DAY_RANGE,
  MORNING_RANGE,
  AFTERNOON_RANGE,
];

interface RangedSlot {
  readonly deliveryDayPeriodId?: number | null;
}

export function isInRange(slot: RangedSlot, range: TimeslotRangeId): boolean {
  const period = slot.deliveryDayPeriodId ?? null;
  if (range === AFTERNOON_RANGE) return period === null;
  if (range === MORNING_RANGE) return period !== null && period <= MORNING_RANGE;
  return true;
}

export function slotsInRange<T extends RangedSlot>(slots: readonly T[], range: TimeslotRangeId) {
  return slots.filter((slot) => isInRange(slot, range));
}
