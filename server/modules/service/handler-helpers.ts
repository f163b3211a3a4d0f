/**
 * What the services handlers share: who is asking, the asked point and the address the asker's
 * cart is served at.
 */
import type { FastifyRequest } from 'fastify';
import { serviceMessages } from '../../../src/domain/delivery-services';
import type { GeoPoint } from '../../../src/domain/geo';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { authOf } from '../../plugins/session';
import { selectedAddressIdOf } from './cart-service-repository';

/** The live session's user id for calls visitors may make too; a dead credential is a visitor. */
export function viewerId(request: FastifyRequest): number | null {
  const auth = authOf(request);
  return auth.state === 'live' ? auth.user.id : null;
}

/** The point of `latitude` and `longitude` when both are given; one without the other is refused. */
export function pointOf(query: { latitude?: number; longitude?: number }): GeoPoint | null {
  const { latitude, longitude } = query;
  if (latitude === undefined && longitude === undefined) return null;
  if (latitude === undefined || longitude === undefined) {
    throw new ApiError(400, [serviceMessages.coordinatesTogether.message]);
  }
  return { latitude, longitude };
}

/** Default of the `distance` parameters, in metres (spec section 9). */
export const DEFAULT_DISTANCE_METRES = 10_000;

/** The address the viewer's cart is served at; none for a visitor. */
export async function selectedAddressOf(db: Db, userId: number | null): Promise<number | null> {
  return userId === null ? null : selectedAddressIdOf(db, userId);
}
