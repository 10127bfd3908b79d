import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { ONLINE_LOCATION } from '../../db/schema.js';

export interface AnchorRow {
  brand: string;
  product_type: string;
  gender: string;
  price: number | null;
}

/** The style recommendations are for, with its price paid on the site (null: not sold there). */
export async function findAnchor(db: Db, productId: string, siteId: string): Promise<AnchorRow | undefined> {
  const result = await sql<AnchorRow>`select s.brand, s.product_type, s.gender,
      coalesce(p.sale_amount, p.list_amount) as price
    from styles s left join style_prices p on p.product_id = s.product_id and p.site_id = ${siteId}
    where s.product_id = ${productId}`.execute(db);
  return result.rows[0];
}

/**
 * Below this many styles of the brand, type and gender, the group is sorted whole (a few milliseconds at most);
 * from it on, they are at least 3 % of a site's 50,000 styles and a window of the price walk reads some 1,600 rows.
 */
const SMALL_GROUP = 1500;

/** Candidates read at a time from each side of the anchor's price, and the most checked for stock at a time. */
const CANDIDATE_WINDOW = 48;

interface Candidate {
  product_id: string;
  price: number;
}

/**
 * Similar styles, best first: same brand and gender (or unisex), priced on the site, some size in stock online;
 * the same product type first, then the nearest price, then the style code. Candidates are read outwards from the
 * anchor's price along the site's price index (migration 0027), a window at a time from each side, merged in that
 * order, and only they are checked for stock, until `limit` are found: sorting every style of the brand, type and
 * gender by price distance took 40 ms at 100,000 styles, and checking the stock of every style of the brand first
 * over a second. The answer is the same as filtering and sorting first. Ids only: the tiles are the products'.
 */
export async function findSimilarIds(
  db: Db,
  productId: string,
  anchor: AnchorRow & { price: number },
  {
    siteId,
    limit,
    window = CANDIDATE_WINDOW,
    smallGroup = SMALL_GROUP,
  }: { siteId: string; limit: number; window?: number; smallGroup?: number },
): Promise<string[]> {
  const found: string[] = [];
  // The same product type first, then the others.
  for (const sameType of [true, false]) {
    const candidates = nearestInPrice(db, productId, anchor, { siteId, sameType, window, smallGroup });
    // Most candidates are in stock: the first check covers twice what is still missing (each style's stock is
    // one probe per variant), later ones twice as many as the last, up to a window.
    let batchSize = Math.min(window, 2 * (limit - found.length));
    let batch: string[] = [];
    const check = async () => {
      const inStock = await inStockOnline(db, batch);
      for (const id of batch) if (inStock.has(id) && found.length < limit) found.push(id);
      batch = [];
      batchSize = Math.min(window, 2 * batchSize);
    };
    for await (const id of candidates) {
      batch.push(id);
      if (batch.length >= batchSize) await check();
      if (found.length >= limit) break;
    }
    if (batch.length > 0 && found.length < limit) await check();
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The candidate styles in order of price distance from the anchor (then style code): the styles priced at or
 * above it read upwards, those below it downwards, each side a window at a time, merged. SQLite is told to walk
 * the price index first (`cross join` fixes the join order there; PostgreSQL's planner chooses by its statistics).
 */
async function* nearestInPrice(
  db: Db,
  productId: string,
  anchor: AnchorRow & { price: number },
  { siteId, sameType, window, smallGroup }: { siteId: string; sameType: boolean; window: number; smallGroup: number },
): AsyncGenerator<string> {
  const price = sql`coalesce(p.sale_amount, p.list_amount)`;
  const type = sameType ? sql`s.product_type = ${anchor.product_type}` : sql`s.product_type <> ${anchor.product_type}`;
  const group = sql`s.brand = ${anchor.brand} and ${type} and s.gender in (${anchor.gender}, 'unisex')
    and s.product_id <> ${productId}`;
  // A small group (a product type with few styles, the gift card) is found through styles(brand, type, gender) and
  // sorted whole: walking the site's prices for it would read most of them.
  const { rows: counted } = await sql<{ n: number }>`
    select count(*) as n from (select 1 from styles s where ${group} limit ${smallGroup}) as g`.execute(db);
  if (Number(counted[0]?.n ?? 0) < smallGroup) {
    const { rows } = await sql<Candidate>`
      select s.product_id, ${price} as price
      from styles s join style_prices p on p.product_id = s.product_id and p.site_id = ${siteId}
      where ${group}
      order by abs(${price} - ${anchor.price}), s.product_id`.execute(db);
    for (const row of rows) yield row.product_id;
    return;
  }
  const side = (upwards: boolean) => {
    const range = upwards ? sql`${price} >= ${anchor.price}` : sql`${price} < ${anchor.price}`;
    const rows: Candidate[] = [];
    let offset = 0;
    let exhausted = false;
    return {
      async head(): Promise<Candidate | undefined> {
        if (rows.length === 0 && !exhausted) {
          const read = (
            await sql<Candidate>`
              select p.product_id, ${price} as price
              from style_prices p cross join styles s
              where p.site_id = ${siteId} and ${range} and s.product_id = p.product_id and ${group}
              order by ${price} ${upwards ? sql`asc` : sql`desc`}, p.product_id
              limit ${window} offset ${offset}`.execute(db)
          ).rows;
          offset += window;
          exhausted = read.length < window;
          rows.push(...read);
        }
        return rows[0];
      },
      take: () => rows.shift(),
    };
  };
  const distance = (candidate: Candidate) => Math.abs(Number(candidate.price) - anchor.price);
  const first = (a: Candidate, b: Candidate) =>
    distance(a) < distance(b) || (distance(a) === distance(b) && a.product_id < b.product_id);
  const above = side(true);
  const below = side(false);
  for (;;) {
    const [up, down] = [await above.head(), await below.head()];
    if (!up && !down) return;
    const fromAbove = !down || (up !== undefined && first(up, down));
    yield (fromAbove ? above.take() : below.take())!.product_id;
  }
}

/** Which of `ids` have some size in stock online. */
async function inStockOnline(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const rows = await sql<{ product_id: string }>`
    select distinct v.product_id
    from variants v join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
    where v.product_id in (${sql.join(ids)}) and i.quantity > 0`.execute(db);
  return new Set(rows.rows.map((row) => row.product_id));
}
