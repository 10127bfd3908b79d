import type { Catalog, CatalogCategory, CatalogQuery } from '@outsole/contracts/catalog';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { findCategoryTree } from './catalog.repository.js';

/**
 * GET /products/v2/catalog: the category tree of the request's brand, named in the request locale. A category
 * not yet translated into that locale shows the site's own language rather than disappearing from navigation.
 */
export async function getCatalog(ctx: RequestContext, db: Db, query: CatalogQuery): Promise<Catalog> {
  const rows = await findCategoryTree(db, {
    brand: ctx.site.brand,
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
      level: Number(row.level),
      position: Number(row.position),
    });
  }
  return { categories };
}
