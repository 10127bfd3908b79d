import type { Db } from '../../db/schema.js';

export interface CategoryRow {
  id: string;
  parent_id: string | null;
  level: number;
  position: number;
  name: string | null;
  slug: string | null;
  fallback_name: string | null;
  fallback_slug: string | null;
}

/**
 * One brand's categories down to `maxLevel`, with the translation for `locale` and the one for `fallbackLocale`
 * (used where the first is missing), in a single query ordered parents-first.
 */
export function findCategoryTree(
  db: Db,
  {
    brand,
    maxLevel,
    locale,
    fallbackLocale,
  }: { brand: string; maxLevel: number; locale: string; fallbackLocale: string },
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
      't.name as name',
      't.slug as slug',
      'f.name as fallback_name',
      'f.slug as fallback_slug',
    ])
    .where('c.brand', '=', brand)
    .where('c.level', '<=', maxLevel)
    .orderBy('c.level')
    .orderBy('c.parent_id')
    .orderBy('c.position')
    .execute();
}
