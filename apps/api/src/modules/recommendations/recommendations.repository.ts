import { sql } from 'kysely';
import type { Db, SizeSystem } from '../../db/schema.js';
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

export interface SimilarRow {
  product_id: string;
  badges: string;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
  currency_code: string;
  list_amount: number;
  sale_amount: number | null;
  first_colour: string | null;
  size_system: SizeSystem | null;
  colour_count: number;
}

/**
 * Similar styles in one query: same brand and gender (or unisex), priced on the site, some size in stock
 * online; the same product type first, then the nearest price.
 */
export async function findSimilar(
  db: Db,
  productId: string,
  anchor: AnchorRow & { price: number },
  { siteId, locale, fallbackLocale, limit }: { siteId: string; locale: string; fallbackLocale: string; limit: number },
): Promise<SimilarRow[]> {
  const price = sql`coalesce(p.sale_amount, p.list_amount)`;
  const result = await sql<SimilarRow>`
    select s.product_id, s.badges, t.name, t.slug, f.name as fallback_name, f.slug as fallback_slug,
      p.currency_code, p.list_amount, p.sale_amount,
      (select cw.colour_code from colourways cw where cw.product_id = s.product_id and cw.position = 0) as first_colour,
      (select v.size_system from variants v where v.product_id = s.product_id limit 1) as size_system,
      (select count(*) from colourways cw where cw.product_id = s.product_id) as colour_count
    from styles s
    join style_prices p on p.product_id = s.product_id and p.site_id = ${siteId}
    left join style_translations t on t.product_id = s.product_id and t.locale = ${locale}
    left join style_translations f on f.product_id = s.product_id and f.locale = ${fallbackLocale}
    where s.brand = ${anchor.brand} and s.product_id <> ${productId}
      and s.gender in (${anchor.gender}, 'unisex')
      and exists (select 1 from variants v join inventory i on i.upc = v.upc and i.location_id = ${ONLINE_LOCATION}
        where v.product_id = s.product_id and i.quantity > 0)
    order by case when s.product_type = ${anchor.product_type} then 0 else 1 end,
      abs(${price} - ${anchor.price}), s.product_id
    limit ${limit}`.execute(db);
  return result.rows;
}
