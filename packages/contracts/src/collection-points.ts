import { z } from 'zod';
import { OpeningHours, PlaceAddress } from './stores.js';
import { PLACE_MAX_LENGTH } from './stores.values.js';

/** Carriers whose collection points (PUDO: pick-up / drop-off) the demo regions have. */
export const COLLECTION_POINT_CARRIERS = [
  'ups',
  'fedex',
  'usps',
  'royal-mail',
  'inpost',
  'evri',
  'dpd',
  'dhl',
  'hermes',
  'mondial-relay',
  'chronopost',
  'la-poste',
  'yamato',
  'japan-post',
] as const;
export const CollectionPointCarrier = z.enum(COLLECTION_POINT_CARRIERS);
export type CollectionPointCarrier = z.infer<typeof CollectionPointCarrier>;

/** A parcel locker (open around the clock), a partner shop, or a post office counter. */
export const CollectionPointType = z.enum(['locker', 'shop', 'post-office']);
export type CollectionPointType = z.infer<typeof CollectionPointType>;

export const COLLECTION_POINT_ID_PATTERN = /^CP-[A-Z]{2}-\d{4}$/;

export const DEFAULT_COLLECTION_POINT_RADIUS_KM = 15;
export const MAX_COLLECTION_POINT_RADIUS_KM = 100;
export const DEFAULT_COLLECTION_POINT_LIMIT = 10;
export const MAX_COLLECTION_POINT_LIMIT = 50;

/**
 * POST /stores/v1/collectionPoints body (spec §7 Stores): a postal code in the site's country, a place (a town or
 * city, or a postal code, as a shopper types it), or a position (latitude and longitude together), one of them; a
 * radius in kilometres and a most number of points.
 */
export const CollectionPointsRequest = z
  .object({
    postalCode: z.string().trim().min(2).max(12).optional(),
    place: z.string().trim().min(2).max(PLACE_MAX_LENGTH).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    radius: z.number().positive().max(MAX_COLLECTION_POINT_RADIUS_KM).default(DEFAULT_COLLECTION_POINT_RADIUS_KM),
    limit: z.number().int().min(1).max(MAX_COLLECTION_POINT_LIMIT).default(DEFAULT_COLLECTION_POINT_LIMIT),
    carrier: CollectionPointCarrier.optional(),
  })
  .strict()
  .superRefine((body, issues) => {
    const position = body.latitude !== undefined || body.longitude !== undefined;
    const given = [body.postalCode !== undefined, body.place !== undefined, position].filter(Boolean).length;
    if (given > 1) {
      issues.addIssue({
        code: 'custom',
        path: [body.postalCode !== undefined ? 'postalCode' : 'place'],
        message: 'send one of a postalCode, a place or a position',
      });
    } else if (body.latitude !== undefined && body.longitude === undefined) {
      issues.addIssue({ code: 'custom', path: ['longitude'], message: 'longitude is required with latitude' });
    } else if (body.longitude !== undefined && body.latitude === undefined) {
      issues.addIssue({ code: 'custom', path: ['latitude'], message: 'latitude is required with longitude' });
    } else if (given === 0) {
      issues.addIssue({ code: 'custom', path: [], message: 'send a postalCode, a place, or latitude and longitude' });
    }
  });
export type CollectionPointsRequest = z.input<typeof CollectionPointsRequest>;

export const CollectionPoint = z.object({
  collectionPointId: z.string().regex(COLLECTION_POINT_ID_PATTERN),
  carrier: CollectionPointCarrier,
  type: CollectionPointType,
  name: z.string(),
  address: PlaceAddress,
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  /** Kilometres from the searched place, one decimal. */
  distanceKm: z.number().nonnegative(),
  /** IANA zone of the opening hours. */
  timezone: z.string(),
  openingHours: z.array(OpeningHours),
  /**
   * The collector must give the carrier's customer number (a DHL Packstation: the Postnummer) with the contact when
   * the cart's pudo shipment goes here (collection-points.values.ts).
   */
  requiresCustomerNumber: z.boolean(),
  /** The carrier's word for that number (`Postnummer`); null when the point needs none. */
  customerNumberLabel: z.string().nullable(),
});
export type CollectionPoint = z.infer<typeof CollectionPoint>;

/** Nearest first, within the radius, at most `limit`; the centre searched from. */
export const CollectionPointsResponse = z.object({
  searchLocation: z.object({ latitude: z.number(), longitude: z.number() }),
  radiusKm: z.number(),
  collectionPoints: z.array(CollectionPoint),
});
export type CollectionPointsResponse = z.infer<typeof CollectionPointsResponse>;
