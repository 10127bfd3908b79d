/** Mean Earth radius in kilometres (IUGG), the usual constant for haversine distances. */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine): exact enough for "stores near me" at any scale. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** When the box crosses the antimeridian, minLongitude > maxLongitude. */
  minLongitude: number;
  maxLongitude: number;
}

/**
 * The latitude/longitude box holding every point within `radiusKm` of `centre`: a plain indexed range query
 * on both engines narrows the stores, and the exact distance is computed on the few left. Near a pole the box
 * spans every longitude.
 */
export function boundingBox(centre: Point, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const minLatitude = Math.max(-90, centre.latitude - dLat);
  const maxLatitude = Math.min(90, centre.latitude + dLat);
  const cosLat = Math.cos(radians(Math.max(Math.abs(minLatitude), Math.abs(maxLatitude))));
  const dLng = cosLat <= 1e-9 ? 180 : radiusKm / (KM_PER_DEGREE_LATITUDE * cosLat);
  if (dLng >= 180) return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  const wrap = (lng: number): number => ((((lng + 180) % 360) + 360) % 360) - 180;
  return {
    minLatitude,
    maxLatitude,
    minLongitude: wrap(centre.longitude - dLng),
    maxLongitude: wrap(centre.longitude + dLng),
  };
}

export function inBox(box: BoundingBox, point: Point): boolean {
  if (point.latitude < box.minLatitude || point.latitude > box.maxLatitude) return false;
  return box.minLongitude <= box.maxLongitude
    ? point.longitude >= box.minLongitude && point.longitude <= box.maxLongitude
    : point.longitude >= box.minLongitude || point.longitude <= box.maxLongitude;
}
