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
  return db
    .selectFrom('style_prices as p')
    .innerJoin('sites as si', 'si.site_id', 'p.site_id')
    .innerJoin('style_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'p.product_id').onRef('t.locale', '=', 'si.locale'),
    )
    .select(['p.product_id', 'si.locale', 't.slug'])
    .where('si.brand', '=', brand)
    .where('p.product_id', '>=', fromId)
    .where('p.product_id', '<=', toId)
    .execute();
}
