/** Distances between points given in WGS84 degrees, for "nearest first" lists. */

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The mean Earth radius (IUGG), in metres. */
const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in metres. */
export function distanceMetres(from: GeoPoint, to: GeoPoint): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(from.latitude)) *
      Math.cos(radians(to.latitude)) *
      Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Located<T> {
  readonly item: T;
  /** Metres from the asked point. */
  readonly distance: number;
}

/** Every item with its distance from `from`, nearest first. */
export function nearestFirst<T>(
  items: readonly T[],
  locate: (item: T) => GeoPoint,
  from: GeoPoint,
): Located<T>[] {
  return items
    .map((item) => ({ item, distance: distanceMetres(from, locate(item)) }))
    .sort((a, b) => a.distance - b.distance);
}

/** The items within `maxMetres` of `from`, nearest first. */
export function nearestWithin<T>(
  items: readonly T[],
  locate: (item: T) => GeoPoint,
  from: GeoPoint,
  maxMetres: number,
): Located<T>[] {
  return nearestFirst(items, locate, from).filter((located) => located.distance <= maxMetres);
}
