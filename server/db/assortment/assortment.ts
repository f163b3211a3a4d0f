/**
 * The whole generated assortment: categories with their page blocks and banners, vendors,
 * classes, promotions, and a product generator over the leaves. Pure: no database here.
 */
import type { BlockSource, CategoryKind, StringMap } from '../schema/catalog';
import { PRODUCT_CLASS_ROWS } from './families';
import { homePage, topCategoryPage, type PageBlock, type PageProposal } from './pages';
import { generateProduct, type ProductLeaf, type ProductRow } from './product-generator';
import { PROFILES } from './profiles';
import { ALL_PROMOS } from './promos';
import { createRandom, mixSeed } from './random';
import { slugify } from './slugify';
import { HAPPY_HOUR, TOP_CATEGORIES } from './taxonomy';

/** The seed of the shop's assortment; another value gives another (equally valid) shop. */
export const DEFAULT_ASSORTMENT_SEED = 20_260_115;
export const DEFAULT_SEED_PRODUCTS = 2000;
export const HOME_CATEGORY_ID = 1;

export interface CategoryRow {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  position: number;
  kind: CategoryKind;
  info: StringMap;
  templateModel: StringMap | null;
}

export interface BlockRow {
  id: number;
  categoryId: number;
  slot: string;
  mode: string;
  title: string;
  position: number;
  source: BlockSource;
}

export interface ProposalRow {
  id: number;
  categoryId: number;
  slot: string;
  position: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  link: string;
}

export interface Assortment {
  readonly categories: readonly CategoryRow[];
  readonly blocks: readonly BlockRow[];
  readonly proposals: readonly ProposalRow[];
  readonly vendors: readonly { id: number; name: string }[];
  readonly productClasses: typeof PRODUCT_CLASS_ROWS;
  readonly promos: typeof ALL_PROMOS;
  /** Product number `index` (0-based). */
  product(index: number): ProductRow;
}

export const photoUrl = (icon: string) => `/photo/${icon}.svg`;

function vendorRows(): { id: number; name: string }[] {
  const names = [...new Set(Object.values(PROFILES).flatMap((profile) => profile.brands))];
  return names.map((name, index) => ({ id: index + 1, name }));
}

export function buildAssortment(seed = DEFAULT_ASSORTMENT_SEED): Assortment {
  const categories: CategoryRow[] = [];
  const leaves: ProductLeaf[] = [];
  const blocks: BlockRow[] = [];
  const proposals: ProposalRow[] = [];
  let nextCategoryId = HOME_CATEGORY_ID + 1;

  const addCategory = (row: Omit<CategoryRow, 'id'>): number => {
    const id = nextCategoryId;
    nextCategoryId += 1;
    categories.push({ id, ...row });
    return id;
  };
  const addPage = (
    categoryId: number,
    page: { blocks: PageBlock[]; proposals: PageProposal[] },
  ) => {
    page.blocks.forEach((block, position) =>
      blocks.push({ id: blocks.length + 1, categoryId, position, ...block }),
    );
    page.proposals.forEach((proposal, position) =>
      proposals.push({ id: proposals.length + 1, categoryId, position, ...proposal }),
    );
  };

  TOP_CATEGORIES.forEach((top, topPosition) => {
    const page = topCategoryPage(top);
    const topId = addCategory({
      parentId: null,
      slug: top.slug,
      name: top.name,
      position: topPosition,
      kind: 'tree',
      info: {
        MENU_COLOR: top.color,
        ICON: photoUrl(top.icon),
        TITLE: top.name,
        DESCRIPTION: top.description,
      },
      templateModel: page.templateModel,
    });
    addPage(topId, page.content(topId));
    top.subs.forEach((sub, subPosition) => {
      const subId = addCategory({
        parentId: topId,
        slug: slugify(sub.name),
        name: sub.name,
        position: subPosition,
        kind: 'tree',
        info: { TITLE: sub.name },
        templateModel: null,
      });
      sub.leaves.forEach((leaf, leafPosition) => {
        const leafId = addCategory({
          parentId: subId,
          slug: slugify(leaf.name),
          name: leaf.name,
          position: leafPosition,
          kind: 'tree',
          info: { TITLE: leaf.name },
          templateModel: null,
        });
        if (leaf.families.length > 0) {
          leaves.push({
            categoryId: leafId,
            families: leaf.families,
            rules: leaf.rules,
            happyHour: false,
          });
        }
      });
    });
  });

  const happyHourId = addCategory({
    parentId: null,
    slug: HAPPY_HOUR.slug,
    name: HAPPY_HOUR.name,
    position: TOP_CATEGORIES.length,
    kind: 'tree',
    info: {
      MENU_COLOR: HAPPY_HOUR.color,
      ICON: photoUrl(HAPPY_HOUR.icon),
      TITLE: HAPPY_HOUR.name,
      DESCRIPTION: HAPPY_HOUR.description,
      HH_SHOW_ONLY_BETATESTER: 'true',
      CUSTOM: 'true',
    },
    templateModel: null,
  });
  leaves.push({
    categoryId: happyHourId,
    families: HAPPY_HOUR.families,
    rules: {},
    happyHour: true,
  });

  const home = homePage(categories);
  categories.unshift({
    id: HOME_CATEGORY_ID,
    parentId: null,
    slug: 'home',
    name: 'Home',
    position: 0,
    kind: 'page',
    info: {
      TITLE: 'Spesa online',
      DESCRIPTION: 'La spesa di tutti i giorni, a casa tua o in negozio.',
    },
    templateModel: home.templateModel,
  });
  addPage(HOME_CATEGORY_ID, home.content);

  const vendors = vendorRows();
  const vendorIds = new Map(vendors.map((vendor) => [vendor.name, vendor.id]));
  const vendorIdOf = (brand: string) => {
    const id = vendorIds.get(brand);
    if (id === undefined) throw new Error(`Unknown brand ${brand}`);
    return id;
  };
  // Larger departments get more products: a leaf's weight is its number of families.
  const weighted = leaves.flatMap((leaf) => leaf.families.map(() => leaf));

  return {
    categories,
    blocks,
    proposals,
    vendors,
    productClasses: PRODUCT_CLASS_ROWS,
    promos: ALL_PROMOS,
    product(index) {
      // The first products visit every leaf once, so no stocked leaf is ever empty.
      const leaf = leaves[index] ?? createRandom(mixSeed(seed ^ 0x5eed, index)).pick(weighted);
      return generateProduct(seed, index, leaf, vendorIdOf);
    },
  };
}
