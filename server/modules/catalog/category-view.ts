/**
 * Categories as the contract's `Category`: the menu tree down to a depth, optionally without
 * empty subtrees, or restricted to subtrees with products matching words; and one category with
 * its page (blocks and banners by slot).
 */
import type { Schemas } from '../../http/contract';
import type { CatalogSnapshot, CategoryNode } from './snapshot';

export type ApiCategory = Schemas['Category'];

export interface TreeOptions {
  /** Levels in the reply, the first included (1 = no children). */
  readonly depth: number;
  /** Drop categories whose subtree has no product. */
  readonly filtered: boolean;
  /** With words: products matching them per category; categories without any are dropped. */
  readonly matches: ReadonlyMap<number, number> | null;
  /** Leave out the happy-hour category and its products (see happy-hour.ts). */
  readonly hideRestricted: boolean;
}

function productCountOf(node: CategoryNode, options: TreeOptions): number {
  if (options.matches !== null) return options.matches.get(node.record.id) ?? 0;
  return node.products.length - (options.hideRestricted ? node.restrictedProducts : 0);
}

function isShown(node: CategoryNode, options: TreeOptions): boolean {
  if (options.hideRestricted && node.restricted) return false;
  return (!options.filtered && options.matches === null) || productCountOf(node, options) > 0;
}

function metaDataOf(node: CategoryNode): ApiCategory['metaData'] {
  const { templateModel } = node.record;
  return {
    category_info: { ...node.record.info },
    ...(templateModel === null ? {} : { template_model: { ...templateModel } }),
  };
}

export function toApiCategory(node: CategoryNode, options: TreeOptions): ApiCategory {
  const category: ApiCategory = {
    categoryId: node.record.id,
    slug: node.record.slug,
    name: node.record.name,
    parentId: node.record.parentId ?? 0,
    productCount: productCountOf(node, options),
    metaData: metaDataOf(node),
  };
  if (options.depth > 1) {
    const deeper = { ...options, depth: options.depth - 1 };
    category.categories = node.children
      .filter((child) => isShown(child, options))
      .map((child) => toApiCategory(child, deeper));
  }
  return category;
}

export function categoryTree(snapshot: CatalogSnapshot, options: TreeOptions): ApiCategory[] {
  return snapshot.topCategories
    .filter((node) => isShown(node, options))
    .map((node) => toApiCategory(node, options));
}

/**
 * Products matching words, counted for every category of their leaf's lineage (without the
 * happy-hour products when `hideRestricted`).
 */
export function matchesPerCategory(
  snapshot: CatalogSnapshot,
  q: string,
  hideRestricted: boolean,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const index of snapshot.search.search(q).documents) {
    if (hideRestricted && snapshot.columns.restricted[index] === 1) continue;
    const leaf = snapshot.categoriesById.get(snapshot.columns.categoryId[index] ?? 0);
    for (const id of leaf?.lineage ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** One category with its children, its blocks and its banners grouped by slot. */
export function categoryPage(
  snapshot: CatalogSnapshot,
  node: CategoryNode,
  options: TreeOptions,
): ApiCategory {
  const id = node.record.id;
  const proposals: NonNullable<ApiCategory['proposals']> = {};
  for (const proposal of snapshot.proposalsByCategory.get(id) ?? []) {
    const list = proposals[proposal.slot] ?? [];
    list.push(toApiProposal(proposal));
    proposals[proposal.slot] = list;
  }
  return {
    ...toApiCategory(node, options),
    categoryBlocks: (snapshot.blocksByCategory.get(id) ?? []).map((block) => ({
      categoryBlockId: block.id,
      slot: block.slot,
      mode: toBlockMode(block.mode),
      title: block.title,
    })),
    proposals,
  };
}

type ApiProposal = Schemas['Proposal'];
type BlockMode = Schemas['CategoryBlock']['mode'];
const BLOCK_MODES: readonly BlockMode[] = [
  'productSlider',
  'productGrid',
  'categoryGrid',
  'proposalBanner',
];

/** A stored mode the contract does not know is shown as a grid of products. */
export function toBlockMode(mode: string): BlockMode {
  return BLOCK_MODES.find((known) => known === mode) ?? 'productGrid';
}

export function toApiProposal(proposal: {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  link: string;
}): ApiProposal {
  return {
    proposalId: proposal.id,
    name: proposal.name,
    link: proposal.link,
    ...(proposal.description === null ? {} : { description: proposal.description }),
    ...(proposal.imageUrl === null ? {} : { imageUrl: proposal.imageUrl }),
  };
}
