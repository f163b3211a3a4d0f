/**
 * The shapes of the assortment's source data: a top category holds subcategories, which hold
 * leaves, which hold product families (names x qualifiers x sizes, one picture, one price per kg,
 * litre or piece). Helpers keep the data in taxonomy.ts short.
 */
import type { ProfileName } from './profiles';
import type { Size } from './sizes';

/** Product classes (spec: filterProductClasses 1, 2, 3, 4, 6; 5 is a purchase-limit group). */
export const CLASS = {
  organic: 1,
  glutenFree: 2,
  lactoseFree: 3,
  vegan: 4,
  alcohol: 5,
  italian: 6,
} as const;

export const PRODUCT_CLASS_ROWS = [
  { id: CLASS.organic, name: 'Biologico', isFilter: true },
  { id: CLASS.glutenFree, name: 'Senza glutine', isFilter: true },
  { id: CLASS.lactoseFree, name: 'Senza lattosio', isFilter: true },
  { id: CLASS.vegan, name: 'Vegano', isFilter: true },
  { id: CLASS.alcohol, name: 'Bevande alcoliche', isFilter: false },
  { id: CLASS.italian, name: 'Prodotto italiano', isFilter: true },
] as const;

export interface Family {
  readonly names: readonly string[];
  /** Added after the name; '' means none. */
  readonly qualifiers: readonly string[];
  readonly sizes: readonly Size[];
  /** Euros per kg, litre or piece of the size's unit. */
  readonly unitPrice: number;
  /** A Fluent Emoji Flat illustration name. */
  readonly icon: string;
  readonly profile: ProfileName;
  /** Classes every product of the family has. */
  readonly classes: readonly number[];
}

/** Selling rules a whole leaf shares (spec section 3 productInfos). */
export interface LeafRules {
  readonly leadTimeHours?: number;
  readonly dayLock?: string;
  readonly lockCutoff?: string;
  readonly maxAcq?: number;
  readonly options?: 'cut' | 'cleaning' | 'slicing' | 'writing';
}

export interface Leaf {
  readonly name: string;
  readonly families: readonly Family[];
  readonly rules: LeafRules;
}

export interface Sub {
  readonly name: string;
  readonly leaves: readonly Leaf[];
}

export interface Top {
  readonly name: string;
  readonly slug: string;
  readonly color: string;
  readonly icon: string;
  readonly description: string;
  readonly subs: readonly Sub[];
}

/** A family: names and qualifiers are '|'-separated. */
export function fam(
  names: string,
  qualifiers: string,
  sizes: readonly Size[],
  unitPrice: number,
  icon: string,
  profile: ProfileName,
  classes: readonly number[] = [],
): Family {
  return {
    names: names.split('|'),
    qualifiers: qualifiers.split('|'),
    sizes,
    unitPrice,
    icon,
    profile,
    classes,
  };
}

export const leaf = (name: string, families: readonly Family[], rules: LeafRules = {}): Leaf => ({
  name,
  families,
  rules,
});

export const sub = (name: string, leaves: readonly Leaf[]): Sub => ({ name, leaves });
