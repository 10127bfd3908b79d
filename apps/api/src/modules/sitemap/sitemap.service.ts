import { categoryPath } from '@outsole/contracts/paths';
import type {
  SitemapKind,
  SitemapOutline,
  SitemapOutlineQuery,
  SitemapPage,
  SitemapPageQuery,
  SitemapSection,
} from '@outsole/contracts/sitemap';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { categoryAlternates } from '../catalog/catalog.service.js';
import { styleAlternates } from '../products/product-alternates.service.js';
import { pdpUrl } from '../products/product-mapping.js';
import { decodePageToken, encodePageToken } from './sitemap.page-token.js';
import {
  findCategoryPage,
  findCategoryPageEnds,
  findStylePage,
  findStylePageEnds,
  type PageEndRow,
  type SiteScope,
} from './sitemap.repository.js';

/**
 * A sitemap lists a site's pages in the site's own locale (the storefront serves site `{brand}-{locale}` at
 * `/{locale}`), whatever `x-locale` the call sends.
 */
function scopeOf(ctx: RequestContext): SiteScope {
  return { brand: ctx.site.brand, siteId: ctx.site.siteId, locale: ctx.site.locale };
}

const listings = {
  products: {
    page: findStylePage,
    pageEnds: findStylePageEnds,
    alternates: styleAlternates,
    url: pdpUrl,
  },
  categories: {
    page: findCategoryPage,
    pageEnds: findCategoryPageEnds,
    alternates: categoryAlternates,
    url: categoryPath,
  },
} as const;

/**
 * GET /products/v1/sitemap/{kind}: one keyset page of the site's product or category pages, each with its URL on
 * every site of the brand, in two queries (the page, then the alternates of its id range) whatever its size.
 */
export async function getSitemapPage(
  ctx: RequestContext,
  db: Db,
  kind: SitemapKind,
  query: SitemapPageQuery,
): Promise<SitemapPage> {
  const afterId = query.pageToken === undefined ? null : decodePageToken(kind, query.pageToken);
  const listing = listings[kind];
  const scope = scopeOf(ctx);
  // One row more than the page tells whether another page follows.
  const rows = await listing.page(db, scope, { afterId, limit: query.pageSize + 1 });
  const page = rows.slice(0, query.pageSize);
  const first = page[0];
  const last = page.at(-1);
  const alternates =
    first && last ? await listing.alternates(db, scope.brand, { fromId: first.id, toId: last.id }) : new Map();
  return {
    siteId: ctx.site.siteId,
    locale: ctx.site.locale,
    kind,
    entries: page.map((row) => ({
      id: row.id,
      url: listing.url(ctx.site.locale, row.slug, row.id),
      alternates: alternates.get(row.id) ?? [],
    })),
    nextPageToken: rows.length > query.pageSize && last ? encodePageToken(kind, last.id) : null,
  };
}

/** GET /products/v1/sitemap: the pages of both listings with their tokens and sizes, in one query per listing. */
export async function getSitemapOutline(
  ctx: RequestContext,
  db: Db,
  query: SitemapOutlineQuery,
): Promise<SitemapOutline> {
  const scope = scopeOf(ctx);
  const [products, categories] = await Promise.all([
    findStylePageEnds(db, scope, query.pageSize),
    findCategoryPageEnds(db, scope, query.pageSize),
  ]);
  return {
    siteId: ctx.site.siteId,
    locale: ctx.site.locale,
    pageSize: query.pageSize,
    products: toSection('products', products),
    categories: toSection('categories', categories),
  };
}

/** Page n starts after the end of page n - 1; the first page needs no token. */
function toSection(kind: SitemapKind, ends: readonly PageEndRow[]): SitemapSection {
  const pages: SitemapSection['pages'] = [];
  let previousEnd: PageEndRow | null = null;
  for (const end of ends) {
    pages.push({
      pageToken: previousEnd === null ? null : encodePageToken(kind, previousEnd.id),
      count: Number(end.rn) - Number(previousEnd?.rn ?? 0),
    });
    previousEnd = end;
  }
  return { total: Number(ends.at(-1)?.total ?? 0), pages };
}
