import type { Catalog, CatalogCategory, CatalogQuery } from '@outsole/contracts/catalog';
import { bySupportedLocale, isSupportedLocale, type AlternateUrl } from '@outsole/contracts/locales';
import { categoryPath } from '@outsole/contracts/paths';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { findCategoryAlternates, findCategoryTree } from './catalog.repository.js';

/**
 * GET /products/v2/catalog: the category tree of the request's brand, named in the request locale. A category
 * not yet translated into that locale shows the site's own language rather than disappearing from navigation.
 */
export async function getCatalog(ctx: RequestContext, db: Db, query: CatalogQuery): Promise<Catalog> {
  const rows = await findCategoryTree(db, {
    brand: ctx.site.brand,
    siteId: ctx.site.siteId,
    maxLevel: query.levels,
    locale: ctx.locale,
    fallbackLocale: ctx.site.locale,
  });
  const categories: CatalogCategory[] = [];
  for (const row of rows) {
    const name = row.name ?? row.fallback_name;
    const slug = row.slug ?? row.fallback_slug;
    if (name === null || slug === null) continue; // untranslated in both: not ready to be shown
    categories.push({
      id: row.id,
      parentId: row.parent_id,
      name,
      slug,
      key: row.category_key,
      level: Number(row.level),
      position: Number(row.position),
      hasProducts: Boolean(Number(row.has_products)),
    });
  }
  return { categories };
}

/**
 * The pages of the categories from `fromId` to `toId` on every site of `brand` where they can be reached, each URL
 * with its own locale's slug, by category id; locales in the order of SUPPORTED_LOCALES.
 */
export async function categoryAlternates(
  db: Db,
  brand: string,
  { fromId, toId }: { fromId: string; toId: string },
): Promise<Map<string, AlternateUrl[]>> {
  const rows = await findCategoryAlternates(db, { brand, fromId, toId });
  const byCategory = new Map<string, AlternateUrl[]>();
  for (const row of rows) {
    if (!isSupportedLocale(row.locale)) continue; // a site in a language the storefront does not speak yet
    const list = byCategory.get(row.id) ?? [];
    list.push({ locale: row.locale, url: categoryPath(row.locale, row.slug, row.id) });
    byCategory.set(row.id, list);
  }
  for (const list of byCategory.values()) list.sort(bySupportedLocale);
  return byCategory;
}
