/**
 * Home's slides are asked for the noon of the chosen day (account-and-platform.md §7): the booked
 * slot's day, else today, on the shop's clock in Italy, summer time and the days the clock
 * changes included.
 */
import { describe, expect, it } from 'vitest';
import { shopNoon, slidesCacheBurst, slidesDay } from '../../src/domain/home-slides';

describe('the day of the slides', () => {
  it.each([
    ['no booked slot: today in the shop', '2026-11-25T10:00:00Z', null, '2026-11-25'],
    ['no cart at all (a guest): today', '2026-11-25T10:00:00Z', undefined, '2026-11-25'],
    ['a slot booked for a later day: that day', '2026-11-25T10:00:00Z', '2026-11-28', '2026-11-28'],
    ['a slot booked for today: today', '2026-11-25T10:00:00Z', '2026-11-25', '2026-11-25'],
    ['a slot whose day has gone by: today', '2026-11-25T10:00:00Z', '2026-11-24', '2026-11-25'],
    ['not a day: today', '2026-11-25T10:00:00Z', 'domani', '2026-11-25'],
    // 23:30 UTC on the 25th is already the 26th in Rome (00:30).
    [
      'just after midnight in Italy, still the day before in UTC',
      '2026-11-25T23:30:00Z',
      null,
      '2026-11-26',
    ],
    [
      'summer: 22:30 UTC is 00:30 of the next day in Rome',
      '2026-07-14T22:30:00Z',
      null,
      '2026-07-15',
    ],
  ])('%s', (_, now, booked, expected) => {
    expect(slidesDay(new Date(now), booked)).toBe(expected);
  });
});

describe('noon of the chosen day, in unix seconds', () => {
  it.each([
    ['a winter day: 11:00 UTC', '2026-11-25', '2026-11-25T11:00:00Z'],
    ['a summer day: 10:00 UTC', '2026-07-15', '2026-07-15T10:00:00Z'],
    [
      'the spring change (29 March 2026, 02:00 becomes 03:00): summer noon',
      '2026-03-29',
      '2026-03-29T10:00:00Z',
    ],
    ['the day before the spring change: winter noon', '2026-03-28', '2026-03-28T11:00:00Z'],
    [
      'the autumn change (25 October 2026, 03:00 becomes 02:00): winter noon',
      '2026-10-25',
      '2026-10-25T11:00:00Z',
    ],
    ['the day before the autumn change: summer noon', '2026-10-24', '2026-10-24T10:00:00Z'],
    ['New Year’s Eve', '2026-12-31', '2026-12-31T11:00:00Z'],
  ])('%s', (_, day, utc) => {
    expect(shopNoon(day)).toBe(Date.parse(utc) / 1000);
  });

  it('is a whole number of seconds, as the path expects', () => {
    expect(Number.isInteger(shopNoon('2026-11-25'))).toBe(true);
  });
});

describe('the cache-burst', () => {
  it('is the version, the shop’s day and its hour', () => {
    expect(slidesCacheBurst(new Date('2026-11-25T16:40:00Z'), '2.0.7')).toBe('2.0.7-25-11-2026-17');
  });

  it('turns with the shop’s day and hour, not UTC’s', () => {
    expect(slidesCacheBurst(new Date('2026-07-14T22:05:00Z'), '2.0.7')).toBe('2.0.7-15-07-2026-00');
  });

  it('stays the same within the hour', () => {
    expect(slidesCacheBurst(new Date('2026-11-25T16:01:00Z'), '2.0.7')).toBe(
      slidesCacheBurst(new Date('2026-11-25T16:59:59Z'), '2.0.7'),
    );
  });

  it('fits the path segment the service accepts', () => {
    expect(slidesCacheBurst(new Date(), '2.0.7')).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
  });
});
