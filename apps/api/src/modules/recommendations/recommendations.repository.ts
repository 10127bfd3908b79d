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

/** Candidates read at a time: the best-ordered styles, before the stock check narrows them. */
const CANDIDATE_WINDOW = 48;

/**
 * Similar styles, best first: same brand and gender (or unisex), priced on the site, some size in stock online;
 * the same product type first, then the nearest price. Candidates come in order, a window at a time, and only they
 * are checked for stock, until `limit` are found: checking the stock of every style of the brand first took over a
 * second at 100,000 styles. The answer is the same as filtering first. Ids only: the tiles are the products'.
 */
export async function findSimilarIds(
  db: Db,
  productId: string,
  anchor: AnchorRow & { price: number },
  { siteId, limit }: { siteId: string; limit: number },
): Promise<string[]> {
  const price = sql`coalesce(p.sale_amount, p.list_amount)`;
  const found: string[] = [];
  // The same product type first (its styles found through styles(brand, product_type, gender)), then the others.
  for (const sameType of [true, false]) {
    const type = sameType
      ? sql`s.product_type = ${anchor.product_type}`
      : sql`s.product_type <> ${anchor.product_type}`;
    for (let offset = 0; found.length < limit; offset += CANDIDATE_WINDOW) {
      const candidates = (
        await sql<{ product_id: string }>`
          select s.product_id
          from styles s
          join style_prices p on p.product_id = s.product_id and p.site_id = ${siteId}
          where s.brand = ${anchor.brand} and ${type} and s.gender in (${anchor.gender}, 'unisex')
            and s.product_id <> ${productId}
          order by abs(${price} - ${anchor.price}), s.product_id
          limit ${CANDIDATE_WINDOW} offset ${offset}`.execute(db)
      ).rows.map((row) => row.product_id);
      if (candidates.length === 0) break;
      const inStock = new Set(
        (
          await sql<{ product_id: string }>`
            select distinct v.product_id
            from variants v join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
            where v.product_id in (${sql.join(candidates)}) and i.quantity > 0`.execute(db)
        ).rows.map((row) => row.product_id),
      );
      for (const id of candidates) {
        if (inStock.has(id) && found.length < limit) found.push(id);
      }
      if (candidates.length < CANDIDATE_WINDOW) break;
    }
    if (found.length >= limit) break;
  }
  return found;
}
