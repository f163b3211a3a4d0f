import { describe, expect, it } from 'vitest';
import { orderFiltersSchema } from '../../src/domain/order-filters';
import { parkingSchema } from '../../src/domain/order-parking';
import { orderRatingSchema } from '../../src/domain/order-rating';
import { checkForm } from '../../src/domain/validation';

describe("the rating of a delivered order ('Valuta l'ordine')", () => {
  it('takes 1 to 5 whole stars with a comment of up to 500 characters', () => {
    expect(checkForm(orderRatingSchema, { rating: 1, comment: '' }).ok).toBe(true);
    expect(checkForm(orderRatingSchema, { rating: 5, comment: 'x'.repeat(500) }).ok).toBe(true);
  });

  it.each([0, 6, 2.5])('refuses %s stars with the range message', (rating) => {
    expect(checkForm(orderRatingSchema, { rating, comment: '' })).toEqual({
      ok: false,
      fieldErrors: { rating: 'notes.ratingRange' },
    });
  });

  it('refuses a comment of 501 characters with the length message', () => {
    expect(checkForm(orderRatingSchema, { rating: 4, comment: 'x'.repeat(501) })).toEqual({
      ok: false,
      fieldErrors: { comment: 'notes.commentTooLong' },
    });
  });
});

describe("the parking reservation ('Prenota il parcheggio')", () => {
  it('takes 0 to 100,000 whole metres with an optional note', () => {
    expect(checkForm(parkingSchema, { distance: 0, info: '' }).ok).toBe(true);
    expect(checkForm(parkingSchema, { distance: 100_000, info: 'Panda rossa' }).ok).toBe(true);
  });

  it('asks for the distance while the field is empty', () => {
    expect(checkForm(parkingSchema, { distance: '', info: '' })).toEqual({
      ok: false,
      fieldErrors: { distance: 'validation.required' },
    });
  });

  it('refuses a note of 201 characters with its Italian message', () => {
    expect(checkForm(parkingSchema, { distance: 10, info: 'x'.repeat(201) })).toEqual({
      ok: false,
      fieldErrors: { info: 'parking.infoTooLong' },
    });
  });

  it.each([-1, 100_001, 12.5])('refuses %s metres with the range message', (distance) => {
    expect(checkForm(parkingSchema, { distance, info: '' })).toEqual({
      ok: false,
      fieldErrors: { distance: 'parking.distanceRange' },
    });
  });
});

describe("the order list's filters", () => {
  it('take a start and an end day, either left open, the end not before the start', () => {
    for (const [from, to] of [
      ['', ''],
      ['2026-11-01', ''],
      ['', '2026-11-01'],
      ['2026-11-01', '2026-11-01'],
      ['2026-11-01', '2026-11-30'],
    ]) {
      expect(checkForm(orderFiltersSchema, { from, to, type: '' }).ok).toBe(true);
    }
  });

  it('say under the end day that it comes before the start', () => {
    expect(
      checkForm(orderFiltersSchema, { from: '2026-11-30', to: '2026-11-01', type: '' }),
    ).toEqual({ ok: false, fieldErrors: { to: 'orders.datesInverted' } });
  });
});
