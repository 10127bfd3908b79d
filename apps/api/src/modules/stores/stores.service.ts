import { OpeningHours } from '@outsole/contracts/stores';
import type {
  AvailabilityRequest,
  ProductAvailability,
  Store,
  StoreAvailability,
  StoreProductInventory,
  StoreVariantStock,
} from '@outsole/contracts/stores';
import { sizeLabelFor, SizeSystem } from '@outsole/contracts/sizes';
import { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { requireStyleOnSite } from '../products/products.service.js';
import { boundingBox, distanceKm, inBox, type Point } from './geo.js';
import { locateText, type PostalGeocoder } from './postal-geocoder.js';
import {
  findStore,
  findStoresByIds,
  findStoresInBox,
  findStoreStock,
  type StoreStockRow,
  type StoreRow,
} from './stores.repository.js';

const Hours = z.array(OpeningHours);

function storeNotFound(): ApiError {
  return new ApiError('STR404', { field: 'storeId' });
}

/**
 * The store, when it is one of the site's: its brand's, in its country. Another brand's store, or one abroad (which
 * could neither take the site's currency nor be taxed as the site's sales), is not found from this site.
 */
async function requireStore(ctx: RequestContext, db: Db, storeId: string): Promise<StoreRow> {
  const row = await findStore(db, storeId);
  if (row?.brand !== ctx.site.brand || row.country_code !== ctx.site.countryCode) throw storeNotFound();
  return row;
}

/** GET /stores/v1/stores/{storeId}. */
export async function getStore(ctx: RequestContext, db: Db, storeId: string): Promise<Store> {
  return toStore(await requireStore(ctx, db, storeId));
}

/** GET /stores/v1/stores/{storeId}/products/{productId}/inventory (spec §5: pickup checks stock per store). */
export async function getStoreProductInventory(
  ctx: RequestContext,
  db: Db,
  storeId: string,
  productId: string,
): Promise<StoreProductInventory> {
  await requireStore(ctx, db, storeId);
  await requireStyleOnSite(ctx, db, productId);
  const rows = await findStoreStock(db, productId, [storeId]);
  return { storeId, productId, variants: rows.map((row) => toStock(row, ctx.site.countryCode)) };
}

/**
 * POST /products/v1/products/{productId}/availability: stores with their stock of the style, either the stores
 * asked for (in that order) or those within the radius of a place, nearest first. Three queries: the style,
 * the stores (by id, or by bounding box), the stock of all of them.
 */
export async function getAvailability(
  ctx: RequestContext,
  db: Db,
  geocoder: PostalGeocoder,
  productId: string,
  body: AvailabilityRequest,
): Promise<ProductAvailability> {
  await requireStyleOnSite(ctx, db, productId);
  const nearby = body.location ? await storesNear(ctx, db, geocoder, body.location) : null;
  const stores = nearby ?? (await storesById(ctx, db, body.storeIds ?? []));
  const rows = await findStoreStock(
    db,
    productId,
    stores.map(({ row }) => row.store_id),
  );
  const stockByStore = new Map<string, StoreVariantStock[]>();
  for (const row of rows) {
    const list = stockByStore.get(row.location_id) ?? [];
    list.push(toStock(row, ctx.site.countryCode));
    stockByStore.set(row.location_id, list);
  }
  const answer: StoreAvailability[] = stores.map(({ row, distance }) => ({
    store: toStore(row),
    distanceKm: distance,
    variants: stockByStore.get(row.store_id) ?? [],
  }));
  return { productId, stores: answer };
}

async function storesById(
  ctx: RequestContext,
  db: Db,
  storeIds: readonly string[],
): Promise<{ row: StoreRow; distance: null }[]> {
  const rows = await findStoresByIds(db, ctx.site, storeIds);
  const byId = new Map(rows.map((row) => [row.store_id, row]));
  const unknown = storeIds.find((id) => !byId.has(id));
  if (unknown !== undefined)
    throw new ApiError('STR404', { field: 'body.storeIds', message: `The store ${unknown} could not be found.` });
  return [...new Set(storeIds)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, distance: null }] : [];
  });
}

async function storesNear(
  ctx: RequestContext,
  db: Db,
  geocoder: PostalGeocoder,
  location: NonNullable<AvailabilityRequest['location']>,
): Promise<{ row: StoreRow; distance: number }[]> {
  const centre = locate(ctx, geocoder, location);
  const box = boundingBox(centre, location.radiusKm);
  const rows = await findStoresInBox(db, ctx.site, box);
  return rows
    .filter((row) => inBox(box, row))
    .map((row) => ({ row, distance: round1(distanceKm(centre, row)) }))
    .filter(({ distance }) => distance <= location.radiusKm)
    .sort((a, b) => a.distance - b.distance || a.row.store_id.localeCompare(b.row.store_id));
}

function locate(
  ctx: RequestContext,
  geocoder: PostalGeocoder,
  location: NonNullable<AvailabilityRequest['location']>,
): Point {
  if (location.latitude !== undefined && location.longitude !== undefined) {
    return { latitude: location.latitude, longitude: location.longitude };
  }
  return locateText(ctx.site.countryCode, geocoder, location, 'body.location');
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

function toStock(row: StoreStockRow, countryCode: string): StoreVariantStock {
  const quantity = Number(row.quantity);
  return {
    upc: row.upc,
    colourCode: row.colour_code,
    size: sizeLabelFor(countryCode, SizeSystem.parse(row.size_system), row.size),
    width: row.width,
    quantity,
    available: quantity > 0,
  };
}

function toStore(row: StoreRow): Store {
  return {
    storeId: row.store_id,
    brand: row.brand,
    name: row.name,
    address: {
      addressLine1: row.address_line1,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
      countryCode: row.country_code,
    },
    phone: row.phone,
    location: { latitude: Number(row.latitude), longitude: Number(row.longitude) },
    timezone: row.timezone,
    openingHours: Hours.parse(JSON.parse(row.opening_hours)),
    pickupEnabled: Number(row.pickup_enabled) === 1,
    shipToStoreEnabled: Number(row.ship_to_store_enabled) === 1,
  };
}
