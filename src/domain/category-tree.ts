/**
 * The category-tree side menu (shopping-flow.md §2 "Category tree side menu"): three levels,
 * empty categories filtered out, custom categories first for logged-in users and last for
 * visitors, and the happy-hour category only when its rule allows.
 */
import {
  HAPPY_HOUR_SLUG,
  isHappyHourVisible,
  isOnlyForBetaTesters,
  type HappyHourContext,
} from './happy-hour';

export const MENU_DEPTH = 3;

/** The parts of a category the menu needs. */
export interface MenuCategory {
  readonly slug: string;
  readonly productCount?: number;
  readonly categories?: readonly MenuCategory[];
  readonly metaData?: { readonly category_info?: Readonly<Record<string, string | undefined>> };
}

const infoOf = (category: MenuCategory, key: string) => category.metaData?.category_info?.[key];

/** Custom categories (campaigns, the happy hour) are marked CUSTOM in their info. */
export function isCustomCategory(category: MenuCategory): boolean {
  return infoOf(category, 'CUSTOM') === 'true' || category.slug === HAPPY_HOUR_SLUG;
}

function isVisible(category: MenuCategory, context: HappyHourContext): boolean {
  if ((category.productCount ?? 0) === 0) return false;
  if (category.slug !== HAPPY_HOUR_SLUG) return true;
  return isHappyHourVisible(isOnlyForBetaTesters(category.metaData?.category_info), context);
}

function prune<C extends MenuCategory>(
  categories: readonly C[],
  context: HappyHourContext,
  depth: number,
): C[] {
  return categories
    .filter((category) => isVisible(category, context))
    .map((category) =>
      depth <= 1 || !category.categories
        ? { ...category, categories: [] }
        : {
            ...category,
            categories: prune(category.categories as readonly C[], context, depth - 1),
          },
    );
}

/** The top categories as the menu shows them. */
export function menuTree<C extends MenuCategory>(
  categories: readonly C[],
  context: HappyHourContext,
): C[] {
  const visible = prune(categories, context, MENU_DEPTH);
  const custom = visible.filter(isCustomCategory);
  const regular = visible.filter((category) => !isCustomCategory(category));
  return context.authenticated ? [...custom, ...regular] : [...regular, ...custom];
}

/** A category of the menu with what it shows. */
export interface MenuCategoryView extends MenuCategory {
  readonly categoryId: number;
  readonly name: string;
  readonly categories?: readonly MenuCategoryView[];
}

/** A category with the parts a path to it needs. */
export interface PathCategory {
  readonly categoryId: number;
  readonly categories?: readonly PathCategory[];
}

/**
 * The categories from the top of the tree down to `categoryId` (the product page's breadcrumb);
 * empty when the tree does not hold it.
 */
export function categoryPath<C extends PathCategory>(
  categories: readonly C[],
  categoryId: number,
): C[] {
  for (const category of categories) {
    if (category.categoryId === categoryId) return [category];
    const below = categoryPath((category.categories ?? []) as readonly C[], categoryId);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}
