/**
 * A page block with its content resolved (`category-block/info`): the products on promotion, the
 * new products, a category's products, the top categories, or the block's banners.
 */
import type { Schemas } from '../../http/contract';
import type { BlockRecord } from './repository';
import { toApiCategory, toApiProposal, toBlockMode } from './category-view';
import type { CatalogSnapshot } from './snapshot';

type BlockData = Schemas['CategoryBlockData'];

/** Products of the block's source, in the shop's default order (or newest first). */
function productIndexes(snapshot: CatalogSnapshot, block: BlockRecord): number[] {
  const { source } = block;
  const { columns } = snapshot;
  // Campaign categories (the happy hour) have their own visibility rule: not on general pages.
  const isGeneral = (index: number) =>
    !(snapshot.categoriesById.get(columns.categoryId[index] ?? 0)?.isCustom ?? false);
  switch (source.kind) {
    case 'promo': {
      const pool =
        source.categoryId === undefined
          ? [...snapshot.orders.rank].filter(isGeneral)
          : (snapshot.categoriesById.get(source.categoryId)?.products ?? []);
      return pool.filter((index) => columns.isPromo[index] === 1).slice(0, source.limit);
    }
    case 'new':
      return [...snapshot.orders.new]
        .filter((index) => columns.isNew[index] === 1 && isGeneral(index))
        .slice(0, source.limit);
    case 'category':
      return (snapshot.categoriesById.get(source.categoryId)?.products ?? []).slice(
        0,
        source.limit,
      );
    default:
      return [];
  }
}

export function resolveBlock(snapshot: CatalogSnapshot, block: BlockRecord): BlockData {
  const data: BlockData = {
    categoryBlockId: block.id,
    slot: block.slot,
    mode: toBlockMode(block.mode),
    title: block.title,
  };
  switch (block.source.kind) {
    case 'topCategories':
      data.categories = snapshot.topCategories
        .filter((node) => !node.isCustom && node.products.length > 0)
        .map((node) =>
          toApiCategory(node, { depth: 1, filtered: true, matches: null, hideRestricted: true }),
        );
      return data;
    case 'proposals':
      data.proposals = (snapshot.proposalsByCategory.get(block.categoryId) ?? [])
        .filter((proposal) => proposal.slot === block.slot)
        .map(toApiProposal);
      return data;
    default:
      data.products = productIndexes(snapshot, block).flatMap(
        (index) => snapshot.products[index] ?? [],
      );
      return data;
  }
}
