import { describe, expect, it } from 'vitest';
import { returnPathOf, serviceCheckDelay } from '../../src/domain/service-down';

describe('service-down: the wait before each check', () => {
  it.each([
    [0, 5_000],
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [4, 60_000],
    [50, 60_000],
  ])('check after %i failed checks comes after %i ms', (failed, ms) => {
    expect(serviceCheckDelay(failed)).toBe(ms);
  });
});

describe('service-down: where the shopper returns', () => {
  it.each([
    ['/category/frutta?page=2', '/category/frutta?page=2'],
    ['/product/latte-intero#reviews', '/product/latte-intero#reviews'],
    ['/checkout', '/checkout'],
  ])('to the shop path %s', (from, path) => {
    expect(returnPathOf(from)).toBe(path);
  });

  it.each([
    [undefined],
    [''],
    [42],
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/service-down'],
    ['/service-down?from=%2F'],
    ['/ok\nLocation: x'],
  ])('home for %j, which is not a shop path to return to', (from) => {
    expect(returnPathOf(from)).toBe('/');
  });
});
