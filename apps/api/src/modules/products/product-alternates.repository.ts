import type { Db } from '../../db/schema.js';

export interface StyleAlternateRow {
  product_id: string;
  locale: string;
  slug: string;
}

/**
 * The styles with ids from `fromId` to `toId`, each with the slug of every site of `brand` that sells it (a price
 * on the site and a name in the site's locale): one range query over the price and translation keys, for one
 * style (its product page) or a sitemap page of ten thousand.
 */
export function findStyleAlternates(
  db: Db,
  { brand, fromId, toId }: { brand: string; fromId: string; toId: string },
): Promise<StyleAlternateRow[]> {
  // A cross join keeps the prices' primary key as the way in (a range of product ids): SQLite otherwise may start
  // from the brand's sites and walk every price of each (440 ms instead of 0.2 ms for one style at 100,000).
  return db
    .selectFrom('style_prices as p')
    .crossJoin('sites as si')
    .innerJoin('style_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.product_id').onRef('t.locale', '=', 'si.locale'),
    )
    .select(['p.product_id', 'si.locale', 't.slug'])
    .whereRef('si.site_id', '=', 'p.site_id')
    .where('si.brand', '=', brand)
    .where('p.product_id', '>=', fromId)
    .where('p.product_id', '<=', toId)
    .execute();
}
