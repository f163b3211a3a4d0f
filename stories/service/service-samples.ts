/** Sample stores and time-slot days for the service stories, shaped like the API's replies. */
import type { Store, Timeslot, TimeslotDay } from '../../src/features/service/service.queries';

const pickup = [{ deliveryServiceId: 1, showTab: true }];

function store(
  storeId: number,
  name: string,
  [address1, addressNumber, postalCode, city, province]: readonly [
    string,
    string,
    string,
    string,
    string,
  ],
  [latitude, longitude]: readonly [number, number],
): Store {
  return {
    storeId,
    name,
    address1,
    addressNumber,
    postalCode,
    city,
    province,
    latitude,
    longitude,
    warehouseId: storeId,
    deliveryServices: pickup,
  };
}

export const stores: readonly Store[] = [
  store(
    1,
    'Milano Viale Monza',
    ['Viale Monza', '140', '20127', 'Milano', 'MI'],
    [45.5058, 9.2238],
  ),
  store(
    2,
    'Milano Lorenteggio',
    ['Via Lorenteggio', '251', '20152', 'Milano', 'MI'],
    [45.4468, 9.1258],
  ),
  store(3, 'Monza Borgazzi', ['Via Borgazzi', '87', '20900', 'Monza', 'MB'], [45.5701, 9.2652]),
  store(4, 'Como Napoleona', ['Via Napoleona', '50', '22100', 'Como', 'CO'], [45.8037, 9.0949]),
  store(
    5,
    'Bergamo Borgo Palazzo',
    ['Via Borgo Palazzo', '130', '24125', 'Bergamo', 'BG'],
    [45.6924, 9.6881],
  ),
  store(
    6,
    'Brescia Via Milano',
    ['Via Milano', '105', '25126', 'Brescia', 'BS'],
    [45.5423, 10.1933],
  ),
  store(
    7,
    'Lecco Martiri della Liberazione',
    ['Corso Martiri della Liberazione', '41', '23900', 'Lecco', 'LC'],
    [45.8566, 9.3977],
  ),
];

/** The shop's today in every time-slot story: Monday 23 November 2026. */
export const TODAY = '2026-11-23';

/** Store pickup slots: morning ones carry a period id 1..3, afternoon ones none. */
const SHAPES: readonly (readonly [
  id: number,
  begin: string,
  end: string,
  period: number | null,
])[] = [
  [101, '09:00', '10:00', 1],
  [102, '10:00', '11:00', 2],
  [103, '11:00', '12:00', 3],
  [104, '12:00', '13:00', 3],
  [105, '14:00', '15:00', null],
  [106, '15:00', '16:00', null],
  [107, '16:00', '17:00', null],
  [108, '17:00', '18:00', null],
  [109, '18:00', '19:00', null],
  [110, '19:00', '20:00', null],
];

type SlotChanges = Partial<
  Pick<
    Timeslot,
    'status' | 'selected' | 'active' | 'underLeadTime' | 'underLockDay' | 'underLockCutoff'
  >
>;

function day(date: string, changes: Readonly<Record<number, SlotChanges>> = {}): TimeslotDay {
  const timeslots = SHAPES.map(([timeslotId, beginTime, endTime, deliveryDayPeriodId]) => ({
    timeslotId,
    date,
    beginTime,
    endTime,
    name: `${beginTime} - ${endTime}`,
    status: 'empty' as const,
    selected: false,
    active: 1 as const,
    underLeadTime: false,
    underLockDay: false,
    underLockCutoff: false,
    deliveryDayPeriodId,
    autoAssigned: false,
    ...changes[timeslotId],
  }));
  return { dateIso: date, selected: timeslots.some((slot) => slot.selected), timeslots };
}

const begun: SlotChanges = { active: 0 };

/**
 * Monday to Saturday from TODAY. Today's morning has begun (inactive) and the early afternoon is
 * under the cart's lead time; Tuesday holds the selected slot (15:00) with full and almost-full
 * ones; Wednesday is locked for a product in the cart; Thursday's cutoff has passed at 09:00.
 */
export const days: readonly TimeslotDay[] = [
  day(TODAY, {
    101: begun,
    102: begun,
    103: begun,
    104: begun,
    105: { active: 0, underLeadTime: true },
    106: { active: 0, underLeadTime: true },
    109: { status: 'intermediate' },
    110: { status: 'full', active: 0 },
  }),
  day('2026-11-24', {
    101: { status: 'full', active: 0 },
    102: { status: 'intermediate' },
    103: { status: 'intermediate' },
    106: { selected: true, status: 'intermediate' },
    108: { status: 'full', active: 0 },
  }),
  day('2026-11-25', {
    101: { active: 0, underLockDay: true },
    102: { active: 0, underLockDay: true },
    103: { active: 0, underLockDay: true },
    104: { active: 0, underLockDay: true },
  }),
  day('2026-11-26', { 101: { active: 0, underLockCutoff: true } }),
  day('2026-11-27'),
  day('2026-11-28', { 109: { status: 'intermediate' }, 110: { status: 'intermediate' } }),
];

/** Saturday 28 November with only its morning slots left, to show an empty afternoon. */
export const morningOnlyDays: readonly TimeslotDay[] = [
  {
    ...day('2026-11-28'),
    timeslots: day('2026-11-28').timeslots.filter((slot) => slot.deliveryDayPeriodId !== null),
  },
];
