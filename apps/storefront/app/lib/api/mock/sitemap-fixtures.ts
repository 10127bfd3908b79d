import { categoryPath } from '@outsole/contracts/paths';
import type { Site } from '@outsole/contracts/reference';
import {
  SitemapOutlineQuery,
  SitemapPageQuery,
  type SitemapEntry,
  type SitemapKind,
  type SitemapOutline,
  type SitemapPage,
  type SitemapSection,
} from '@outsole/contracts/sitemap';

import { mockCatalog, mockSites } from './fixtures.ts';
import { MOCK_PRODUCT_ID, mockProductDetails } from './product-fixtures.ts';
import type { MockReply } from './mock-types.ts';

/** The answer of either listing (both are a SitemapPage). */
type PageReply = MockReply<'GET /products/v1/sitemap/products'> & MockReply<'GET /products/v1/sitemap/categories'>;

/**
 * Mock-mode sitemap listings, paged like the api: entries in id order, a token naming the last id of the page before
 * (opaque to the storefront), 400 API400 naming the field for a token or page size the api would refuse.
 */

function entries(site: Site, kind: SitemapKind): SitemapEntry[] {
  const brandSites = mockSites.filter((other) => other.brand === site.brand);
  if (kind === 'products') {
    // The mock catalog's one style is Stride's.
    if (site.brand !== 'stride') return [];
    const details = mockProductDetails(site);
    return [{ id: MOCK_PRODUCT_ID, url: details.pdpUrl, alternates: details.alternates ?? [] }];
  }
  const slugsByLocale = new Map(
    brandSites.map((other) => [
      other.locale,
      new Map(mockCatalog(other.locale, 5).categories.map((c) => [c.id, c.slug])),
    ]),
  );
  return mockCatalog(site.locale, 5)
    .categories.map((category) => ({
      id: category.id,
      url: categoryPath(site.locale, category.slug, category.id),
      alternates: brandSites.map((other) => ({
        locale: other.locale,
        url: categoryPath(other.locale, slugsByLocale.get(other.locale)?.get(category.id) ?? '', category.id),
      })),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

const tokenOf = (kind: SitemapKind, id: string) => Buffer.from(`${kind}:${id}`).toString('base64url');

function badRequest(field: string, message: string) {
  return { status: 400, body: { errorDetails: [{ errorId: 'API400', message, field }], appId: 'outsole-api' } };
}

export function mockSitemapPage(site: Site, kind: SitemapKind, query: URLSearchParams): PageReply {
  const parsed = SitemapPageQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return badRequest(`query.${String(issue?.path[0] ?? '')}`, issue?.message ?? 'Invalid query');
  }
  const all = entries(site, kind);
  let start = 0;
  if (parsed.data.pageToken !== undefined) {
    const index = all.findIndex((entry) => tokenOf(kind, entry.id) === parsed.data.pageToken);
    if (index < 0) return badRequest('query.pageToken', `pageToken is not a page token of the ${kind} sitemap.`);
    start = index + 1;
  }
  const page = all.slice(start, start + parsed.data.pageSize);
  const last = page.at(-1);
  const body: SitemapPage = {
    siteId: site.siteId,
    locale: site.locale,
    kind,
    entries: page,
    nextPageToken: last && start + page.length < all.length ? tokenOf(kind, last.id) : null,
  };
  return { body };
}

export function mockSitemapOutline(site: Site, query: URLSearchParams): MockReply<'GET /products/v1/sitemap'> {
  const parsed = SitemapOutlineQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) return badRequest('query.pageSize', parsed.error.issues[0]?.message ?? 'Invalid query');
  const { pageSize } = parsed.data;
  const section = (kind: SitemapKind): SitemapSection => {
    const all = entries(site, kind);
    const pages: SitemapSection['pages'] = [];
    for (let start = 0; start < all.length; start += pageSize) {
      const before = all[start - 1];
      pages.push({
        pageToken: before ? tokenOf(kind, before.id) : null,
        count: Math.min(pageSize, all.length - start),
      });
    }
    return { total: all.length, pages };
  };
  const body: SitemapOutline = {
    siteId: site.siteId,
    locale: site.locale,
    pageSize,
    products: section('products'),
    categories: section('categories'),
  };
  return { body };
}
