import { describe, expect, it } from 'vitest';
import {
  cartDiscountsCents,
  giftDateProblem,
  giftDiscountCents,
  invalidGiftCodeText,
  meetsMinimum,
  normalizeGiftCode,
  type GiftRule,
} from '../../src/domain/gift-codes';

const tenPercentFrom30: GiftRule = { kind: 'percent', value: 10, minimumCents: 3000 };
const fiveEurosFrom40: GiftRule = { kind: 'amount', value: 500, minimumCents: 4000 };
const fiveEuros: GiftRule = { kind: 'amount', value: 500, minimumCents: 0 };

describe('gift code discount rule', () => {
  it.each([
    ['a percentage of the goods', tenPercentFrom30, 4550, 455],
    ['a percentage exactly at the minimum spend', tenPercentFrom30, 3000, 300],
    ['a percentage rounded to the nearest cent', tenPercentFrom30, 3005, 301],
    ['a percentage rounded down below half a cent', tenPercentFrom30, 3004, 300],
    ['nothing below the minimum spend', tenPercentFrom30, 2999, 0],
    ['a fixed amount', fiveEurosFrom40, 4000, 500],
    ['nothing for a fixed amount below its minimum', fiveEurosFrom40, 3999, 0],
    ['never more than the goods', fiveEuros, 320, 320],
    ['nothing on an empty cart', fiveEuros, 0, 0],
    [
      'a whole cart at 100%',
      { kind: 'percent', value: 100, minimumCents: 0 } as GiftRule,
      1234,
      1234,
    ],
  ])('%s', (_name, rule, goodsCents, discount) => {
    expect(giftDiscountCents(rule, goodsCents)).toBe(discount);
    expect(Number.isInteger(giftDiscountCents(rule, goodsCents))).toBe(true);
  });

  it('the minimum spend is met from its amount on', () => {
    expect(meetsMinimum(fiveEurosFrom40, 4000)).toBe(true);
    expect(meetsMinimum(fiveEurosFrom40, 3999)).toBe(false);
  });

  it('several codes together never take off more than the goods, in the order applied', () => {
    const codes = [
      { ...fiveEuros, usable: true },
      { ...fiveEuros, usable: true },
    ];
    expect(cartDiscountsCents(codes, 800)).toEqual([500, 300]);
    expect(cartDiscountsCents(codes, 2000)).toEqual([500, 500]);
  });

  it('a code out of its days gives nothing in the cart', () => {
    expect(
      cartDiscountsCents(
        [
          { ...fiveEuros, usable: false },
          { ...tenPercentFrom30, usable: true },
        ],
        5000,
      ),
    ).toEqual([0, 500]);
  });
});

describe('gift code validity days', () => {
  const summer = { validFrom: '2026-06-21', validTo: '2026-09-22' };

  it.each([
    ['2026-06-20', 'notYetValid'],
    ['2026-06-21', null],
    ['2026-09-22', null],
    ['2026-09-23', 'expired'],
  ])('on %s the summer code is %s', (today, problem) => {
    expect(giftDateProblem(summer, today)).toBe(problem);
  });

  it('a code without days is always valid', () => {
    expect(giftDateProblem({ validFrom: null, validTo: null }, '2099-12-31')).toBeNull();
  });
});

describe('gift code text', () => {
  it('is written without spaces around it and in capitals', () => {
    expect(normalizeGiftCode('  benvenuto10 ')).toBe('BENVENUTO10');
  });

  it('the invalid-code message of the spec names the code as typed', () => {
    expect(invalidGiftCodeText(' sconto99 ')).toBe(
      'Il codice sconto "sconto99" non è valido. Verifica di averlo scritto correttamente.',
    );
  });
});
