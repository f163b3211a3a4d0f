import { describe, expect, it } from 'vitest';
import {
  addDays,
  minutesOf,
  shopDate,
  shopDays,
  shopInstant,
  shopMinutesOfDay,
  weekdayOf,
} from '../../src/domain/shop-time';
import {
  cartSlotRules,
  isLockedDay,
  isPastCutoff,
  judgeSlot,
  leadTimeHours,
  NO_SLOT_RULES,
  parseDayLock,
  parseLockCutoff,
  slotStatus,
  type SlotOfDay,
} from '../../src/domain/timeslot-rules';

describe('slot status from bookings (shopping-flow.md §4: empty, intermediate, full)', () => {
  it.each([
    [0, 20, 'empty'],
    [13, 20, 'empty'],
    [14, 20, 'intermediate'],
    [19, 20, 'intermediate'],
    [20, 20, 'full'],
    [6, 10, 'empty'],
    [7, 10, 'intermediate'],
    [10, 10, 'full'],
    [0, 0, 'full'],
  ] as const)('%i booked of %i is %s', (booked, capacity, status) => {
    expect(slotStatus(booked, capacity)).toBe(status);
  });
});

describe('DAY_LOCK: days separated by space or comma, each optionally suffixed _periodId', () => {
  it.each([
    [
      '0 1',
      [
        { weekday: 0, periodId: null },
        { weekday: 1, periodId: null },
      ],
    ],
    [
      '0,1',
      [
        { weekday: 0, periodId: null },
        { weekday: 1, periodId: null },
      ],
    ],
    [
      '6_2, 3',
      [
        { weekday: 6, periodId: 2 },
        { weekday: 3, periodId: null },
      ],
    ],
    ['  5  ', [{ weekday: 5, periodId: null }]],
    ['', []],
    ['7 x 1_ -1', []],
  ])('%j parses to %j', (value, locks) => {
    expect(parseDayLock(value)).toEqual(locks);
  });

  it('no DAY_LOCK locks nothing', () => {
    expect(parseDayLock(undefined)).toEqual([]);
  });

  it.each([
    ['a day without a period locks every slot of that weekday', '1', 1, 2, true],
    ['a day without a period locks afternoon slots too', '1', 1, null, true],
    ['another weekday is free', '1', 2, 1, false],
    ['day_period locks the slots of that period', '6_2', 6, 2, true],
    ['day_period leaves the other periods free', '6_2', 6, 1, false],
    ['day_period leaves the slots without a period free', '6_2', 6, null, false],
    ['Sunday is 0', '0', 0, null, true],
  ] as const)('%s', (_, value, weekday, periodId, locked) => {
    expect(isLockedDay(parseDayLock(value), weekday, periodId)).toBe(locked);
  });
});

describe('PRODUCT_LOCK_CUTOFF: a list of dash-separated pairs weekday-hour', () => {
  it.each([
    [
      '1-10,2-10',
      [
        { weekday: 1, hour: 10 },
        { weekday: 2, hour: 10 },
      ],
    ],
    [
      '3-11 4-9',
      [
        { weekday: 3, hour: 11 },
        { weekday: 4, hour: 9 },
      ],
    ],
    ['1-25,8-10,x', []],
  ])('%j parses to %j', (value, pairs) => {
    expect(parseLockCutoff(value)).toEqual(pairs);
  });

  // 2026-03-10 is a Tuesday (weekday 2).
  const tuesdayCutoff = parseLockCutoff('2-10');
  it.each([
    ['before the hour on the slot day the slot is open', '2026-03-10', '09:59', false],
    ['at the hour on the slot day the slot is locked', '2026-03-10', '10:00', true],
    ['after the hour on the slot day the slot is locked', '2026-03-10', '15:30', true],
    ['the day before the slot day is before the cutoff', '2026-03-09', '23:00', false],
  ] as const)('%s', (_, today, time, locked) => {
    expect(isPastCutoff(tuesdayCutoff, '2026-03-10', shopInstant(today, time))).toBe(locked);
  });

  it('a pair of another weekday does not lock the slot', () => {
    expect(
      isPastCutoff(parseLockCutoff('3-10'), '2026-03-10', shopInstant('2026-03-10', '18:00')),
    ).toBe(false);
  });
});

describe('lead time: hours, the cart lead time is the maximum over its items', () => {
  it.each([
    ['24', 24],
    ['48', 48],
    ['0', 0],
    ['abc', 0],
    ['-5', 0],
    [undefined, 0],
  ] as const)('LEAD_TIME %j is %i hours', (value, hours) => {
    expect(leadTimeHours(value)).toBe(hours);
  });

  it('the cart takes the largest LEAD_TIME and every lock of its products', () => {
    const rules = cartSlotRules([
      { LEAD_TIME: '24', DAY_LOCK: '0 1' },
      { LEAD_TIME: '48' },
      { PRODUCT_LOCK_CUTOFF: '1-10' },
      {},
    ]);
    expect(rules).toEqual({
      leadTimeHours: 48,
      dayLocks: [
        { weekday: 0, periodId: null },
        { weekday: 1, periodId: null },
      ],
      cutoffs: [{ weekday: 1, hour: 10 }],
    });
    expect(cartSlotRules([])).toEqual(NO_SLOT_RULES);
  });
});

describe('judging a slot (active 0 when begun, full or locked)', () => {
  // Tuesday 10 March 2026, 08:00 in Italy.
  const now = shopInstant('2026-03-10', '08:00');
  const slot: SlotOfDay = {
    date: '2026-03-10',
    beginTime: '09:00',
    deliveryDayPeriodId: 1,
    booked: 0,
    capacity: 20,
  };

  it('an empty slot later today is active', () => {
    expect(judgeSlot(slot, NO_SLOT_RULES, now)).toEqual({
      status: 'empty',
      begun: false,
      underLeadTime: false,
      underLockDay: false,
      underLockCutoff: false,
      active: 1,
    });
  });

  it.each([
    [
      'a slot that has begun',
      { ...slot },
      NO_SLOT_RULES,
      shopInstant('2026-03-10', '09:00'),
      'begun',
    ],
    ['a full slot', { ...slot, booked: 20 }, NO_SLOT_RULES, now, 'status'],
    [
      'a slot sooner than the lead time',
      { ...slot, date: '2026-03-11' },
      cartSlotRules([{ LEAD_TIME: '48' }]),
      now,
      'underLeadTime',
    ],
    ['a slot on a locked day', slot, cartSlotRules([{ DAY_LOCK: '2' }]), now, 'underLockDay'],
    [
      'a slot past its cutoff',
      { ...slot, beginTime: '18:00' },
      cartSlotRules([{ PRODUCT_LOCK_CUTOFF: '2-7' }]),
      now,
      'underLockCutoff',
    ],
  ] as const)('%s is not active', (_, candidate, rules, at, reason) => {
    const verdict = judgeSlot(candidate, rules, at);
    expect(verdict.active).toBe(0);
    expect(verdict[reason]).toBe(reason === 'status' ? 'full' : true);
  });

  it('a slot exactly at now + lead time is not under the lead time', () => {
    const rules = cartSlotRules([{ LEAD_TIME: '25' }]);
    expect(judgeSlot({ ...slot, date: '2026-03-11' }, rules, now).underLeadTime).toBe(false);
    expect(
      judgeSlot({ ...slot, date: '2026-03-11', beginTime: '08:59' }, rules, now).underLeadTime,
    ).toBe(true);
  });
});

describe('shop time (Europe/Rome)', () => {
  it.each([
    [
      'winter: 23:30 UTC is already the next day in Italy',
      '2026-01-14T23:30:00Z',
      '2026-01-15',
      30,
    ],
    ['summer: 21:59 UTC is 23:59 in Italy', '2026-07-01T21:59:00Z', '2026-07-01', 23 * 60 + 59],
    ['summer: 22:00 UTC is midnight in Italy', '2026-07-01T22:00:00Z', '2026-07-02', 0],
  ])('%s', (_, iso, date, minutes) => {
    const at = new Date(iso);
    expect(shopDate(at)).toBe(date);
    expect(shopMinutesOfDay(at)).toBe(minutes);
  });

  it.each([
    ['a winter day', '2026-01-15', '09:00', '2026-01-15T08:00:00.000Z'],
    ['a summer day', '2026-07-15', '09:00', '2026-07-15T07:00:00.000Z'],
    ['the spring change, before it', '2026-03-29', '01:30', '2026-03-29T00:30:00.000Z'],
    ['the spring change, after it', '2026-03-29', '03:30', '2026-03-29T01:30:00.000Z'],
    ['the autumn change, after it', '2026-10-25', '09:00', '2026-10-25T08:00:00.000Z'],
    ['midnight', '2026-01-15', '00:00', '2026-01-14T23:00:00.000Z'],
  ])('%s: %s %s is %s', (_, date, time, iso) => {
    expect(shopInstant(date, time).toISOString()).toBe(iso);
  });

  it('weekdays count 0 Sunday .. 6 Saturday', () => {
    expect(['2026-03-08', '2026-03-09', '2026-03-14'].map(weekdayOf)).toEqual([0, 1, 6]);
  });

  it('the slot days are today and the next 6 days, across a month end', () => {
    expect(shopDays(shopInstant('2026-03-28', '23:30'), 7)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(minutesOf('19:45')).toBe(1185);
  });
});
