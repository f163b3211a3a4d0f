/**
 * The lists' plan (server/modules/lists/list-plan.ts): what adding products to a list and setting
 * its lines' quantities do, or why they are refused, decided before anything is written.
 */
import { describe, expect, it } from 'vitest';
import { messageText } from '../../src/domain/cart-messages';
import type { SellingRules } from '../../src/domain/quantity';
import type { CartProduct } from '../../server/modules/cart/cart-products';
import { planAdditions, planQuantityChanges } from '../../server/modules/lists/list-plan';

const PIECE: SellingRules = {
  tipologia: 'Pezzo',
  qtyMult: 1,
  qtyLocked: false,
  minAcq: 1,
  weightSelling: 0,
  stepSelling: 0,
  maxAcq: 5,
  userDisabled: false,
  unit: 'pz',
};
const MAX_ACQ = 'Hai superato la quantità massima giornaliera acquistabile per questo articolo';
const MILK = 101;
const BREAD = 102;
const GONE = 999;
const catalogue = new Map<number, CartProduct>(
  [MILK, BREAD].map((productId) => [
    productId,
    { product: {}, rules: PIECE, priceCents: 100, priceStandardCents: 100 } as CartProduct,
  ]),
);
const lookup = (productId: number) => catalogue.get(productId);
const texts = (plan: { problems: readonly Parameters<typeof messageText>[0][] }) =>
  plan.problems.map(messageText);

describe('adding products to a list', () => {
  it('adds each product once, the quantities asked for summed and the options merged', () => {
    const plan = planAdditions(
      [
        { productId: MILK, quantity: 1, infos: { accept_alternatives: 'true' } },
        { productId: BREAD, quantity: 2 },
        { productId: MILK, quantity: 2, infos: { size: 'grande' } },
      ],
      new Map(),
      lookup,
    );
    expect(texts(plan)).toEqual([]);
    expect(plan.additions).toEqual([
      {
        productId: MILK,
        quantity: 3,
        infos: { accept_alternatives: 'true', size: 'grande' },
      },
      { productId: BREAD, quantity: 2, infos: {} },
    ]);
  });

  it('refuses a product the catalogue does not have, and a line past the largest quantity', () => {
    const plan = planAdditions(
      [
        { productId: GONE, quantity: 1 },
        { productId: MILK, quantity: 2 },
      ],
      new Map([[MILK, 4]]),
      lookup,
    );
    expect(texts(plan)).toEqual(['Prodotto non trovato', MAX_ACQ]);
  });

  it('refuses a quantity and a weight given together', () => {
    const plan = planAdditions([{ productId: MILK, quantity: 1, weight: 1 }], new Map(), lookup);
    expect(texts(plan)).toEqual(['Indica la quantità oppure il peso, non entrambi']);
    expect(plan.additions).toEqual([]);
  });
});

describe("setting a list's quantities", () => {
  const lines = [
    { id: 1, productId: MILK, quantity: 2, infos: {} },
    { id: 2, productId: BREAD, quantity: 1, infos: {} },
  ];

  it('takes a line at 0 off the list and sets the others', () => {
    const plan = planQuantityChanges(
      [
        { itemId: 1, quantity: 0 },
        { itemId: 2, quantity: 3 },
      ],
      lines,
      lookup,
    );
    expect(texts(plan)).toEqual([]);
    expect(plan.removals).toEqual([1]);
    expect(plan.updates).toEqual([{ itemId: 2, quantity: 3 }]);
  });

  it('refuses a line that is not in the list and a quantity past the largest', () => {
    const plan = planQuantityChanges(
      [
        { itemId: 7, quantity: 1 },
        { itemId: 2, quantity: 6 },
      ],
      lines,
      lookup,
    );
    expect(texts(plan)).toEqual(['Articolo non presente nella lista', MAX_ACQ]);
  });
});
