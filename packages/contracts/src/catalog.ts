import { z } from 'zod';
import { queryInteger } from './query-values.js';
import { CATEGORY_ID_PATTERN } from './paths.js';

/** One node of the category tree, flat with its parent; the storefront nests them. */
export const CatalogCategory = z.object({
  id: z.string().regex(CATEGORY_ID_PATTERN),
  parentId: z.string().regex(CATEGORY_ID_PATTERN).nullable(),
  name: z.string(),
  slug: z.string(),
  /**
   * The category's place in the tree in every language (`men`, `shoes`, `running`; slugs are translated), for code
   * that looks for a department; null for a generated collection.
   */
  key: z.string().nullable(),
  level: z.number().int().min(1),
  position: z.number().int().min(0),
  /**
   * Whether a style the site sells is in it or under it (decision 0047): an empty category keeps its page, but menus
   * leave it out. A platform field; absent means true.
   */
  hasProducts: z.boolean().optional(),
});
export type CatalogCategory = z.infer<typeof CatalogCategory>;

/** GET /products/v2/catalog query. */
export const CatalogQuery = z.object({
  levels: queryInteger('levels', (n) => n.min(1).max(5)).default(2),
});
export type CatalogQuery = z.infer<typeof CatalogQuery>;

/** GET /products/v2/catalog answer: the category tree for the request's site and locale. */
export const Catalog = z.object({ categories: z.array(CatalogCategory) });
export type Catalog = z.infer<typeof Catalog>;
