import { sql } from 'kysely';
import { ONLINE_LOCATION, type BackInStockRequestsTable, type Db, type VariantsTable } from '../../db/schema.js';

/**
 * Records a sign-up unless this email already waits for this variant on this site (the unique key decides, so two
 * simultaneous sign-ups still count once). A sign-up whose email went out (the variant came back, and sold out again)
 * waits again, in the language of the new sign-up.
 */
export async function insertRequestOnce(db: Db, row: BackInStockRequestsTable): Promise<void> {
  await db
    .insertInto('back_in_stock_requests')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['email', 'upc', 'site_id'])
        .doUpdateSet({
          // A new id for the new wait: its email is another message (the outbox's key names the sign-up's id).
          id: sql<string>`excluded.id`,
          notified_at: null,
          created_at: sql<string>`excluded.created_at`,
          locale: sql<string>`excluded.locale`,
        })
        .where('back_in_stock_requests.notified_at', 'is not', null),
    )
    .execute();
}

/** How many sizes an address waits for on a site (through the unique key, which leads with the email). */
export async function countWaiting(db: Db, email: string, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email', '=', email)
    .where('site_id', '=', siteId)
    .where('notified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A waiting sign-up whose variant is in stock online, with what its email says. */
export type RestockedRequest = Pick<
  BackInStockRequestsTable,
  'id' | 'email' | 'upc' | 'product_id' | 'site_id' | 'locale'
> &
  Pick<VariantsTable, 'colour_code' | 'size_system' | 'size' | 'width'> & {
    /** The style's name and URL slug in the sign-up's language, else the site's. */
    name: string | null;
    slug: string | null;
    /** The colourway's names, a JSON `{ locale: name }` (null when the colourway is gone). */
    colour_names: string | null;
  };

/**
 * Up to `limit` waiting sign-ups (oldest first, through back_in_stock_waiting_idx) whose variant has online stock
 * now; each read of the stock is a primary-key lookup.
 */
export function findRestockedRequests(db: Db, limit: number): Promise<RestockedRequest[]> {
  return db
    .selectFrom('back_in_stock_requests as r')
    .innerJoin('inventory as i', (join) => join.onRef('i.upc', '=', 'r.upc').on('i.location_id', '=', ONLINE_LOCATION))
    .innerJoin('variants as v', 'v.upc', 'r.upc')
    .innerJoin('sites as site', 'site.site_id', 'r.site_id')
    .leftJoin('style_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'r.product_id').onRef('t.locale', '=', 'r.locale'),
    )
    .leftJoin('style_translations as f', (join) =>
      join.onRef('f.product_id', '=', 'r.product_id').onRef('f.locale', '=', 'site.locale'),
    )
    .leftJoin('colourways as c', (join) =>
      join.onRef('c.product_id', '=', 'v.product_id').onRef('c.colour_code', '=', 'v.colour_code'),
    )
    .select([
      'r.id',
      'r.email',
      'r.upc',
      'r.product_id',
      'r.site_id',
      'r.locale',
      'v.colour_code',
      'v.size_system',
      'v.size',
      'v.width',
      'c.names as colour_names',
    ])
    .select((eb) => [eb.fn.coalesce('t.name', 'f.name').as('name'), eb.fn.coalesce('t.slug', 'f.slug').as('slug')])
    .where(sql<boolean>`r.notified_at is null`)
    .where('i.quantity', '>', 0)
    .orderBy('r.created_at')
    .limit(limit)
    .execute();
}

/** Marks the sign-up notified unless another instance did first; true for the one that did. */
export async function markNotified(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('back_in_stock_requests')
    .set({ notified_at: at })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes at most `limit` sign-ups still waiting that were made before `before`; answers how many. */
export async function deleteWaitingBefore(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('back_in_stock_requests')
        .select('id')
        .where(sql<boolean>`notified_at is null`)
        .where('created_at', '<', before)
        .limit(limit),
    )
    .where(sql<boolean>`notified_at is null`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes at most `limit` sign-ups whose email went out before `before`; answers how many. */
export async function deleteNotifiedBefore(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('back_in_stock_requests')
        .select('id')
        .where(sql<boolean>`notified_at is not null`)
        .where('notified_at', '<', before)
        .limit(limit),
    )
    .where('notified_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
