/**
 * `GET /address-discovery/locate` (openapi tag `address`): the place behind `/address-discovery`,
 * whether the shop serves it, the nearest store it serves from when not, and the services' hours.
 * A public call that stores nothing.
 */
import {
  addressDiscoveryMessages,
  addressQueryMessage,
  addressQuerySchema,
  serviceHoursOf,
} from '../../../src/domain/address-discovery';
import { serviceMessages } from '../../../src/domain/delivery-services';
import { nearestFirst, type GeoPoint } from '../../../src/domain/geo';
import { checkForm } from '../../../src/domain/validation';
import type { OperationHandler, Schemas } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { envelopeUser } from '../../plugins/session';
import type { Db } from '../../db/client';
import { pointOf } from '../service/handler-helpers';
import { listStores } from '../service/store-repository';
import { locatePosition, locateText, type Location } from './locate';
import { listSlotTemplates } from './repository';

/** The location of `q` or of the position; the text's own message when it is refused. */
function locationOf(query: { q?: string; latitude?: number; longitude?: number }): Location {
  const point = pointOf(query);
  if (query.q === undefined && point !== null) return locatePosition(point);
  const check = checkForm(addressQuerySchema, { q: query.q ?? '' });
  if (!check.ok) {
    const texts = Object.values(check.fieldErrors).map(addressQueryMessage);
    throw new ApiError(
      400,
      texts.length > 0 ? texts : [addressDiscoveryMessages.queryRequired.message],
    );
  }
  return locateText(check.value.q);
}

/** The store nearest to `point`, with its distance: where a place not covered may shop instead. */
async function nearestStore(
  db: Db,
  point: GeoPoint,
): Promise<Schemas['DiscoveryAlternative'] | null> {
  const [nearest] = nearestFirst(await listStores(db), (store) => store, point);
  if (nearest === undefined) return null;
  const { id, name, city, province, postalCode, latitude, longitude } = nearest.item;
  return {
    storeId: id,
    name,
    distance: Math.round(nearest.distance),
    place: { city, province, postalCode, latitude, longitude },
  };
}

const addressDiscoveryLocate: OperationHandler<'addressDiscoveryLocate'> = async (request) => {
  const { db } = request.server.database;
  const location = locationOf(request.query);
  const serviceHours = serviceHoursOf(await listSlotTemplates(db)).map((hours) => ({
    ...hours,
    weekdays: [...hours.weekdays],
  }));
  const user = envelopeUser(request);
  if (location.outcome === 'notFound') {
    const { message } = addressDiscoveryMessages.notFound;
    return ok({ outcome: 'notFound', place: null, alternative: null, message, serviceHours }, user);
  }
  const { outcome, place } = location;
  if (outcome === 'served') {
    return ok({ outcome, place, alternative: null, message: null, serviceHours }, user);
  }
  const alternative = await nearestStore(db, place);
  const { message } = serviceMessages.addressNotCovered;
  return ok({ outcome, place, alternative, message, serviceHours }, user);
};

export const addressDiscoveryHandlers = { addressDiscoveryLocate };
