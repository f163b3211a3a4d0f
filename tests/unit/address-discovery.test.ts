import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  addressDiscoveryMessages as messages,
  addressQueryMessage,
  addressQuerySchema,
  distanceLabel,
  openingHoursLabel,
  postalCodeIn,
  serviceHoursOf,
  townCandidates,
  weekdaysLabel,
} from '../../src/domain/address-discovery';
import { checkForm } from '../../src/domain/validation';

const ITALIAN_DAYS = ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'];
const dayName = (isoWeekday: number) => ITALIAN_DAYS[isoWeekday - 1] ?? '?';

describe('the address search rule', () => {
  it.each([
    ['', messages.queryRequired.message],
    ['    ', messages.queryRequired.message],
    ['a'.repeat(121), messages.queryTooLong.message],
    ['Como\u0000', messages.queryRequired.message],
    ['Via Roma\n3', messages.queryRequired.message],
  ])('%j is refused with %s', (q, message) => {
    const check = checkForm(addressQuerySchema, { q });
    expect(check.ok).toBe(false);
    const id = check.ok ? '' : (check.fieldErrors.q ?? '');
    expect(addressQueryMessage(id)).toBe(message);
  });

  it('spaces around are dropped and 120 characters are accepted', () => {
    expect(v.parse(addressQuerySchema, { q: '  Cantù  ' })).toEqual({ q: 'Cantù' });
    expect(checkForm(addressQuerySchema, { q: 'a'.repeat(120) }).ok).toBe(true);
  });
});

describe('reading a typed address', () => {
  it.each([
    ['Via Roma 3, 22063 Cantù (CO)', '22063'],
    ['20127', '20127'],
    ['Via Roma 123456', null],
    ['Como', null],
  ])('the postal code of %j is %j', (text, code) => {
    expect(postalCodeIn(text)).toBe(code);
  });

  it('the town is looked for in the last piece first, without numbers or province', () => {
    const candidates = townCandidates('Via Roma 3, 22063 Cantù (CO)');
    expect(candidates[0]).toBe('Cantù');
    expect(candidates).toContain('Via Roma');
    expect(candidates).toContain('Roma');
    expect(townCandidates('Cantù CO')).toContain('Cantù');
    expect(townCandidates('Sesto San Giovanni')[0]).toBe('Sesto San Giovanni');
    expect(townCandidates('Piazza Duomo Milano')).toContain('Milano');
  });
});

describe('opening hours from the time slots', () => {
  const slots = [
    { deliveryServiceId: 1, beginTime: '14:00', endTime: '15:00', weekdays: [1, 2, 3] },
    { deliveryServiceId: 1, beginTime: '09:00', endTime: '10:00', weekdays: [4, 5, 6] },
    { deliveryServiceId: 10000, beginTime: '08:00', endTime: '12:00', weekdays: [1, 3, 5] },
  ];

  it("a service is open from its first slot's beginning to its last slot's end, on its slots' days", () => {
    expect(serviceHoursOf(slots)).toEqual([
      { deliveryServiceId: 1, weekdays: [1, 2, 3, 4, 5, 6], opens: '09:00', closes: '15:00' },
      { deliveryServiceId: 10000, weekdays: [1, 3, 5], opens: '08:00', closes: '12:00' },
    ]);
  });

  it.each([
    [[1, 2, 3, 4, 5, 6], 'lun–sab'],
    [[1, 3, 5], 'lun, mer, ven'],
    [[1, 2, 4, 5, 6, 7], 'lun, mar, gio–dom'],
    [[6], 'sab'],
  ])('the days %j read %s', (weekdays, label) => {
    expect(weekdaysLabel(weekdays, dayName)).toBe(label);
  });

  it('the label gives days and hours', () => {
    const [storePickup] = serviceHoursOf(slots);
    expect(storePickup && openingHoursLabel(storePickup, dayName)).toBe('lun–sab 09:00–15:00');
  });
});

describe('distances', () => {
  it.each([
    [349, '350 m'],
    [1234, '1,2 km'],
    [9_960, '10,0 km'],
    [32_400, '32 km'],
  ])('%d metres read %s', (metres, label) => {
    expect(distanceLabel(metres, 'it-IT')).toBe(label);
  });
});
