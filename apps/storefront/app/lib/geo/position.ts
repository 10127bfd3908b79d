/**
 * A shopper's position, as the browser's geolocation gives it, for finding stores and collection points near them
 * ("Use my location"). Rounded to three decimals (about 100 m): close enough to order stores by distance, and no
 * more precise than that in URLs, logs and the api's calls.
 */
export interface Position {
  latitude: number;
  longitude: number;
}

const PRECISION = 1000;

function round(value: number): number {
  return Math.round(value * PRECISION) / PRECISION;
}

/** The position rounded as it is sent on. */
export function roundPosition(latitude: number, longitude: number): Position {
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** A position from form fields or URL parameters (text), or null unless both are numbers on the globe. */
export function parsePosition(latitude: unknown, longitude: unknown): Position | null {
  if (typeof latitude !== 'string' || typeof longitude !== 'string') return null;
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return roundPosition(lat, lng);
}

/** The position as the `lat` and `lng` parameters a search's URL carries. */
export function positionParams(position: Position): Record<'lat' | 'lng', string> {
  return { lat: String(position.latitude), lng: String(position.longitude) };
}
