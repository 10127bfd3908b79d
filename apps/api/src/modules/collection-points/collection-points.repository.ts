import type { CollectionPointsTable, Db } from '../../db/schema.js';
import type { BoundingBox } from '../stores/geo.js';

export type CollectionPointRow = CollectionPointsTable;

/** A country's collection points inside a latitude/longitude box, of one carrier when given. */
export function findCollectionPointsInBox(
  db: Db,
  countryCode: string,
  box: BoundingBox,
  carrier: string | undefined,
): Promise<CollectionPointRow[]> {
  let query = db
    .selectFrom('collection_points')
    .selectAll()
    .where('country_code', '=', countryCode)
    .where('latitude', '>=', box.minLatitude)
    .where('latitude', '<=', box.maxLatitude);
  query =
    box.minLongitude <= box.maxLongitude
      ? query.where('longitude', '>=', box.minLongitude).where('longitude', '<=', box.maxLongitude)
      : query.where((eb) => eb.or([eb('longitude', '>=', box.minLongitude), eb('longitude', '<=', box.maxLongitude)]));
  if (carrier !== undefined) query = query.where('carrier', '=', carrier);
  return query.execute();
}

export function findCollectionPoint(db: Db, pointId: string): Promise<CollectionPointRow | undefined> {
  return db.selectFrom('collection_points').selectAll().where('point_id', '=', pointId).executeTakeFirst();
}
