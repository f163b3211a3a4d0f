/**
 * The favourites calls ('I miei preferiti'): the shopper's favourite product ids, add and remove
 * (both idempotent). A product must be in the catalogue: an unknown one answers 404 'Prodotto non
 * trovato' and changes nothing. The envelope's `user.hasFavorites` follows the change.
 */
import type { FastifyRequest } from 'fastify';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser, requireLiveSession } from '../../plugins/session';
import { addFavorite, favoriteIds, removeFavorite } from './favorites-repository';
import { catalogMessages } from './messages';

async function answerIds(request: FastifyRequest, userId: number) {
  const productIds = await favoriteIds(request.server.database.db, userId);
  return ok({ productIds }, { ...envelopeUser(request), hasFavorites: productIds.length > 0 });
}

async function requireCatalogProduct(request: FastifyRequest, productId: number): Promise<void> {
  const snapshot = await request.server.catalog.snapshot();
  if (!snapshot.productIndexById.has(productId)) {
    throw new ApiError(404, [catalogMessages.productNotFound]);
  }
}

const favoritesIds: OperationHandler<'favoritesIds'> = async (request) =>
  answerIds(request, requireLiveSession(request).id);

const favoritesAdd: OperationHandler<'favoritesAdd'> = async (request) => {
  const user = requireLiveSession(request);
  await requireCatalogProduct(request, request.query.productId);
  await addFavorite(request.server.database.db, user.id, request.query.productId);
  return answerIds(request, user.id);
};

const favoritesRemove: OperationHandler<'favoritesRemove'> = async (request) => {
  const user = requireLiveSession(request);
  await requireCatalogProduct(request, request.query.productId);
  await removeFavorite(request.server.database.db, user.id, request.query.productId);
  return answerIds(request, user.id);
};

export const favoriteHandlers = { favoritesIds, favoritesAdd, favoritesRemove };
