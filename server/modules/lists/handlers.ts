/**
 * The lists' calls (shopping-flow.md section 7 "Wishlist", plus `wishlist/share` and
 * `wishlist/unshare`, which the spec leaves open): every call reads or changes only a list of the
 * session user or one shared with their e-mail; any other id answers 404 'Lista non trovata'.
 * Changes run in one transaction on the locked list (its lines, its shares) or the locked owner
 * (the set of lists: names, the default), and a refusal changes nothing.
 */
import { messageText, type CartProblem } from '../../../src/domain/cart-messages';
import {
  LIST_SHARES_MAX,
  listMessages,
  listNameRule,
  listText,
  parseOrMessage,
  shareEmailRule,
} from '../../../src/domain/lists';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { isUniqueViolation } from '../account/email-repository';
import { toApiUser, type PublicUser } from '../session/repository';
import { cartProductOf } from '../cart/cart-products';
import { purchaseLimitGroupRows } from '../cart/line-repository';
import { findVisibleAddress } from '../service/address-repository';
import { addressNotFound } from '../service/cart-serving';
import { planAdditions, planConfirm, planQuantityChanges } from './list-plan';
import {
  addToListLine,
  cartWarehouseId,
  deleteList,
  deleteListLines,
  deleteShare,
  findList,
  copyListLines,
  insertList,
  itemsOf,
  lockList,
  lockOwner,
  renameList,
  selectDefault,
  setListLineQuantity,
  upsertShare,
  type ListReader,
  type ListRecord,
} from './repository';
import { DEFAULT_PAGE_SIZE, detailOf, hashOf, summariesPage } from './views';

const listNotFound = () => new ApiError(404, [listText(listMessages.listNotFound)]);
const refuse = (text: string) => new ApiError(400, [text]);

function readerOf(user: PublicUser): ListReader {
  return { id: user.id, email: user.email.toLowerCase() };
}

/** A 400 with each distinct text once, when there is any problem. */
function refuseProblems(problems: readonly CartProblem[]): void {
  if (problems.length > 0) throw new ApiError(400, [...new Set(problems.map(messageText))]);
}

function validName(input: string): string {
  const parsed = parseOrMessage(listNameRule, input);
  if (parsed.error !== null) throw refuse(parsed.error);
  return parsed.value;
}

/** The list `reader` may change the lines of, locked: unknown → 404, READ → 400. */
async function writableList(tx: Db, reader: ListReader, listId: number): Promise<ListRecord> {
  const list = await lockList(tx, reader, listId);
  if (list === null) throw listNotFound();
  if (list.grant === 'READ') throw refuse(listText(listMessages.readOnly));
  return list;
}

/** The reader's own list, under the locked owner: unknown → 404, shared with them → 400. */
async function ownList(tx: Db, reader: ListReader, listId: number): Promise<ListRecord> {
  await lockOwner(tx, reader.id);
  const list = await findList(tx, reader, listId);
  if (list === null) throw listNotFound();
  if (list.grant === 'READ') throw refuse(listText(listMessages.readOnly));
  if (list.grant !== 'OWNER') throw refuse(listText(listMessages.ownerOnly));
  return list;
}

function nameTaken(): ApiError {
  return refuse(listText(listMessages.nameTaken));
}

/** Runs a change; a unique violation of the names (a race the checks did not see) is nameTaken. */
async function withNameGuard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** The list as the reader sees it after a change, with its lines. */
async function answerList(request: FastifyRequest, user: PublicUser, listId: number) {
  const { db } = request.server.database;
  const reader = readerOf(user);
  const list = await findList(db, reader, listId);
  if (list === null) throw listNotFound();
  const warehouseId = await cartWarehouseId(db, user.id);
  return ok(await detailOf(request.server, list, warehouseId), toApiUser(user));
}

const wishlistList: OperationHandler<'wishlistList'> = async (request) => {
  const user = requireLiveSession(request);
  const page = request.query.page ?? 1;
  const pageSize = request.query.pageSize ?? DEFAULT_PAGE_SIZE;
  const data = await summariesPage(request.server.database.db, readerOf(user), page, pageSize);
  return ok(data, toApiUser(user));
};

const wishlistView: OperationHandler<'wishlistView'> = async (request) => {
  const user = requireLiveSession(request);
  return answerList(request, user, request.query.list_id);
};

const wishlistInsert: OperationHandler<'wishlistInsert'> = async (request) => {
  const user = requireLiveSession(request);
  const name = validName(request.body.name);
  const { db } = request.server.database;
  const listId = await withNameGuard(() =>
    db.transaction(async (tx) => {
      await lockOwner(tx, user.id);
      const id = await insertList(tx, user.id, name);
      if (id === null) throw nameTaken();
      return id;
    }),
  );
  return answerList(request, user, listId);
};

const wishlistCopy: OperationHandler<'wishlistCopy'> = async (request) => {
  const user = requireLiveSession(request);
  const name = validName(request.body.name);
  const reader = readerOf(user);
  const { db } = request.server.database;
  const listId = await withNameGuard(() =>
    db.transaction(async (tx) => {
      await lockOwner(tx, user.id);
      const source = await findList(tx, reader, request.query.list_id);
      if (source === null) throw listNotFound();
      const id = await insertList(tx, user.id, name, source.id);
      if (id === null) throw nameTaken();
      await copyListLines(tx, source.id, id);
      return id;
    }),
  );
  return answerList(request, user, listId);
};

const wishlistUpdate: OperationHandler<'wishlistUpdate'> = async (request) => {
  const user = requireLiveSession(request);
  const name = validName(request.body.name);
  const listId = request.query.list_id;
  await withNameGuard(() =>
    request.server.database.db.transaction(async (tx) => {
      await ownList(tx, readerOf(user), listId);
      if (!(await renameList(tx, user.id, listId, name))) throw nameTaken();
    }),
  );
  return answerList(request, user, listId);
};

const wishlistDelete: OperationHandler<'wishlistDelete'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  await db.transaction(async (tx) => {
    await ownList(tx, readerOf(user), request.query.list_id);
    await deleteList(tx, user.id, request.query.list_id);
  });
  return ok(await summariesPage(db, readerOf(user), 1, DEFAULT_PAGE_SIZE), toApiUser(user));
};

const wishlistSelect: OperationHandler<'wishlistSelect'> = async (request) => {
  const user = requireLiveSession(request);
  await request.server.database.db.transaction(async (tx) => {
    await ownList(tx, readerOf(user), request.query.list_id);
    await selectDefault(tx, user.id, request.query.list_id);
  });
  return answerList(request, user, request.query.list_id);
};

const wishlistConfirm: OperationHandler<'wishlistConfirm'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { db } = app.database;
  const { list_id: listId, address_id: addressId } = request.query;
  const list = await findList(db, readerOf(user), listId);
  if (list === null) throw listNotFound();
  const address = await findVisibleAddress(db, user.id, addressId);
  if (address === null) throw addressNotFound();
  const snapshot = await app.catalog.snapshot();
  const lookup = (productId: number) => cartProductOf(snapshot, productId);
  const groups = await purchaseLimitGroupRows(db);
  const lines = planConfirm(await itemsOf(db, list.id), lookup, groups, address.warehouseId);
  return ok(
    { wishlistId: list.id, addressId, warehouseId: address.warehouseId, lines },
    toApiUser(user),
  );
};

const wishlistAddProd: OperationHandler<'wishlistAddProd'> = async (request) => {
  const user = requireLiveSession(request);
  const { wishlistId, items } = request.body;
  // Read before the transaction (PGlite runs one query at a time).
  const snapshot = await request.server.catalog.snapshot();
  const lookup = (productId: number) => cartProductOf(snapshot, productId);
  await request.server.database.db.transaction(async (tx) => {
    await writableList(tx, readerOf(user), wishlistId);
    const held = new Map(
      (await itemsOf(tx, wishlistId)).map((item) => [item.productId, item.quantity]),
    );
    const { problems, additions } = planAdditions(items, held, lookup);
    refuseProblems(problems);
    for (const addition of additions) await addToListLine(tx, wishlistId, addition);
  });
  return answerList(request, user, wishlistId);
};

const wishlistUpdateProds: OperationHandler<'wishlistUpdateProds'> = async (request) => {
  const user = requireLiveSession(request);
  const { wishlistId, items } = request.body;
  const snapshot = await request.server.catalog.snapshot();
  const lookup = (productId: number) => cartProductOf(snapshot, productId);
  await request.server.database.db.transaction(async (tx) => {
    await writableList(tx, readerOf(user), wishlistId);
    const plan = planQuantityChanges(items, await itemsOf(tx, wishlistId), lookup);
    refuseProblems(plan.problems);
    await deleteListLines(tx, wishlistId, plan.removals);
    for (const update of plan.updates) {
      await setListLineQuantity(tx, wishlistId, update.itemId, update.quantity);
    }
  });
  return answerList(request, user, wishlistId);
};

const wishlistDeleteProds: OperationHandler<'wishlistDeleteProds'> = async (request) => {
  const user = requireLiveSession(request);
  const { wishlistId, items, hash } = request.body;
  await request.server.database.db.transaction(async (tx) => {
    await writableList(tx, readerOf(user), wishlistId);
    const lines = await itemsOf(tx, wishlistId);
    if (hashOf(lines) !== hash) throw refuse(listText(listMessages.staleHash));
    const ids = new Set(lines.map((line) => line.id));
    if (items.some((item) => !ids.has(item.itemId))) {
      throw refuse(listText(listMessages.itemNotInList));
    }
    await deleteListLines(
      tx,
      wishlistId,
      items.map((item) => item.itemId),
    );
  });
  return answerList(request, user, wishlistId);
};

const wishlistShare: OperationHandler<'wishlistShare'> = async (request) => {
  const user = requireLiveSession(request);
  const { list_id: listId, grant } = request.body;
  const parsed = parseOrMessage(shareEmailRule, request.body.email);
  if (parsed.error !== null) throw refuse(parsed.error);
  const email = parsed.value;
  const reader = readerOf(user);
  await request.server.database.db.transaction(async (tx) => {
    const list = await lockList(tx, reader, listId);
    if (list === null) throw listNotFound();
    if (list.grant !== 'OWNER') throw refuse(listText(listMessages.ownerOnly));
    if (email === reader.email) throw refuse(listText(listMessages.shareWithSelf));
    if (!(await upsertShare(tx, listId, email, grant, LIST_SHARES_MAX))) {
      throw refuse(listText(listMessages.shareLimit));
    }
  });
  return withInfo(
    await answerList(request, user, listId),
    listText(listMessages.shared, { email }),
  );
};

const wishlistUnshare: OperationHandler<'wishlistUnshare'> = async (request) => {
  const user = requireLiveSession(request);
  const { list_id: listId } = request.body;
  const reader = readerOf(user);
  const { db } = request.server.database;
  await db.transaction(async (tx) => {
    const list = await lockList(tx, reader, listId);
    if (list === null) throw listNotFound();
    const given = request.body.email;
    if (list.grant !== 'OWNER') {
      // A customer the list is shared with may only take themselves off it.
      if (given !== undefined && given.trim().toLowerCase() !== reader.email) {
        throw refuse(listText(listMessages.ownerOnly));
      }
      await deleteShare(tx, listId, reader.email);
      return;
    }
    if (given === undefined) throw refuse(listText(listMessages.unshareEmailRequired));
    const parsed = parseOrMessage(shareEmailRule, given);
    if (parsed.error !== null) throw refuse(parsed.error);
    await deleteShare(tx, listId, parsed.value);
  });
  return ok(await summariesPage(db, reader, 1, DEFAULT_PAGE_SIZE), toApiUser(user));
};

export const listHandlers = {
  wishlistList,
  wishlistView,
  wishlistInsert,
  wishlistCopy,
  wishlistUpdate,
  wishlistDelete,
  wishlistSelect,
  wishlistConfirm,
  wishlistAddProd,
  wishlistUpdateProds,
  wishlistDeleteProds,
  wishlistShare,
  wishlistUnshare,
};
