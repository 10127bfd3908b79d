import { z } from 'zod';
import { COLOUR_CODE_PATTERN, ProductId, UPC_PATTERN } from './products.js';
import { PLACE_MAX_LENGTH } from './stores.values.js';

export * from './stores.values.js';

/** Store ids: the country code and three digits (`US101`). */
export const STORE_ID_PATTERN = /^[A-Z]{2}\d{3}$/;
export const StoreId = z.string().regex(STORE_ID_PATTERN, 'storeId must be a country code and three digits');

export const StoreParams = z.object({ storeId: StoreId });
export type StoreParams = z.infer<typeof StoreParams>;

export const StoreProductParams = z.object({ storeId: StoreId, productId: ProductId });
export type StoreProductParams = z.infer<typeof StoreProductParams>;

export const OpeningHours = z.object({
  /** 0 Sunday … 6 Saturday; a day not listed is closed. */
  day: z.number().int().min(0).max(6),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

/** A store's or collection point's postal address (the storefront writes it as the country does). */
export const PlaceAddress = z.object({
  addressLine1: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  countryCode: z.string().length(2),
});
export type PlaceAddress = z.infer<typeof PlaceAddress>;

export const Store = z.object({
  storeId: StoreId,
  brand: z.string(),
  name: z.string(),
  address: PlaceAddress,
  phone: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  /** IANA zone of the opening hours. */
  timezone: z.string(),
  openingHours: z.array(OpeningHours),
  pickupEnabled: z.boolean(),
  shipToStoreEnabled: z.boolean(),
});
export type Store = z.infer<typeof Store>;

export const StoreVariantStock = z.object({
  upc: z.string().regex(UPC_PATTERN),
  colourCode: z.string().regex(COLOUR_CODE_PATTERN),
  size: z.string(),
  width: z.string().nullable(),
  quantity: z.number().int().nonnegative(),
  available: z.boolean(),
});
export type StoreVariantStock = z.infer<typeof StoreVariantStock>;

/** GET /stores/v1/stores/{storeId}/products/{productId}/inventory (spec §5: pickup checks stock per store). */
export const StoreProductInventory = z.object({
  storeId: StoreId,
  productId: ProductId,
  variants: z.array(StoreVariantStock),
});
export type StoreProductInventory = z.infer<typeof StoreProductInventory>;

/** Most stores one availability call answers about. */
export const MAX_AVAILABILITY_STORES = 50;
export const MAX_RADIUS_KM = 500;

/**
 * POST /products/v1/products/{productId}/availability body: either a list of stores, or a place with a radius.
 * Exactly one of the two. A place is coordinates, a postal code in the site's country, or `place`: what a shopper
 * types in a store finder, a town or city (`Munich`, `東京`) or a postal code. One of the three.
 */
export const AvailabilityRequest = z
  .object({
    storeIds: z.array(StoreId).min(1).max(MAX_AVAILABILITY_STORES).optional(),
    location: z
      .object({
        postalCode: z.string().trim().min(2).max(12).optional(),
        place: z.string().trim().min(2).max(PLACE_MAX_LENGTH).optional(),
        latitude: z.number().min(-90).max(90).optional(),
        longitude: z.number().min(-180).max(180).optional(),
        radiusKm: z.number().positive().max(MAX_RADIUS_KM).default(50),
      })
      .strict()
      .refine(
        (place) =>
          [place.postalCode, place.place, place.latitude ?? place.longitude].filter((v) => v !== undefined).length ===
            1 && (place.latitude === undefined) === (place.longitude === undefined),
        { message: 'location needs exactly one of postalCode, place, or latitude with longitude' },
      )
      .optional(),
  })
  .strict()
  .refine((body) => (body.storeIds === undefined) !== (body.location === undefined), {
    message: 'send exactly one of storeIds or location',
  });
export type AvailabilityRequest = z.infer<typeof AvailabilityRequest>;

export const StoreAvailability = z.object({
  store: Store,
  /** Kilometres from the searched place; null when stores were asked for by id. */
  distanceKm: z.number().nonnegative().nullable(),
  variants: z.array(StoreVariantStock),
});
export type StoreAvailability = z.infer<typeof StoreAvailability>;

/** Nearest first when searched by place, in the order asked for when by id. */
export const ProductAvailability = z.object({
  productId: ProductId,
  stores: z.array(StoreAvailability),
});
export type ProductAvailability = z.infer<typeof ProductAvailability>;
