import { describe, expect, it } from 'vitest';
import { cartMessages, messageText } from '../../src/domain/cart-messages';
import {
  groupLimitError,
  groupQuantity,
  productLimitError,
  productQuantity,
  type LimitedLine,
} from '../../src/domain/purchase-limits';
import {
  convertSfusoQuantity,
  firstQuantity,
  isPackageMode,
  normalizeManualQuantity,
  packagesOf,
  quantityError,
  sellingRulesOf,
  stepDown,
  stepUp,
  unitMultiplier,
  type SellingProduct,
} from '../../src/domain/quantity';

const product = (productInfos: Record<string, string>, minAcq = 1): SellingProduct => ({
  minAcq,
  productInfos,
});

const pezzo = sellingRulesOf(product({ TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1' }));
const pezzoMin3 = sellingRulesOf(product({ TIPOLOGIA: 'Pezzo', QTY_MULT: '1' }, 3));
const pezzoMax10 = sellingRulesOf(product({ TIPOLOGIA: 'Pezzo', MAXACQ: '10' }));
const confezione6 = sellingRulesOf(
  product({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'false' }),
);
const lockedPack6 = sellingRulesOf(
  product({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true', MAXACQ: '24' }),
);
const sfuso = sellingRulesOf(
  product({
    TIPOLOGIA: 'Sfuso',
    WEIGHT_UNIT_SELLING: 'kg',
    WEIGHT_UNIT_BASE: 'kg',
    WEIGHT_SELLING: '0.3',
    STEP_SELLING: '0.1',
  }),
);
const deli = sellingRulesOf(
  product({ TIPOLOGIA: 'Sfuso', WEIGHT_SELLING: '0.1', STEP_SELLING: '0.05', MAXACQ: '2' }),
);
const sfusoInGrams = sellingRulesOf(
  product({
    TIPOLOGIA: 'Sfuso',
    WEIGHT_UNIT_SELLING: 'g',
    WEIGHT_UNIT_BASE: 'kg',
    WEIGHT_SELLING: '200',
    STEP_SELLING: '50',
  }),
);
const disabled = sellingRulesOf(product({ TIPOLOGIA: 'Pezzo', USER_DISABLED: '1' }));

const text = (change: { problem: Parameters<typeof messageText>[0] | null }) =>
  change.problem === null ? null : messageText(change.problem);

const MAX_ACQ = cartMessages.maxAcq.message;
const MIN_ACQ = cartMessages.minAcq.message;

describe('selling rules of a product (productInfos, all strings)', () => {
  it('reads the numbers and defaults a missing QTY_MULT to 1', () => {
    expect(sellingRulesOf(product({ TIPOLOGIA: 'Pezzo' }))).toMatchObject({
      tipologia: 'Pezzo',
      qtyMult: 1,
      qtyLocked: false,
      minAcq: 1,
      maxAcq: null,
      userDisabled: false,
      unit: 'pz',
    });
    expect(lockedPack6).toMatchObject({ qtyMult: 6, qtyLocked: true, maxAcq: 24 });
    expect(sfuso).toMatchObject({ weightSelling: 0.3, stepSelling: 0.1, unit: 'kg' });
  });
  it('an unknown TIPOLOGIA is a Pezzo', () => {
    expect(sellingRulesOf(product({ TIPOLOGIA: 'Altro' }))).toMatchObject({ tipologia: 'Pezzo' });
  });
  it('Sfuso weights given in grams become the base unit (kg)', () => {
    expect(sfusoInGrams).toMatchObject({ weightSelling: 0.2, stepSelling: 0.05, unit: 'kg' });
  });
});

describe('Sfuso unit multipliers (shopping-flow.md §5)', () => {
  it.each([
    ['g', 'kg', 1000],
    ['gr', 'kg', 1000],
    ['kg', 'kg', 1],
    ['hg', 'kg', 10],
    ['dag', 'kg', 100],
    ['ml', 'l', 1000],
    ['cl', 'l', 100],
    ['lt', 'l', 1],
    ['l', 'l', 1],
  ])('the multiplier of %s to %s is %d', (sellingUnit, baseUnit, multiplier) => {
    expect(unitMultiplier(sellingUnit, baseUnit)).toBe(multiplier);
  });
  it.each([
    [250, 'g', 'kg', 0.25],
    [3, 'hg', 'kg', 0.3],
    [15, 'dag', 'kg', 0.15],
    [750, 'ml', 'l', 0.75],
    [33, 'cl', 'lt', 0.33],
    [0.5, 'kg', 'g', 500],
  ])('%d %s is %d %s', (value, from, to, expected) => {
    expect(convertSfusoQuantity(value, from, to)).toBe(expected);
  });
});

describe('quantity stepping (shopping-flow.md §4)', () => {
  it.each([
    ['Pezzo steps by 1', pezzo, 0, 1],
    ['Pezzo steps by 1', pezzo, 4, 5],
    ['Pezzo is raised to minAcq', pezzoMin3, 0, 3],
    ['Pezzo above minAcq steps by 1', pezzoMin3, 3, 4],
    ['Confezione steps by QTY_MULT', confezione6, 0, 6],
    ['Confezione steps by QTY_MULT', confezione6, 6, 12],
    ['Confezione not locked keeps its odd pieces', confezione6, 7, 13],
    ['a locked Confezione steps to the next multiple', lockedPack6, 6, 12],
    ['Sfuso starts at WEIGHT_SELLING', sfuso, 0, 0.3],
    ['Sfuso steps by STEP_SELLING', sfuso, 0.3, 0.4],
    ['Sfuso steps round to 3 decimals (no 0.30000000000000004)', deli, 0.1, 0.15],
    ['Sfuso steps round to 3 decimals', deli, 0.15, 0.2],
    ['Sfuso in grams steps by 50 g', sfusoInGrams, 0.2, 0.25],
  ])('plus: %s (%d → %d)', (_, rules, from, to) => {
    expect(stepUp(rules, from)).toEqual({ quantity: to, problem: null });
  });

  it.each([
    ['Pezzo minus goes down by 1', pezzo, 2, 1],
    ['Pezzo minus goes down to 0', pezzo, 1, 0],
    ['minus from minAcq gives 0 (never a quantity below minAcq)', pezzoMin3, 3, 0],
    ['Pezzo above minAcq goes down by 1', pezzoMin3, 5, 4],
    ['Confezione minus steps by QTY_MULT', confezione6, 12, 6],
    ['Confezione minus goes down to 0', confezione6, 6, 0],
    ['Sfuso minus steps by STEP_SELLING', sfuso, 0.5, 0.4],
    ['Sfuso minus below WEIGHT_SELLING gives 0', sfuso, 0.3, 0],
    ['Sfuso minus rounds to 3 decimals', deli, 0.2, 0.15],
    ['a line above MAXACQ comes back to it', pezzoMax10, 14, 10],
  ])('minus: %s (%d → %d)', (_, rules, from, to) => {
    expect(stepDown(rules, from)).toEqual({ quantity: to, problem: null });
  });

  it('plus is capped at MAXACQ and says so when it cannot add its step', () => {
    expect(stepUp(pezzoMax10, 9)).toEqual({ quantity: 10, problem: null });
    const capped = stepUp(pezzoMax10, 10);
    expect(capped.quantity).toBe(10);
    expect(text(capped)).toBe(MAX_ACQ);
    expect(stepUp(lockedPack6, 24).quantity).toBe(24);
    expect(text(stepUp(lockedPack6, 24))).toBe(MAX_ACQ);
    expect(stepUp(deli, 2)).toMatchObject({ quantity: 2 });
    expect(text(stepUp(deli, 2))).toBe(MAX_ACQ);
  });

  it('the cap is the largest buyable quantity not above MAXACQ', () => {
    const rules = sellingRulesOf(
      product({ TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true', MAXACQ: '10' }),
    );
    expect(stepUp(rules, 6).quantity).toBe(6);
    expect(text(stepUp(rules, 6))).toBe(MAX_ACQ);
  });

  it('the first add puts the first step in the cart', () => {
    expect(firstQuantity(pezzo)).toBe(1);
    expect(firstQuantity(pezzoMin3)).toBe(3);
    expect(firstQuantity(confezione6)).toBe(6);
    expect(firstQuantity(sfuso)).toBe(0.3);
    expect(firstQuantity(sellingRulesOf(product({ TIPOLOGIA: 'Pezzo', MAXACQ: '0.5' })))).toBe(0);
  });

  it("a Confezione line switches to 'package' mode once quantity reaches QTY_MULT", () => {
    expect(isPackageMode(confezione6, 5)).toBe(false);
    expect(isPackageMode(confezione6, 6)).toBe(true);
    expect(isPackageMode(confezione6, 13)).toBe(true);
    expect(packagesOf(confezione6, 13)).toBe(2);
    expect(isPackageMode(pezzo, 6)).toBe(false);
    expect(isPackageMode(sfuso, 6)).toBe(false);
  });
});

describe('closing the manual input (shopping-flow.md §4)', () => {
  it.each([
    ['rounds to a multiple of QTY_MULT when QTY_LOCKED is true', lockedPack6, 8, 6],
    ['rounds to a multiple of QTY_MULT when QTY_LOCKED is true', lockedPack6, 9, 12],
    ['never rounds a typed quantity down to nothing', lockedPack6, 2, 6],
    ['keeps any whole quantity when QTY_LOCKED is false', confezione6, 7, 7],
    ['rounds pieces to whole ones', pezzo, 2.4, 2],
    ['rounds to 3 decimals', sfuso, 0.4000004, 0.4],
    ['puts a Sfuso weight on its STEP_SELLING grid', sfuso, 0.46, 0.5],
    ['0 asks to remove the line', pezzo, 0, 0],
    ['an empty input asks to remove the line', pezzo, Number.NaN, 0],
  ])('%s (%d → %d)', (_, rules, typed, expected) => {
    expect(normalizeManualQuantity(rules, typed)).toEqual({ quantity: expected, problem: null });
  });

  it('is capped at MAXACQ, with the maxAcq message', () => {
    const change = normalizeManualQuantity(lockedPack6, 100);
    expect(change.quantity).toBe(24);
    expect(text(change)).toBe(MAX_ACQ);
    expect(normalizeManualQuantity(pezzoMax10, 10)).toEqual({ quantity: 10, problem: null });
  });

  it('is raised to minAcq or WEIGHT_SELLING, saying why', () => {
    const pieces = normalizeManualQuantity(pezzoMin3, 2);
    expect(pieces.quantity).toBe(3);
    expect(text(pieces)).toBe(MIN_ACQ);
    const weight = normalizeManualQuantity(sfuso, 0.1);
    expect(weight.quantity).toBe(0.3);
    expect(text(weight)).toBe('Non è possibile acquistare meno di 0,3 kg di questo articolo');
  });

  it('gives back a quantity the server accepts', () => {
    for (const rules of [pezzo, pezzoMin3, confezione6, lockedPack6, sfuso, deli]) {
      for (const typed of [0.2, 0.77, 1, 3.5, 7, 25.0004, 99]) {
        const { quantity } = normalizeManualQuantity(rules, typed);
        expect(quantity === 0 || quantityError(rules, quantity) === null).toBe(true);
      }
    }
  });
});

describe("the server's and the client's check of a quantity (shopping-flow.md §5)", () => {
  it.each([
    ['a whole Pezzo quantity', pezzo, 3],
    ['minAcq itself', pezzoMin3, 3],
    ['MAXACQ itself', pezzoMax10, 10],
    ['any whole quantity of a Confezione not locked', confezione6, 7],
    ['a multiple of QTY_MULT when QTY_LOCKED is true', lockedPack6, 18],
    ['WEIGHT_SELLING', sfuso, 0.3],
    ['a weight on the STEP_SELLING grid', sfuso, 1.2],
    ['a weight on a 50 g grid', deli, 0.35],
  ])('accepts %s', (_, rules, quantity) => {
    expect(quantityError(rules, quantity)).toBeNull();
  });

  it.each([
    ['a quantity below minAcq', pezzoMin3, 2, MIN_ACQ],
    ['a quantity above MAXACQ', pezzoMax10, 11, MAX_ACQ],
    ['a Sfuso weight above MAXACQ', deli, 2.05, MAX_ACQ],
    ['0', pezzo, 0, 'Quantità non valida per questo articolo'],
    ['a negative quantity', pezzo, -1, 'Quantità non valida per questo articolo'],
    ['not a number', pezzo, Number.NaN, 'Quantità non valida per questo articolo'],
    [
      'more than 3 decimals',
      sfuso,
      0.3001,
      'Quantità non valida per questo articolo: sono ammessi al massimo 3 decimali',
    ],
    [
      'a fractional Pezzo (1.5)',
      pezzo,
      1.5,
      'Quantità non valida per questo articolo: si acquista solo a pezzi interi',
    ],
    [
      'a fractional Confezione',
      confezione6,
      6.5,
      'Quantità non valida per questo articolo: si acquista solo a pezzi interi',
    ],
    [
      'not a multiple of QTY_MULT when QTY_LOCKED is true',
      lockedPack6,
      8,
      'Quantità non valida per questo articolo: si acquista solo a multipli di 6 pezzi',
    ],
    [
      'a Sfuso weight below WEIGHT_SELLING',
      sfuso,
      0.2,
      'Non è possibile acquistare meno di 0,3 kg di questo articolo',
    ],
    [
      'a Sfuso weight off its STEP_SELLING grid',
      deli,
      0.12,
      'Quantità non valida per questo articolo: il peso va da 0,1 kg in su, a passi di 0,05 kg',
    ],
    [
      'any quantity when USER_DISABLED is 1',
      disabled,
      1,
      'Questo articolo non è al momento acquistabile',
    ],
  ])('refuses %s', (_, rules, quantity, message) => {
    const refused = quantityError(rules, quantity);
    expect(refused === null ? null : messageText(refused)).toBe(message);
  });

  it('the minAcq refusal carries the key errors.minAcq', () => {
    expect(quantityError(pezzoMin3, 1)?.message.id).toBe('errors.minAcq');
  });
});

describe('purchase limits over the cart (shopping-flow.md §5)', () => {
  const wine = (productId: number, quantity: number): LimitedLine => ({
    productId,
    productClassIds: [5, 6],
    quantity,
  });
  const apples: LimitedLine = { productId: 9, productClassIds: [1], quantity: 1.3 };
  const alcohol = { productClassId: 5, name: 'Bevande alcoliche', maxQuantity: 24, unit: 'pz' };

  it('MAXACQ counts every line of the product', () => {
    const lines = [wine(1, 6), wine(1, 6), wine(2, 6)];
    expect(productQuantity(lines, 1)).toBe(12);
    expect(productLimitError(lines, 1, 12)).toBeNull();
    expect(productLimitError(lines, 1, 10)?.message).toBe(cartMessages.maxAcq);
    expect(productLimitError(lines, 1, null)).toBeNull();
  });

  it('a group sums the quantities of the lines whose product has its class', () => {
    const lines = [wine(1, 12), wine(2, 12), apples];
    expect(groupQuantity(lines, 5)).toBe(24);
    expect(groupLimitError(lines, alcohol)).toBeNull();
    const over = groupLimitError([...lines, wine(3, 1)], alcohol);
    expect(over === null ? null : messageText(over)).toBe(
      'Hai superato la quantità massima acquistabile di Bevande alcoliche: massimo 24 pz',
    );
  });

  it('sums weights exactly', () => {
    const lines = [0.1, 0.2, 0.3].map((quantity) => ({ ...apples, quantity }));
    expect(groupQuantity(lines, 1)).toBe(0.6);
  });
});
