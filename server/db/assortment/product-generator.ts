/**
 * Builds product number `index` of the assortment from the seed alone (its own random stream), so
 * the first 2,000 products of a 50,000-product seeding are the 2,000 of a default one and a
 * larger seeding only adds rows.
 */
import type { StoredSelectOption, StringMap } from '../schema/catalog';
import { italianEan13 } from './ean';
import { CLASS, type Family, type LeafRules } from './families';
import { HOUSE_BRAND, PROFILES } from './profiles';
import { PROMOS, type PromoSpec } from './promos';
import { createRandom, mixSeed, type Random } from './random';
import type { Size } from './sizes';
import { slugify } from './slugify';

/** Where products go: a leaf category with its families and selling rules. */
export interface ProductLeaf {
  readonly categoryId: number;
  readonly families: readonly Family[];
  readonly rules: LeafRules;
  /** Every product of the happy-hour category carries its half-price promotion. */
  readonly happyHour: boolean;
}

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  shortDescr: string;
  descr: string;
  categoryId: number;
  vendorId: number;
  ean: string;
  priceCents: number;
  priceStandardCents: number;
  unitQuantity: number;
  unit: 'kg' | 'l' | 'pz';
  isNew: boolean;
  highlight: boolean;
  minAcq: number;
  infos: StringMap;
  selectOptions: StoredSelectOption[] | null;
  promoId: number | null;
  classIds: number[];
  photo: string;
  popularity: number;
  releasedOn: string;
}

export const FIRST_PRODUCT_ID = 100_001;
/** "Today" of the generated data, so release dates do not depend on when the seed runs. */
const CATALOGUE_DATE = Date.UTC(2026, 0, 15);
const DAY_MS = 86_400_000;

const OPTION_SETS: Readonly<Record<NonNullable<LeafRules['options']>, StoredSelectOption>> = {
  cut: {
    name: 'Taglio',
    parameterName: 'taglio',
    mode: 'radio',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'fette', value: 'A fette' },
      { key: 'bocconcini', value: 'A bocconcini' },
    ],
  },
  cleaning: {
    name: 'Pulizia',
    parameterName: 'pulizia',
    mode: 'radio',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'eviscerato', value: 'Eviscerato' },
      { key: 'sfilettato', value: 'Sfilettato' },
    ],
  },
  slicing: {
    name: 'Affettatura',
    parameterName: 'affettatura',
    mode: 'select',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'sottile', value: 'Affettato sottile' },
      { key: 'medio', value: 'Affettato medio' },
    ],
  },
  writing: {
    name: 'Scritta sulla torta',
    parameterName: 'scritta',
    mode: 'select',
    options: [
      { key: 'nessuna', value: 'Nessuna scritta' },
      { key: 'compleanno', value: 'Buon compleanno' },
      { key: 'auguri', value: 'Tanti auguri' },
      { key: 'congratulazioni', value: 'Congratulazioni' },
    ],
  },
};

/** Shelf prices end in 9 cents. */
function shelfCents(euros: number): number {
  const cents = Math.max(19, Math.round(euros * 100));
  return Math.floor(cents / 10) * 10 + 9;
}

const decimal = (value: number) => String(Number(value.toFixed(3)));

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function classesOf(family: Family, qualifier: string): number[] {
  const classes = new Set(family.classes);
  if (/\bbio\b/.test(qualifier)) classes.add(CLASS.organic);
  if (/\b(DOP|IGP|DOC|DOCG)\b/.test(qualifier)) classes.add(CLASS.italian);
  return [...classes].sort((a, b) => a - b);
}

function sellingInfos(size: Size, family: Family, rules: LeafRules, random: Random): StringMap {
  const infos: StringMap = {};
  if (size.loose) {
    const deli = family.profile === 'deli';
    Object.assign(infos, {
      TIPOLOGIA: 'Sfuso',
      UNIT_SELLING: 'kg',
      WEIGHT_UNIT_SELLING: 'kg',
      WEIGHT_UNIT_BASE: 'kg',
      WEIGHT_SELLING: deli ? '0.1' : random.pick(['0.3', '0.5', '1']),
      STEP_SELLING: deli ? '0.05' : '0.1',
    });
    // Fruit, vegetables and fish are weighed by the piece: say what one piece weighs.
    if (!deli) {
      infos.WEIGHT_SELLING_SINGLE_UNIT = random.pick(['0.15', '0.2', '0.25', '0.4']);
      infos.WEIGHT_SELLING_SINGLE_UNIT_UM = 'kg';
    }
  } else if (size.pack !== undefined) {
    Object.assign(infos, {
      TIPOLOGIA: 'Confezione',
      UNIT_SELLING: 'pz',
      QTY_MULT: String(size.pack),
      LOGISTIC_PACKAGING_ITEMS: String(size.pack),
      // Drinks are sold by the whole pack only.
      QTY_LOCKED: family.profile === 'drinks' || family.profile === 'wine' ? 'true' : 'false',
    });
  } else {
    Object.assign(infos, { TIPOLOGIA: 'Pezzo', UNIT_SELLING: 'pz', QTY_MULT: '1' });
  }
  if (!size.loose && size.unit !== 'pz') {
    infos.WEIGHT_UNIT_BASE = size.unit;
    infos.WEIGHT_SELLING_SINGLE_UNIT = decimal(size.quantity);
    infos.WEIGHT_SELLING_SINGLE_UNIT_UM = size.unit;
  }
  if (rules.maxAcq !== undefined) infos.MAXACQ = String(rules.maxAcq);
  if (rules.leadTimeHours !== undefined) infos.LEAD_TIME = String(rules.leadTimeHours);
  if (rules.dayLock !== undefined) infos.DAY_LOCK = rules.dayLock;
  if (rules.lockCutoff !== undefined) infos.PRODUCT_LOCK_CUTOFF = rules.lockCutoff;
  return infos;
}

function choosePromo(leaf: ProductLeaf, random: Random): PromoSpec | null {
  if (leaf.happyHour) return PROMOS.happyHour;
  if (!random.chance(0.12)) return null;
  return random.pick(PROMOS.rotation);
}

function shortDescriptionOf(size: Size): string {
  if (size.loose) return 'Prezzo al kg';
  if (size.pack !== undefined) return `${size.label} · confezione da ${size.pack}`;
  return size.label;
}

export function generateProduct(
  seed: number,
  index: number,
  leaf: ProductLeaf,
  vendorIdOf: (brand: string) => number,
): ProductRow {
  const random = createRandom(mixSeed(seed, index));
  const family = random.pick(leaf.families);
  const profile = PROFILES[family.profile];
  const base = random.pick(family.names);
  const qualifier = random.pick(family.qualifiers);
  const size = random.pick(family.sizes);
  const brand = random.chance(0.15) ? HOUSE_BRAND : random.pick(profile.brands);
  const id = FIRST_PRODUCT_ID + index;
  const name = [base, qualifier, size.label].filter((part) => part !== '').join(' ');

  const brandFactor = brand === HOUSE_BRAND ? 0.8 : 0.9 + random.next() * 0.4;
  const standardCents = shelfCents(family.unitPrice * size.quantity * brandFactor);
  const promo = choosePromo(leaf, random);
  const priceCents =
    promo === null || promo.discountPercent === 0
      ? standardCents
      : shelfCents((standardCents * (100 - promo.discountPercent)) / 10000);

  const infos = sellingInfos(size, family, leaf.rules, random);
  if (promo !== null && promo.discountPercent >= 30 && infos.MAXACQ === undefined) {
    infos.MAXACQ = '10';
  }
  // A few products are shown but cannot be bought right now (spec: USER_DISABLED).
  if (index % 197 === 50 || random.chance(0.005)) infos.USER_DISABLED = '1';

  const intro = random.pick(profile.intros).replace('{name}', base);
  const isNew = random.chance(0.07);
  const daysAgo = isNew ? random.int(0, 30) : random.int(60, 900);

  return {
    id,
    slug: `${slugify(name)}-${id}`,
    name,
    shortDescr: shortDescriptionOf(size),
    descr: `${intro.charAt(0).toUpperCase()}${intro.slice(1)} ${random.pick(profile.closings)}`,
    categoryId: leaf.categoryId,
    vendorId: vendorIdOf(brand),
    ean: italianEan13(vendorIdOf(brand), index),
    priceCents: Math.min(priceCents, standardCents),
    priceStandardCents: standardCents,
    unitQuantity: size.loose ? 1 : Number(size.quantity.toFixed(3)),
    unit: size.unit,
    isNew,
    highlight: random.chance(0.04),
    minAcq: 1,
    infos,
    selectOptions: leaf.rules.options === undefined ? null : [OPTION_SETS[leaf.rules.options]],
    promoId: promo?.id ?? null,
    classIds: classesOf(family, qualifier),
    photo: family.icon,
    popularity: random.int(0, 1000),
    releasedOn: isoDate(CATALOGUE_DATE - daysAgo * DAY_MS),
  };
}
