/**
 * The happy-hour category on the server (shopping-flow.md §6 "Beta tester"): 'consumami-subito',
 * its subtree and its products exist only for whom src/domain/happy-hour.ts allows; for anyone
 * else they are answered as if they did not exist. The snapshot marks them once (`restricted`);
 * each request applies the rule as a cheap filter. A visitor is ruled out without any lookup, and
 * a shopper's cart (warehouse and slot) is read only when the request could show the category.
 */
import type { FastifyRequest } from 'fastify';
import {
  isHappyHourRuledOutForUser,
  isHappyHourVisible,
  isOnlyForBetaTesters,
  shopDate,
} from '../../../src/domain/happy-hour';
import { authOf } from '../../plugins/session';
import { happyHourServiceOf } from './happy-hour-repository';
import type { BlockRecord } from './repository';
import type { CatalogSnapshot, CategoryNode } from './snapshot';

/** One answer per request: the call may ask more than once. */
const answers = new WeakMap<FastifyRequest, Promise<boolean>>();

async function decide(request: FastifyRequest, snapshot: CatalogSnapshot): Promise<boolean> {
  const category = snapshot.happyHour;
  if (category === null) return true;
  const auth = authOf(request);
  const onlyBetaTesters = isOnlyForBetaTesters(category.record.info);
  const user = {
    authenticated: auth.state === 'live',
    betaTester: auth.state === 'live' && auth.user.betaTester ? '1' : '0',
  };
  if (auth.state !== 'live' || isHappyHourRuledOutForUser(onlyBetaTesters, user)) return false;
  const service = await happyHourServiceOf(request.server.database.db, auth.user.id);
  return isHappyHourVisible(onlyBetaTesters, {
    ...user,
    ...service,
    today: shopDate(request.server.clock()),
  });
}

/** Whether the request's shopper may see the happy-hour category (true when there is none). */
export function seesHappyHour(
  request: FastifyRequest,
  snapshot: CatalogSnapshot,
): Promise<boolean> {
  const known = answers.get(request);
  if (known !== undefined) return known;
  const answer = decide(request, snapshot);
  answers.set(request, answer);
  return answer;
}

/**
 * Whether a reply about `node` (undefined: the whole catalogue) could hold the happy-hour
 * category or its products; when not, nothing needs deciding.
 */
export function touchesHappyHour(
  snapshot: CatalogSnapshot,
  node: CategoryNode | undefined,
): boolean {
  if (snapshot.happyHour === null) return false;
  return node === undefined || node.restricted || node.restrictedProducts > 0;
}

/** Whether a reply about `nodes` must leave the happy-hour category and its products out. */
export async function hidesHappyHour(
  request: FastifyRequest,
  snapshot: CatalogSnapshot,
  nodes: readonly (CategoryNode | undefined)[],
): Promise<boolean> {
  if (!nodes.some((node) => touchesHappyHour(snapshot, node))) return false;
  return !(await seesHappyHour(request, snapshot));
}

/** A category the request may not see is answered as unknown. */
export async function isHiddenCategory(
  request: FastifyRequest,
  snapshot: CatalogSnapshot,
  node: CategoryNode,
): Promise<boolean> {
  return node.restricted && !(await seesHappyHour(request, snapshot));
}

/** A block of the happy-hour category's page, or showing its products. */
export function isRestrictedBlock(snapshot: CatalogSnapshot, block: BlockRecord): boolean {
  const { source } = block;
  const sourceId =
    source.kind === 'category' || source.kind === 'promo' ? source.categoryId : undefined;
  return [block.categoryId, sourceId].some(
    (id) => id !== undefined && (snapshot.categoriesById.get(id)?.restricted ?? false),
  );
}
