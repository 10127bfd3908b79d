import type { Kysely } from 'kysely';

/**
 * The sitemap listings (modules/sitemap) read a brand's styles and categories in id order, ten thousand at a
 * time after the last id seen. Without (brand, id) the engine takes the brand's rows from another index and sorts
 * all of them for every page (1.6 s a page on the 100,000-style SQLite catalog; 70 ms with it). The slug index
 * covers the slug lookups of those pages, their alternates and the product page's, which otherwise read every
 * translation row with its description. Portable: schema builder only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('styles_brand_product_idx').on('styles').columns(['brand', 'product_id']).execute();
  await db.schema.createIndex('categories_brand_id_idx').on('categories').columns(['brand', 'id']).execute();
  await db.schema
    .createIndex('style_translations_slug_idx')
    .on('style_translations')
    .columns(['product_id', 'locale', 'slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['style_translations_slug_idx', 'categories_brand_id_idx', 'styles_brand_product_idx']) {
    await db.schema.dropIndex(index).execute();
  }
}
