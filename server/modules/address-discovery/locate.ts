/**
 * Where a typed text or a position is, by the shop's gazetteer of Lombardy (services/gazetteer.ts):
 * a postal code, then the text's pieces that may name the town; a position is placed in its
 * nearest town. Whether the place is served follows the address check's rule (served provinces).
 */
import {
  GAZETTEER_REACH_METRES,
  postalCodeIn,
  townCandidates,
} from '../../../src/domain/address-discovery';
import { isServedProvince } from '../../../src/domain/delivery-services';
import { nearestFirst, type GeoPoint } from '../../../src/domain/geo';
import { checkAddress } from '../service/address-check';
import { findMunicipality, MUNICIPALITIES, type Municipality } from '../service/gazetteer';

export interface DiscoveredPlace extends GeoPoint {
  readonly city: string;
  /** Two letters; empty for a position outside Lombardy. */
  readonly province: string;
  readonly postalCode: string;
}

export type Location =
  | { readonly outcome: 'served' | 'notCovered'; readonly place: DiscoveredPlace }
  | { readonly outcome: 'notFound' };

function hasPostalCode(town: Municipality, code: string): boolean {
  return code >= town.postalCode && code <= (town.lastPostalCode ?? town.postalCode);
}

function townOf(text: string): Municipality | undefined {
  const code = postalCodeIn(text);
  const byCode = code === null ? undefined : MUNICIPALITIES.find((t) => hasPostalCode(t, code));
  if (byCode !== undefined) return byCode;
  for (const candidate of townCandidates(text)) {
    const town = findMunicipality(candidate);
    if (town !== undefined) return town;
  }
  return undefined;
}

/** The place a visitor typed ('Via Roma 3, 22063 Cantù (CO)', 'cantu', '22063'). */
export function locateText(text: string): Location {
  const town = townOf(text);
  if (town === undefined) return { outcome: 'notFound' };
  const postalCode = postalCodeIn(text) ?? '';
  // A served town is completed as the address check completes it.
  const checked = checkAddress({ city: town.name, postalCode, province: town.province });
  if (checked.outcome === 'served') return { outcome: 'served', place: checked.place };
  const { name: city, province, latitude, longitude } = town;
  return {
    outcome: 'notCovered',
    place: { city, province, postalCode: town.postalCode, latitude, longitude },
  };
}

/**
 * A position, in its nearest town of the gazetteer; farther than GAZETTEER_REACH_METRES from
 * every town it is outside Lombardy, so not covered. The place keeps the position's coordinates.
 */
export function locatePosition(point: GeoPoint): Location {
  const [nearest] = nearestFirst(MUNICIPALITIES, (town) => town, point);
  const position = { latitude: point.latitude, longitude: point.longitude };
  if (nearest === undefined || nearest.distance > GAZETTEER_REACH_METRES) {
    return {
      outcome: 'notCovered',
      place: { city: '', province: '', postalCode: '', ...position },
    };
  }
  const { name: city, province, postalCode } = nearest.item;
  return {
    outcome: isServedProvince(province) ? 'served' : 'notCovered',
    place: { city, province, postalCode, ...position },
  };
}
