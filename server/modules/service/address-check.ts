/**
 * The address check (POST /user-address/check and every save): the town is looked up in the
 * gazetteer of Lombardy. A town of a served province is completed with its province, postal code
 * and coordinates; a town or province outside them is not covered; an unknown town is only "not
 * validated", which the shopper may save anyway.
 */
import { isLombardProvince, isServedProvince } from '../../../src/domain/delivery-services';
import type { GeoPoint } from '../../../src/domain/geo';
import { findMunicipality, provinceCapital, type Municipality } from './gazetteer';

export interface CheckedPlace extends GeoPoint {
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
}

export type AddressCheckResult =
  | { readonly outcome: 'served'; readonly place: CheckedPlace }
  | { readonly outcome: 'notCovered' }
  | { readonly outcome: 'notFound' };

export interface PlaceInput {
  readonly city: string;
  readonly postalCode: string;
  readonly province?: string;
}

/** The given postal code when it is one of the town's, otherwise the town's first. */
function postalCodeOf(town: Municipality, given: string): string {
  const last = town.lastPostalCode ?? town.postalCode;
  return given.length === 5 && given >= town.postalCode && given <= last ? given : town.postalCode;
}

export function checkAddress(input: PlaceInput): AddressCheckResult {
  const town = findMunicipality(input.city);
  if (town === undefined) {
    const outsideLombardy = input.province !== undefined && !isLombardProvince(input.province);
    return { outcome: outsideLombardy ? 'notCovered' : 'notFound' };
  }
  if (!isServedProvince(town.province)) return { outcome: 'notCovered' };
  return {
    outcome: 'served',
    place: {
      city: town.name,
      province: town.province,
      postalCode: postalCodeOf(town, input.postalCode),
      latitude: town.latitude,
      longitude: town.longitude,
    },
  };
}

/**
 * Where an address the check could not find is placed when the shopper saves it anyway: the
 * town as typed, in its (served) province, at the province capital's coordinates so that it
 * gets the nearest warehouse. Null when no served province was given.
 */
export function unvalidatedPlace(input: PlaceInput): CheckedPlace | null {
  const province = input.province?.toUpperCase();
  if (province === undefined || !isServedProvince(province)) return null;
  const capital = provinceCapital(province);
  if (capital === undefined) return null;
  return {
    city: input.city.trim(),
    province,
    postalCode: input.postalCode,
    latitude: capital.latitude,
    longitude: capital.longitude,
  };
}
