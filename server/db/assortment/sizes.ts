/** Package sizes as shoppers read them ('300 g', '1,5 l', 'sfuso') and the quantity behind them. */

export type Unit = 'kg' | 'l' | 'pz';

export interface Size {
  /** Printed after the name; empty for loose products. */
  readonly label: string;
  /** How much of `unit` one piece holds. */
  readonly quantity: number;
  readonly unit: Unit;
  /** Sold by weight (TIPOLOGIA Sfuso): the price is per kg. */
  readonly loose?: boolean;
  /** Pieces in a package (TIPOLOGIA Confezione): QTY_MULT. */
  readonly pack?: number;
}

const italianNumber = (value: number) => String(value).replace('.', ',');

export const g = (grams: number): Size => ({
  label: `${grams} g`,
  quantity: grams / 1000,
  unit: 'kg',
});
export const kg = (kilos: number): Size => ({
  label: `${italianNumber(kilos)} kg`,
  quantity: kilos,
  unit: 'kg',
});
export const ml = (millilitres: number): Size => ({
  label: `${millilitres} ml`,
  quantity: millilitres / 1000,
  unit: 'l',
});
export const l = (litres: number): Size => ({
  label: `${italianNumber(litres)} l`,
  quantity: litres,
  unit: 'l',
});
/** Several pieces in one package sold as one piece ('6 uova', '3 pz'). */
export const pcs = (count: number, noun = 'pz'): Size => ({
  label: `${count} ${noun}`,
  quantity: count,
  unit: 'pz',
});
/** A piece that is also sold by the package of `count` (TIPOLOGIA Confezione). */
export const packOf = (count: number, size: Size): Size => ({ ...size, pack: count });
/** Sold by weight; the price is per kg. */
export const LOOSE: Size = { label: '', quantity: 1, unit: 'kg', loose: true };
