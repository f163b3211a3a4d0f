import { describe, expect, it } from 'vitest';
import {
  capturedCents,
  finalLineCents,
  finalWeightOf,
  nextLifecycleStatus,
  type LifecycleOrder,
} from '../../src/domain/order-lifecycle';
import { ORDER_STATUS } from '../../src/domain/order-status';

const slotBegin = new Date('2026-03-11T09:00:00Z');
const slotEnd = new Date('2026-03-11T10:00:00Z');
const at = (iso: string) => new Date(`2026-03-11T${iso}:00Z`);

function order(statusId: number, deliveryServiceId = 1): LifecycleOrder {
  return { statusId, deliveryServiceId, slotBegin, slotEnd };
}

describe('order lifecycle steps', () => {
  it.each([
    ['ordered stays ordered before 3 hours to the slot', ORDER_STATUS.ordered, 1, '05:59', null],
    ['ordered goes in preparation 3 hours before the slot', ORDER_STATUS.ordered, 1, '06:00', 4],
    ['in preparation waits until 1 hour before', ORDER_STATUS.inPreparation, 1, '07:59', null],
    ['in preparation is almost ready 1 hour before', ORDER_STATUS.inPreparation, 1, '08:00', 6],
    ['a delivery goes in delivery when the slot begins', ORDER_STATUS.almostReady, 2, '09:00', 7],
    ['an express delivery too', ORDER_STATUS.almostReady, 3, '09:00', 7],
    ['a locker delivery too', ORDER_STATUS.almostReady, 10000, '09:00', 7],
    ['a refrigerated locker delivery too', ORDER_STATUS.almostReady, 10002, '09:00', 7],
    [
      'a store pickup stays ready to collect in the slot',
      ORDER_STATUS.almostReady,
      1,
      '09:30',
      null,
    ],
    ['a store pickup is delivered when the slot ends', ORDER_STATUS.almostReady, 1, '10:00', 8],
    ['in delivery waits for the slot end', ORDER_STATUS.inDelivery, 2, '09:59', null],
    ['in delivery is delivered when the slot ends', ORDER_STATUS.inDelivery, 2, '10:00', 8],
    ['ordered takes one step at a time', ORDER_STATUS.ordered, 2, '23:00', 4],
  ])('%s', (_name, statusId, service, time, expected) => {
    expect(nextLifecycleStatus(order(statusId, service), at(time))).toBe(expected);
  });

  it.each([
    ['waiting for payment', ORDER_STATUS.inValidation],
    ['delivered', ORDER_STATUS.delivered],
    ['cancelled', ORDER_STATUS.cancelled],
    ['failed', ORDER_STATUS.failed],
    ['not collected', ORDER_STATUS.notCollected],
  ])('an order %s never advances', (_name, statusId) => {
    expect(nextLifecycleStatus(order(statusId, 2), at('23:59'))).toBeNull();
  });
});

describe('final weights', () => {
  it('varies every line within ±10% of its ordered weight, to the gram', () => {
    for (let lineId = 1; lineId <= 500; lineId += 1) {
      const weight = finalWeightOf(lineId, 1.5);
      expect(weight).toBeGreaterThanOrEqual(1.35);
      expect(weight).toBeLessThanOrEqual(1.65);
      expect(Math.round(weight * 1000) / 1000).toBe(weight);
    }
  });

  it('gives the same weight for the same line and different weights across lines', () => {
    expect(finalWeightOf(42, 0.8)).toBe(finalWeightOf(42, 0.8));
    const weights = new Set(Array.from({ length: 50 }, (_, index) => finalWeightOf(index + 1, 1)));
    expect(weights.size).toBeGreaterThan(20);
  });

  it('never weighs a tiny line at zero', () => {
    for (let lineId = 1; lineId <= 100; lineId += 1) {
      expect(finalWeightOf(lineId, 0.001)).toBeGreaterThan(0);
    }
  });
});

describe('captured amount', () => {
  const sfuso = { quantity: 2, soldByWeight: true, grossTotalCents: 1000 };
  const pezzo = { quantity: 3, soldByWeight: false, grossTotalCents: 600, finalWeight: null };

  it('prices a weighed line in proportion to its final weight', () => {
    expect(finalLineCents({ ...sfuso, finalWeight: 2.2 })).toBe(1100);
    expect(finalLineCents({ ...sfuso, finalWeight: 1.9 })).toBe(950);
    expect(finalLineCents(pezzo)).toBe(600);
  });

  it('is the final goods − discount + fee + bags', () => {
    expect(
      capturedCents({
        lines: [{ ...sfuso, finalWeight: 1.9 }, pezzo],
        discountCents: 100,
        deliveryFeeCents: 290,
        packagingCents: 10,
        preAuthorizedCents: 2100,
      }),
    ).toBe(950 + 600 - 100 + 290 + 10);
  });

  it('is capped at the pre-authorised amount', () => {
    expect(
      capturedCents({
        lines: [{ ...sfuso, finalWeight: 2.2 }, pezzo],
        discountCents: 0,
        deliveryFeeCents: 0,
        packagingCents: 10,
        preAuthorizedCents: 1500,
      }),
    ).toBe(1500);
  });

  it('never takes a discount larger than the goods', () => {
    expect(
      capturedCents({
        lines: [pezzo],
        discountCents: 5000,
        deliveryFeeCents: 290,
        packagingCents: 0,
        preAuthorizedCents: 9999,
      }),
    ).toBe(290);
  });
});
