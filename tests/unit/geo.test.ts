import { describe, expect, it } from 'vitest';
import { distanceMetres, nearestFirst, nearestWithin } from '../../src/domain/geo';

const MILANO_DUOMO = { latitude: 45.4642, longitude: 9.19 };
const BERGAMO = { latitude: 45.6983, longitude: 9.6773 };
const COMO = { latitude: 45.8081, longitude: 9.0852 };

describe('haversine distance in metres', () => {
  it('a point is 0 m from itself', () => {
    expect(distanceMetres(MILANO_DUOMO, MILANO_DUOMO)).toBe(0);
  });

  it('one degree of latitude is about 111.2 km', () => {
    const distance = distanceMetres({ latitude: 45, longitude: 9 }, { latitude: 46, longitude: 9 });
    expect(distance).toBeGreaterThan(111_100);
    expect(distance).toBeLessThan(111_300);
  });

  it('Milano to Bergamo is about 45 km, the same both ways', () => {
    const there = distanceMetres(MILANO_DUOMO, BERGAMO);
    expect(there).toBeGreaterThan(44_000);
    expect(there).toBeLessThan(47_000);
    expect(distanceMetres(BERGAMO, MILANO_DUOMO)).toBeCloseTo(there, 6);
  });

  it('antipodes are half the Earth around', () => {
    const distance = distanceMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(distance).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });

  it('lists nearest first and keeps only those within the distance', () => {
    const places = [BERGAMO, COMO, MILANO_DUOMO];
    const here = { latitude: 45.47, longitude: 9.2 };
    expect(nearestFirst(places, (place) => place, here).map(({ item }) => item)).toEqual([
      MILANO_DUOMO,
      COMO,
      BERGAMO,
    ]);
    expect(nearestWithin(places, (place) => place, here, 10_000).map(({ item }) => item)).toEqual([
      MILANO_DUOMO,
    ]);
  });
});
