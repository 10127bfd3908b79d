import { z } from 'zod';
import { queryInteger } from './query-values.js';
import { AlternateUrl, LocalePath } from './locales.js';

/**
 * The sitemap listings (not in the spec; decision record 0013): every product and category page of a site, with
 * the same page in the brand's other locales, read in keyset pages so the 100,000-style catalog never costs an
 * OFFSET scan. The storefront turns them into `/sitemap.xml` and its child sitemaps.
 */

/**
 * The sitemaps protocol allows 50,000 URLs a file; with six hreflang links a URL a page of 10,000 is ~10 MB of
 * XML (~1 MB gzipped), well under the protocol's 50 MB and quick to build, fetch and parse.
 */
export const SITEMAP_MAX_PAGE_SIZE = 10_000;

export const SITEMAP_KINDS = ['products', 'categories'] as const;
export const SitemapKind = z.enum(SITEMAP_KINDS);
export type SitemapKind = z.infer<typeof SitemapKind>;

/** An opaque keyset cursor (base64url), from an outline or from the previous page's `nextPageToken`. */
export const SitemapPageToken = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'pageToken must be a token from the sitemap outline or a previous page');

const PageSize = queryInteger('pageSize', (n) => n.min(1).max(SITEMAP_MAX_PAGE_SIZE)).default(SITEMAP_MAX_PAGE_SIZE);

/** GET /products/v1/sitemap/{products|categories} query. */
export const SitemapPageQuery = z.object({
  pageToken: SitemapPageToken.optional(),
  pageSize: PageSize,
});
export type SitemapPageQuery = z.infer<typeof SitemapPageQuery>;

/** One page of the site: its path in the site's locale and the same page in every locale of the brand. */
export const SitemapEntry = z.object({
  /** The style code or the category id. */
  id: z.string(),
  url: z.string(),
  /** Every site of the brand where the page exists, this one included, in the order of SUPPORTED_LOCALES. */
  alternates: z.array(AlternateUrl),
});
export type SitemapEntry = z.infer<typeof SitemapEntry>;

/** GET /products/v1/sitemap/{products|categories}: one keyset page for the request's site (`x-site-id`). */
export const SitemapPage = z.object({
  siteId: z.string(),
  locale: LocalePath,
  kind: SitemapKind,
  entries: z.array(SitemapEntry),
  /** The token of the next page; null on the last. */
  nextPageToken: SitemapPageToken.nullable(),
});
export type SitemapPage = z.infer<typeof SitemapPage>;

/** GET /products/v1/sitemap query. */
export const SitemapOutlineQuery = z.object({ pageSize: PageSize });
export type SitemapOutlineQuery = z.infer<typeof SitemapOutlineQuery>;

export const SitemapSection = z.object({
  total: z.number().int().nonnegative(),
  /** Every page of `pageSize` entries: the token that fetches it (null: the first page) and how many it holds. */
  pages: z.array(z.object({ pageToken: SitemapPageToken.nullable(), count: z.number().int().positive() })),
});
export type SitemapSection = z.infer<typeof SitemapSection>;

/** GET /products/v1/sitemap: how the site's listings divide into pages, so an index can name every page at once. */
export const SitemapOutline = z.object({
  siteId: z.string(),
  locale: LocalePath,
  pageSize: z.number().int().positive(),
  products: SitemapSection,
  categories: SitemapSection,
});
export type SitemapOutline = z.infer<typeof SitemapOutline>;
