/**
 * Rating an order (note/order/add, note/order/update, note/list/): 1 to 5 stars and an optional
 * comment, one note per order, only for an order that reached the shopper (delivered or partially
 * delivered). The contract checks the rating's range and the comment's length.
 */
import { canRate, orderFollowUpMessages } from '../../../src/domain/order-follow-up';
import { orderText } from '../../../src/domain/order-messages';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { lockOrder } from './repository';
import { insertNote, notesOf, updateNote, type OrderNoteRow } from './note-repository';
import { orderNotFound } from './not-found';

function noteView(row: OrderNoteRow): Schemas['OrderNote'] {
  return {
    noteId: row.id,
    orderId: row.orderId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A blank comment is no comment. */
function commentOf(comment: string | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const noteOrderAdd: OperationHandler<'noteOrderAdd'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { orderId, rating, comment } = request.body;
  const now = app.clock();
  const note = await app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user.id, orderId);
    if (order === null) throw orderNotFound();
    if (!canRate(order.statusId)) {
      throw new ApiError(400, [orderText(orderFollowUpMessages.cannotRate, { orderId })]);
    }
    const inserted = await insertNote(
      tx,
      user.id,
      orderId,
      { rating, comment: commentOf(comment) },
      now,
    );
    if (inserted === null) {
      throw new ApiError(400, [orderText(orderFollowUpMessages.alreadyRated, { orderId })]);
    }
    return inserted;
  });
  return ok(noteView(note), toApiUser(user));
};

const noteOrderUpdate: OperationHandler<'noteOrderUpdate'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { noteId, rating, comment } = request.body;
  const note = await updateNote(
    app.database.db,
    user.id,
    noteId,
    { rating, comment: commentOf(comment) },
    app.clock(),
  );
  if (note === null) throw new ApiError(404, [orderFollowUpMessages.noteNotFound.message]);
  return ok(noteView(note), toApiUser(user));
};

const noteList: OperationHandler<'noteList'> = async (request) => {
  const user = requireLiveSession(request);
  const rows = await notesOf(request.server.database.db, user.id, request.query.order_id);
  return ok({ notes: rows.map(noteView) }, toApiUser(user));
};

export const noteHandlers = { noteOrderAdd, noteOrderUpdate, noteList };
