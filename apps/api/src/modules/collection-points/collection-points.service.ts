import {
  CollectionPointCarrier,
  CollectionPointType,
  type CollectionPointsRequest,
  type CollectionPoint,
  type CollectionPointsResponse,
} from '@outsole/contracts/collection-points';
import { customerNumberRule } from '@outsole/contracts/collection-points.values';
import { OpeningHours } from '@outsole/contracts/stores';
import { z } from 'zod';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { boundingBox, distanceKm, inBox, type Point } from '../stores/geo.js';
import { locateText, type PostalGeocoder } from '../stores/postal-geocoder.js';
import {
  findCollectionPoint,
  findCollectionPointsInBox,
  type CollectionPointRow,
} from './collection-points.repository.js';

const Hours = z.array(OpeningHours);

/** The parsed body: defaults applied by the contract. */
export type CollectionPointSearch = z.output<typeof CollectionPointsRequest>;

/**
 * POST /stores/v1/collectionPoints: the carriers' collection points of the site's country nearest a postal code
 * (placed by the stores module's postal geocoder, the same adapter store search uses) or a position, within the
 * radius, nearest first, at most `limit`.
 */
export async function findCollectionPoints(
  ctx: RequestContext,
  db: Db,
  geocoder: PostalGeocoder,
  search: CollectionPointSearch,
): Promise<CollectionPointsResponse> {
  const centre = locate(ctx, geocoder, search);
  const box = boundingBox(centre, search.radius);
  const rows = await findCollectionPointsInBox(db, ctx.site.countryCode, box, search.carrier);
  const collectionPoints = rows
    .filter((row) => inBox(box, row))
    .map((row) => ({ row, distance: distanceKm(centre, row) }))
    .filter(({ distance }) => distance <= search.radius)
    .sort((a, b) => a.distance - b.distance || a.row.point_id.localeCompare(b.row.point_id))
    .slice(0, search.limit)
    .map(({ row, distance }) => toCollectionPoint(row, round1(distance)));
  return { searchLocation: centre, radiusKm: search.radius, collectionPoints };
}

/** One collection point of the site's country by id (for the cart's pudo shipment), or null. */
export async function getCollectionPoint(
  ctx: RequestContext,
  db: Db,
  pointId: string,
): Promise<Omit<CollectionPoint, 'distanceKm'> | null> {
  const row = await findCollectionPoint(db, pointId);
  if (row?.country_code !== ctx.site.countryCode) return null;
  const { distanceKm: _distance, ...point } = toCollectionPoint(row, 0);
  return point;
}

function locate(ctx: RequestContext, geocoder: PostalGeocoder, search: CollectionPointSearch): Point {
  if (search.latitude !== undefined && search.longitude !== undefined) {
    return { latitude: search.latitude, longitude: search.longitude };
  }
  return locateText(ctx.site.countryCode, geocoder, search, 'body');
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

function toCollectionPoint(row: CollectionPointRow, distance: number): CollectionPoint {
  // A DHL Packstation hands parcels only to the DHL customer whose Postnummer is on the label (t1-F1).
  const customerNumber = customerNumberRule(row.carrier, row.type);
  return {
    collectionPointId: row.point_id,
    carrier: CollectionPointCarrier.parse(row.carrier),
    type: CollectionPointType.parse(row.type),
    name: row.name,
    address: {
      addressLine1: row.address_line1,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      countryCode: row.country_code,
    },
    location: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    distanceKm: distance,
    timezone: row.timezone,
    openingHours: Hours.parse(JSON.parse(row.opening_hours)),
    requiresCustomerNumber: customerNumber !== null,
    customerNumberLabel: customerNumber?.label ?? null,
  };
}
