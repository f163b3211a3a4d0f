/**
 * A product's quantity rules, shared by the quantity statechart and the server (shopping-flow.md
 * section 4 "Quantity stepping", section 5 "Purchase limits" and the Sfuso unit multipliers).
 *
 * Quantities are pieces (Pezzo, Confezione) or the base unit, kilograms, of a Sfuso product.
 * Every computation runs in integer thousandths, so 0.1 + 0.2 is 0.3 and "3 decimals" is exact.
 *
 * Choices the spec leaves open, made here once for client and server:
 * - Minus: a step that would land below the smallest buyable quantity (minAcq, WEIGHT_SELLING)
 *   gives 0, which asks to remove the line ("minus goes down to 0"). The stepper therefore never
 *   produces a quantity between 0 and minAcq; such a quantity, typed or sent to the server, is
 *   refused with errors.minAcq ("Minus below minAcq is refused").
 * - Plus: capped at the largest buyable quantity not above MAXACQ; the maxAcq message comes when
 *   the plus could not add its whole step (landing exactly on MAXACQ is not "superato").
 * - minAcq applies to Pezzo and Confezione; a Sfuso product starts at WEIGHT_SELLING instead.
 * - A Sfuso weight is on the grid WEIGHT_SELLING + n × STEP_SELLING.
 * - The stepper snaps a quantity that is off its grid (old lines, typed values) onto it.
 */
import { cartMessages, italianNumber, problem, type CartProblem } from './cart-messages';

export type Tipologia = 'Pezzo' | 'Confezione' | 'Sfuso';

/** The part of a product the rules read: `minAcq` and `productInfos` (all values strings). */
export interface SellingProduct {
  readonly minAcq: number;
  readonly productInfos: { readonly [key: string]: string | undefined };
}

/** A product's selling rules with numbers (sellingRulesOf). */
export interface SellingRules {
  readonly tipologia: Tipologia;
  /** QTY_MULT: pieces a plus adds (Pezzo, Confezione); 1 when missing. */
  readonly qtyMult: number;
  /** QTY_LOCKED 'true': only multiples of QTY_MULT. */
  readonly qtyLocked: boolean;
  /** The smallest quantity of a Pezzo or Confezione (minAcq, at least 1). */
  readonly minAcq: number;
  /** Sfuso: the first weight (WEIGHT_SELLING), in `unit`. */
  readonly weightSelling: number;
  /** Sfuso: the step of the weight (STEP_SELLING), in `unit`. */
  readonly stepSelling: number;
  /** MAXACQ: the most one cart may hold of the product; null without a limit. */
  readonly maxAcq: number | null;
  /** USER_DISABLED '1': shown but not buyable now. */
  readonly userDisabled: boolean;
  /** What a quantity counts: 'pz', or the Sfuso base unit (WEIGHT_UNIT_BASE, default kg). */
  readonly unit: string;
}

/** The result of a plus, a minus or a typed quantity: the quantity, and why it was changed. */
export interface QuantityChange {
  readonly quantity: number;
  readonly problem: CartProblem | null;
}

const SCALE = 1000;
const toMilli = (value: number) => Math.round(value * SCALE);
const fromMilli = (milli: number) => milli / SCALE;

/** Sfuso unit multipliers (section 5): how many of the unit make one kg or one litre. */
export const SFUSO_UNIT_MULTIPLIERS: Readonly<Record<string, number>> = {
  g: 1000,
  gr: 1000,
  kg: 1,
  hg: 10,
  dag: 100,
  ml: 1000,
  cl: 100,
  lt: 1,
  l: 1,
};

/** How many `sellingUnit` make one `baseUnit` (g in kg: 1000); 1 for an unknown unit. */
export function unitMultiplier(sellingUnit: string, baseUnit: string): number {
  const selling = SFUSO_UNIT_MULTIPLIERS[sellingUnit.toLowerCase()];
  const base = SFUSO_UNIT_MULTIPLIERS[baseUnit.toLowerCase()];
  return selling === undefined || base === undefined ? 1 : selling / base;
}

/** `value` of `fromUnit` expressed in `toUnit`, to 3 decimals (250 g is 0.25 kg). */
export function convertSfusoQuantity(value: number, fromUnit: string, toUnit: string): number {
  return fromMilli(toMilli(value / unitMultiplier(fromUnit, toUnit)));
}

function positiveNumber(text: string | undefined): number | null {
  const value = Number(text);
  return text === undefined || text.trim() === '' || !Number.isFinite(value) || value <= 0
    ? null
    : value;
}

function tipologiaOf(text: string | undefined): Tipologia {
  return text === 'Confezione' || text === 'Sfuso' ? text : 'Pezzo';
}

/** The product's selling rules; a missing or unreadable value takes its default. */
export function sellingRulesOf(product: SellingProduct): SellingRules {
  const infos = product.productInfos;
  const tipologia = tipologiaOf(infos.TIPOLOGIA);
  const unit = tipologia === 'Sfuso' ? (infos.WEIGHT_UNIT_BASE ?? 'kg') : 'pz';
  const sellingUnit = infos.WEIGHT_UNIT_SELLING ?? unit;
  const inBase = (text: string | undefined, fallback: number) =>
    convertSfusoQuantity(positiveNumber(text) ?? fallback, sellingUnit, unit);
  const stepSelling = Math.max(0.001, inBase(infos.STEP_SELLING, 0.1));
  const maxAcq = positiveNumber(infos.MAXACQ);
  return {
    tipologia,
    qtyMult: fromMilli(Math.max(1, toMilli(positiveNumber(infos.QTY_MULT) ?? 1))),
    qtyLocked: infos.QTY_LOCKED === 'true',
    minAcq: Math.max(1, Math.ceil(product.minAcq)),
    weightSelling: Math.max(0.001, inBase(infos.WEIGHT_SELLING, stepSelling)),
    stepSelling,
    maxAcq: maxAcq === null ? null : fromMilli(toMilli(maxAcq)),
    userDisabled: infos.USER_DISABLED === '1',
    unit,
  };
}

const ceilTo = (milli: number, multiple: number) => Math.ceil(milli / multiple) * multiple;
const floorTo = (milli: number, multiple: number) => Math.floor(milli / multiple) * multiple;

/** The grid of buyable quantities, in thousandths: `first`, then every `step` after it. */
interface Grid {
  readonly first: number;
  readonly step: number;
}

/**
 * Pezzo and Confezione: whole pieces from minAcq (a multiple of QTY_MULT when locked); the plus
 * steps by QTY_MULT either way. Sfuso: WEIGHT_SELLING + n × STEP_SELLING.
 */
function gridOf(rules: SellingRules): Grid {
  if (rules.tipologia === 'Sfuso') {
    return { first: toMilli(rules.weightSelling), step: toMilli(rules.stepSelling) };
  }
  const piece = rules.qtyLocked ? toMilli(rules.qtyMult) : SCALE;
  return { first: ceilTo(toMilli(rules.minAcq), piece), step: piece };
}

/** How far a plus or minus moves: QTY_MULT pieces, or STEP_SELLING. */
function stepOf(rules: SellingRules): number {
  return rules.tipologia === 'Sfuso' ? toMilli(rules.stepSelling) : toMilli(rules.qtyMult);
}

/** The largest buyable quantity not above MAXACQ (thousandths); null without MAXACQ. */
function highestOf(rules: SellingRules, grid: Grid): number | null {
  if (rules.maxAcq === null) return null;
  const max = toMilli(rules.maxAcq);
  return max < grid.first ? 0 : grid.first + floorTo(max - grid.first, grid.step);
}

/** The grid point nearest `milli`, never below the first. */
function nearestOnGrid(grid: Grid, milli: number): number {
  if (milli <= grid.first) return grid.first;
  return grid.first + Math.round((milli - grid.first) / grid.step) * grid.step;
}

function maxAcqChange(quantity: number): QuantityChange {
  return { quantity: fromMilli(quantity), problem: problem(cartMessages.maxAcq) };
}

/** The plus of the stepper: one step up, raised to the first buyable quantity, capped at MAXACQ. */
export function stepUp(rules: SellingRules, quantity: number): QuantityChange {
  const grid = gridOf(rules);
  const current = Math.max(0, toMilli(quantity));
  const raised = current + stepOf(rules);
  const next =
    raised <= grid.first ? grid.first : grid.first + ceilTo(raised - grid.first, grid.step);
  const highest = highestOf(rules, grid);
  if (highest !== null && next > highest) return maxAcqChange(Math.max(current, highest));
  return { quantity: fromMilli(next), problem: null };
}

/**
 * The minus of the stepper: one step down; below the first buyable quantity it gives 0, which
 * asks to remove the line. Above MAXACQ (a line older than the limit) it comes back to it.
 */
export function stepDown(rules: SellingRules, quantity: number): QuantityChange {
  const grid = gridOf(rules);
  const lowered = toMilli(quantity) - stepOf(rules);
  if (lowered < grid.first) return { quantity: 0, problem: null };
  const onGrid = grid.first + floorTo(lowered - grid.first, grid.step);
  const highest = highestOf(rules, grid);
  return {
    quantity: fromMilli(highest === null ? onGrid : Math.min(onGrid, highest)),
    problem: null,
  };
}

/** What the first add puts in the cart (the plus from 0); 0 when MAXACQ allows nothing. */
export function firstQuantity(rules: SellingRules): number {
  return stepUp(rules, 0).quantity;
}

/**
 * The quantity when the manual input closes: 3 decimals, whole pieces or the weight grid, a
 * multiple of QTY_MULT when QTY_LOCKED is 'true', raised to minAcq or WEIGHT_SELLING (saying
 * so) and capped at MAXACQ (saying so). Nothing, 0 or less gives 0: remove the line.
 */
export function normalizeManualQuantity(rules: SellingRules, typed: number): QuantityChange {
  const milli = Number.isFinite(typed) ? toMilli(typed) : 0;
  if (milli <= 0) return { quantity: 0, problem: null };
  const grid = gridOf(rules);
  // Pieces round to whole ones (or whole packages when locked), never down to nothing.
  const rounded =
    rules.tipologia === 'Sfuso'
      ? milli
      : Math.max(grid.step, Math.round(milli / grid.step) * grid.step);
  const snapped = nearestOnGrid(grid, rounded);
  const highest = highestOf(rules, grid);
  if (highest !== null && snapped > highest) return maxAcqChange(highest);
  if (rounded < grid.first) return { quantity: fromMilli(grid.first), problem: belowFirst(rules) };
  return { quantity: fromMilli(snapped), problem: null };
}

/** `a + b` to 3 decimals, exactly (0.1 + 0.2 is 0.3). */
export function addQuantities(a: number, b: number): number {
  return fromMilli(toMilli(a) + toMilli(b));
}

/** A Confezione line shows packages once its quantity reaches QTY_MULT. */
export function isPackageMode(rules: SellingRules, quantity: number): boolean {
  return rules.tipologia === 'Confezione' && toMilli(quantity) >= toMilli(rules.qtyMult);
}

/** Whole packages of QTY_MULT pieces in `quantity` (for the package mode's label). */
export function packagesOf(rules: SellingRules, quantity: number): number {
  return Math.floor(toMilli(quantity) / toMilli(rules.qtyMult));
}

function belowFirst(rules: SellingRules): CartProblem {
  return rules.tipologia === 'Sfuso'
    ? problem(cartMessages.minWeight, {
        weight: italianNumber(rules.weightSelling),
        unit: rules.unit,
      })
    : problem(cartMessages.minAcq);
}

/** Whether `quantity` needs no more than 3 decimals (the quantity rounding of the spec). */
export function hasAtMostThreeDecimals(quantity: number): boolean {
  const scaled = quantity * SCALE;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * Whether `quantity` of the product may be in a cart line: null when it may, else why not.
 * The server checks every requested quantity with it; the client may check typed ones.
 */
export function quantityError(rules: SellingRules, quantity: number): CartProblem | null {
  if (rules.userDisabled) return problem(cartMessages.productDisabled);
  if (!Number.isFinite(quantity) || quantity <= 0) return problem(cartMessages.invalidQuantity);
  if (!hasAtMostThreeDecimals(quantity)) return problem(cartMessages.quantityDecimals);
  const milli = toMilli(quantity);
  const grid = gridOf(rules);
  if (rules.tipologia === 'Sfuso') {
    if (milli < grid.first) return belowFirst(rules);
    if ((milli - grid.first) % grid.step !== 0) {
      return problem(cartMessages.weightStep, {
        weight: italianNumber(rules.weightSelling),
        step: italianNumber(rules.stepSelling),
        unit: rules.unit,
      });
    }
  } else {
    if (milli % SCALE !== 0) return problem(cartMessages.quantityWhole);
    if (rules.qtyLocked && milli % grid.step !== 0) {
      return problem(cartMessages.quantityMultiple, { multiple: italianNumber(rules.qtyMult) });
    }
    if (milli < toMilli(rules.minAcq)) return problem(cartMessages.minAcq);
  }
  if (rules.maxAcq !== null && milli > toMilli(rules.maxAcq)) return problem(cartMessages.maxAcq);
  return null;
}
