import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/schema.js';

/**
 * Whether the category (`categoryRef`, a column holding its id) or one under it holds a style the site sells (priced
 * there): an empty category is no page to offer a shopper or a crawler. Through the closure's primary key, the
 * style_categories category index and the prices' key.
 */
export function hasStylesOnSite(siteId: string, categoryRef = 'c.id'): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from category_closure cc
    join style_categories sc on sc.category_id = cc.category_id
    join style_prices sp on sp.product_id = sc.product_id and sp.site_id = ${siteId}
    where cc.ancestor_id = ${sql.ref(categoryRef)})`;
}

/**
 * Whether the category (`categoryRef`) and every category above it are named in `locale` (a column or a value): the
 * storefront's tree drops a category whose parent it cannot name, so only such a category has a page there.
 */
export function namedUpToTheRoot(locale: RawBuilder<unknown>, categoryRef = 'c.id'): RawBuilder<boolean> {
  return sql<boolean>`not exists (select 1 from category_closure cc
    where cc.category_id = ${sql.ref(categoryRef)}
    and not exists (select 1 from category_translations a where a.category_id = cc.ancestor_id and a.locale = ${locale}))`;
}

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  level: number;
  position: number;
  category_key: string | null;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
  /** hasStylesOnSite: a boolean on PostgreSQL, 0 or 1 on SQLite. */
  has_products: boolean | number;
}

/**
 * One brand's categories down to `maxLevel`, with the translation for `locale` and the one for `fallbackLocale`
 * (used where the first is missing), in a single query ordered parents-first.
 */
export function findCategoryTree(
  db: Db,
  {
    brand,
    siteId,
    maxLevel,
    locale,
    fallbackLocale,
  }: { brand: string; siteId: string; maxLevel: number; locale: string; fallbackLocale: string },
): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.locale', '=', locale),
    )
    .leftJoin('category_translations as f', (join) =>
      join.onRef('f.category_id', '=', 'c.id').on('f.locale', '=', fallbackLocale),
    )
    .select([
      'c.id',
      'c.parent_id',
      'c.level',
      'c.position',
      'c.category_key',
      't.name as name',
      't.slug as slug',
      'f.name as fallback_name',
      'f.slug as fallback_slug',
      hasStylesOnSite(siteId).as('has_products'),
    ])
    .where('c.brand', '=', brand)
    .where('c.level', '<=', maxLevel)
    .orderBy('c.level')
    .orderBy('c.parent_id')
    .orderBy('c.position')
    .execute();
}

export interface CategoryAlternateRow {
  id: string;
  locale: string;
  slug: string;
}

/**
 * The categories of `brand` with ids from `fromId` to `toId`, each with its slug in the locale of every site of the
 * brand where its page can be reached: named there, and so is every ancestor (the storefront's tree drops a
 * category whose parent it cannot name). One range query over the category keys.
 */
export function findCategoryAlternates(
  db: Db,
  { brand, fromId, toId }: { brand: string; fromId: string; toId: string },
): Promise<CategoryAlternateRow[]> {
  return db
    .selectFrom('categories as c')
    .innerJoin('sites as si', 'si.brand', 'c.brand')
    .innerJoin('category_translations as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').onRef('t.locale', '=', 'si.locale'),
    )
    .select(['c.id', 'si.locale', 't.slug'])
    .where('c.brand', '=', brand)
    .where('c.id', '>=', fromId)
    .where('c.id', '<=', toId)
    .where(namedUpToTheRoot(sql.ref('si.locale')))
    .execute();
}
