import { sql, type AliasedSelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/schema.js';
import { hasStylesOnSite, namedUpToTheRoot } from '../catalog/catalog.repository.js';

/** Which site's pages: the styles it sells and the categories it can show, named in its locale. */
export interface SiteScope {
  brand: string;
  siteId: string;
  locale: string;
}

export interface PageRow {
  id: string;
  slug: string;
}

/** The end of each page of `pageSize` rows (and the last row): its id, its row number and the total. */
export interface PageEndRow {
  id: string;
  rn: number | string;
  total: number | string;
}

/**
 * Styles with a page on the site: the brand's, priced on the site, named in its locale and with a colourway (the
 * product details answer 404 without one).
 */
function stylesOnSite(db: Db, { brand, siteId, locale }: SiteScope) {
  return db
    .selectFrom('styles as s')
    .innerJoin('style_prices as p', (join) =>
      join.onRef('p.product_id', '=', 's.product_id').on('p.site_id', '=', siteId),
    )
    .innerJoin('style_translations as t', (join) =>
      join.onRef('t.product_id', '=', 's.product_id').on('t.locale', '=', locale),
    )
    .where('s.brand', '=', brand)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('colourways as cw').select('cw.product_id').whereRef('cw.product_id', '=', 's.product_id')),
    );
}

/**
 * Categories with a page on the site: the brand's, named in its locale, and so is every ancestor (the closure
 * holds the category itself at depth 0), with a style the site sells in it or under it (an empty listing is not a
 * page to index).
 */
function categoriesOnSite(db: Db, { brand, siteId, locale }: SiteScope) {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .where('c.brand', '=', brand)
    .where(hasStylesOnSite(siteId))
    .where(namedUpToTheRoot(sql.val(locale)));
}

/** Keyset page: the next `limit` styles after `afterId` in id order (a seek on the primary key, never an OFFSET). */
export function findStylePage(
  db: Db,
  scope: SiteScope,
  { afterId, limit }: { afterId: string | null; limit: number },
): Promise<PageRow[]> {
  return stylesOnSite(db, scope)
    .select(['s.product_id as id', 't.slug'])
    .$if(afterId !== null, (query) => query.where('s.product_id', '>', afterId ?? ''))
    .orderBy('s.product_id')
    .limit(limit)
    .execute();
}

export function findCategoryPage(
  db: Db,
  scope: SiteScope,
  { afterId, limit }: { afterId: string | null; limit: number },
): Promise<PageRow[]> {
  return categoriesOnSite(db, scope)
    .select(['c.id as id', 't.slug'])
    .$if(afterId !== null, (query) => query.where('c.id', '>', afterId ?? ''))
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

/** Row number and total over `orderBy`: numbers the rows in the order the pages seek in. */
function numbered(orderBy: string) {
  return [
    sql<number>`row_number() over (order by ${sql.ref(orderBy)})`.as('rn'),
    sql<number>`count(*) over ()`.as('total'),
  ] as const;
}

/** The rows that end a page of `pageSize` (every pageSize-th, and the last). */
function pageEnds(
  db: Db,
  rows: { as(alias: 'n'): AliasedSelectQueryBuilder<PageEndRow, 'n'> },
  pageSize: number,
): Promise<PageEndRow[]> {
  return db
    .selectFrom(rows.as('n'))
    .select(['n.id', 'n.rn', 'n.total'])
    .where(sql<boolean>`n.rn % ${pageSize} = 0 or n.rn = n.total`)
    .orderBy('n.rn')
    .execute();
}

/**
 * Where every page of `pageSize` styles ends, in one pass over the site's styles in id order (row_number over the
 * same order the pages seek in): what the sitemap index needs to name every page without reading them.
 */
export function findStylePageEnds(db: Db, scope: SiteScope, pageSize: number): Promise<PageEndRow[]> {
  return pageEnds(db, stylesOnSite(db, scope).select(['s.product_id as id', ...numbered('s.product_id')]), pageSize);
}

export function findCategoryPageEnds(db: Db, scope: SiteScope, pageSize: number): Promise<PageEndRow[]> {
  return pageEnds(db, categoriesOnSite(db, scope).select(['c.id as id', ...numbered('c.id')]), pageSize);
}
