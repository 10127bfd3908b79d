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
 * Similar styles, best first, in one query: same brand and gender (or unisex), priced on the site, some size in
 * stock online; the same product type first, then the nearest price. Ids only: the tiles are the products'.
 */
export async function findSimilarIds(
  db: Db,
  productId: string,
  anchor: AnchorRow & { price: number },
  { siteId, limit }: { siteId: string; limit: number },
): Promise<string[]> {
  const price = sql`coalesce(p.sale_amount, p.list_amount)`;
  const result = await sql<{ product_id: string }>`
    select s.product_id
    from styles s
    join style_prices p on p.product_id = s.product_id and p.site_id = ${siteId}
    where s.brand = ${anchor.brand} and s.product_id <> ${productId}
      and s.gender in (${anchor.gender}, 'unisex')
      and exists (select 1 from variants v join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
        where v.product_id = s.product_id and i.quantity > 0)
    order by case when s.product_type = ${anchor.product_type} then 0 else 1 end,
      abs(${price} - ${anchor.price}), s.product_id
    limit ${limit}`.execute(db);
  return result.rows.map((row) => row.product_id);
}
