import type { Db, StoresTable } from '../../db/schema.js';
import type { BoundingBox } from './geo.js';

export type StoreRow = StoresTable;

export function findStore(db: Db, storeId: string): Promise<StoreRow | undefined> {
  return db.selectFrom('stores').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

/** A site's stores: its brand's, in its country. */
export interface StoreScope {
  brand: string;
  countryCode: string;
}

/** A site's stores among the given ids. */
export function findStoresByIds(db: Db, scope: StoreScope, storeIds: readonly string[]): Promise<StoreRow[]> {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stores')
    .selectAll()
    .where('brand', '=', scope.brand)
    .where('country_code', '=', scope.countryCode)
    .where('store_id', 'in', storeIds)
    .execute();
}

/** A site's stores inside a latitude/longitude box (the latitude index narrows it first). */
export function findStoresInBox(db: Db, scope: StoreScope, box: BoundingBox): Promise<StoreRow[]> {
  let query = db
    .selectFrom('stores')
    .selectAll()
    .where('brand', '=', scope.brand)
    .where('country_code', '=', scope.countryCode)
    .where('latitude', '>=', box.minLatitude)
    .where('latitude', '<=', box.maxLatitude);
  query =
    box.minLongitude <= box.maxLongitude
      ? query.where('longitude', '>=', box.minLongitude).where('longitude', '<=', box.maxLongitude)
      : query.where((eb) => eb.or([eb('longitude', '>=', box.minLongitude), eb('longitude', '<=', box.maxLongitude)]));
  return query.execute();
}

export interface StoreStockRow {
  location_id: string;
  upc: string;
  colour_code: string;
  size_system: string;
  size: string;
  width: string | null;
  quantity: number;
}

/** Stock of every variant of a style at the given stores, in one query (a store without a row has none). */
export function findStoreStock(db: Db, productId: string, storeIds: readonly string[]): Promise<StoreStockRow[]> {
  if (storeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('variants as v')
    .innerJoin('inventory as i', 'i.upc', 'v.upc')
    .select(['i.location_id', 'v.upc', 'v.colour_code', 'v.size_system', 'v.size', 'v.width', 'i.quantity'])
    .where('v.product_id', '=', productId)
    .where('i.location_id', 'in', storeIds)
    .orderBy('v.colour_code')
    .orderBy('v.position')
    .execute();
}
