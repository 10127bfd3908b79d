import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';

import { mockCatalog } from '#app/lib/api/mock/fixtures.ts';
import { setErrorReporter } from '#app/lib/api/monitoring.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import { loader as robotsLoader } from './robots.ts';
import { loader as indexLoader } from './sitemap-index.ts';
import { loader as sitemapLoader } from './sitemap.ts';

const BASE = 'http://localhost:3000';
const STRIDE_LOCALES = ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'];
// Five URLs a child, so the mock categories of a locale take several pages.
const env = { API_MOCK: 'true', NODE_ENV: 'test', SITEMAP_PAGE_SIZE: '5', BRAND_HOSTS: 'kestrel.localhost=kestrel' };
const mockConfig = parseConfig(env);

function argsFor(url: string, headers: Record<string, string> = {}, config = mockConfig) {
  const context = createLoadContext({ config, nonce: 'n', correlationId: 'corr-sitemap-test' });
  const location = new URL(url);
  const [, , locale = '', file = ''] = location.pathname.split('/');
  return {
    request: new Request(url, { headers }),
    params: { locale, file },
    context,
    url: location,
    pattern: '/sitemaps/:locale/:file',
  };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
});

interface UrlSet {
  urlset: {
    xmlns: string;
    'xmlns:xhtml': string;
    url?: Array<{ loc: string; 'xhtml:link'?: Array<{ rel: string; hreflang: string; href: string }> }>;
  };
}

/** The body, after checking it is well-formed XML served as a cacheable sitemap. */
async function xmlOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]{27}"$/);
  const body = await response.text();
  expect(XMLValidator.validate(body)).toBe(true);
  return body;
}

async function index(url = `${BASE}/sitemap.xml`): Promise<string[]> {
  const xml = await xmlOf(await indexLoader(argsFor(url)));
  const parsed = parser.parse(xml) as { sitemapindex: { xmlns: string; sitemap?: Array<{ loc: string }> } };
  expect(parsed.sitemapindex.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return (parsed.sitemapindex.sitemap ?? []).map((entry) => entry.loc);
}

async function child(url: string): Promise<NonNullable<UrlSet['urlset']['url']>> {
  const xml = await xmlOf(await sitemapLoader(argsFor(url)));
  const parsed = parser.parse(xml) as UrlSet;
  expect(parsed.urlset.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(parsed.urlset['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return parsed.urlset.url ?? [];
}

describe('sitemap.xml and robots.txt', () => {
  it('indexes every child sitemap of every locale of the brand, and the children hold every page once', async () => {
    const children = await index();
    const categoryPages = Math.ceil(mockCatalog('en-us', 5).categories.length / 5);
    expect(categoryPages).toBeGreaterThan(2);
    for (const locale of STRIDE_LOCALES) {
      const own = children.filter((loc) => loc.startsWith(`${BASE}/sitemaps/${locale}/`));
      expect(own[0]).toBe(`${BASE}/sitemaps/${locale}/pages.xml`);
      expect(own.filter((loc) => /\/categories(-[\w-]+)?\.xml$/.test(loc))).toHaveLength(categoryPages);
      expect(own.filter((loc) => /\/products(-[\w-]+)?\.xml$/.test(loc))).toHaveLength(1);
    }
    expect(children).toHaveLength(STRIDE_LOCALES.length * (2 + categoryPages));

    // Read every English child the index names: together they are the whole catalog, nothing twice.
    const pages: string[] = [];
    for (const loc of children.filter((c) => c.startsWith(`${BASE}/sitemaps/en-us/`))) {
      const urls = await child(loc);
      expect(urls.length).toBeLessThanOrEqual(5);
      pages.push(...urls.map((url) => url.loc));
    }
    expect(new Set(pages).size).toBe(pages.length);
    const categories = mockCatalog('en-us', 5).categories.map((c) => `${BASE}/en-us/c/${c.slug}-${c.id}`);
    expect(pages.filter((page) => page.includes('/c/')).sort()).toEqual(categories.sort());
    expect(pages).toContain(`${BASE}/en-us/p/lumen-4-running-shoe-SRN155750`);
    expect(pages).toContain(`${BASE}/en-us`);
  });

  it("gives every URL hreflang alternates with each locale's own slug and x-default", async () => {
    const [product] = await child(`${BASE}/sitemaps/de-de/products.xml`);
    expect(product?.loc).toBe(`${BASE}/de-de/p/lumen-4-laufschuh-SRN155750`);
    expect(product?.['xhtml:link']?.map(({ rel, hreflang, href }) => [rel, hreflang, href])).toEqual([
      ['alternate', 'en-US', `${BASE}/en-us/p/lumen-4-running-shoe-SRN155750`],
      ['alternate', 'en-GB', `${BASE}/en-gb/p/lumen-4-running-shoe-SRN155750`],
      ['alternate', 'de-DE', `${BASE}/de-de/p/lumen-4-laufschuh-SRN155750`],
      ['alternate', 'fr-FR', `${BASE}/fr-fr/p/chaussure-de-running-lumen-4-SRN155750`],
      ['alternate', 'ja-JP', `${BASE}/ja-jp/p/lumen-4-running-shoe-SRN155750`],
      ['alternate', 'x-default', `${BASE}/en-us/p/lumen-4-running-shoe-SRN155750`],
    ]);
    const [home] = await child(`${BASE}/sitemaps/fr-fr/pages.xml`);
    expect(home?.loc).toBe(`${BASE}/fr-fr`);
    expect(home?.['xhtml:link']?.map((link) => link.hreflang)).toEqual([
      'en-US',
      'en-GB',
      'de-DE',
      'fr-FR',
      'ja-JP',
      'x-default',
    ]);
    const [category] = await child(`${BASE}/sitemaps/ja-jp/categories.xml`);
    expect(category?.loc).toBe(`${BASE}/ja-jp/c/men-1000`);
    expect(category?.['xhtml:link']?.find((link) => link.hreflang === 'de-DE')?.href).toBe(`${BASE}/de-de/c/men-1000`);
  });

  it("serves the host's brand only, with its own origin", async () => {
    const children = await index('http://kestrel.localhost:3000/sitemap.xml');
    // Kestrel sells in two locales and the mock catalog has no Kestrel styles: no product sitemaps.
    expect(children.filter((loc) => loc.endsWith('/pages.xml'))).toEqual([
      'http://kestrel.localhost:3000/sitemaps/en-us/pages.xml',
      'http://kestrel.localhost:3000/sitemaps/en-gb/pages.xml',
    ]);
    expect(children.some((loc) => loc.includes('/products'))).toBe(false);
    const [home] = await child('http://kestrel.localhost:3000/sitemaps/en-gb/pages.xml');
    expect(home?.['xhtml:link']?.map((link) => link.href)).toEqual([
      'http://kestrel.localhost:3000/en-us',
      'http://kestrel.localhost:3000/en-gb',
      'http://kestrel.localhost:3000/en-us',
    ]);
    expect((await sitemapLoader(argsFor('http://kestrel.localhost:3000/sitemaps/de-de/pages.xml'))).status).toBe(404);
  });

  it('answers 304 to a crawler that has the current version', async () => {
    const first = await sitemapLoader(argsFor(`${BASE}/sitemaps/en-us/categories.xml`));
    const etag = first.headers.get('etag') ?? '';
    const again = await sitemapLoader(argsFor(`${BASE}/sitemaps/en-us/categories.xml`, { 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const stale = await indexLoader(argsFor(`${BASE}/sitemap.xml`, { 'if-none-match': 'W/"old"' }));
    expect(stale.status).toBe(200);
  });

  it('is a 404 for a locale, file or page token that names no sitemap', async () => {
    const badToken = Buffer.from('categories:9999').toString('base64url');
    for (const path of [
      '/sitemaps/xx-yy/pages.xml',
      '/sitemaps/en-us/reviews.xml',
      '/sitemaps/en-us/pages-abc.xml',
      '/sitemaps/en-us/products-***.xml',
      `/sitemaps/en-us/categories-${badToken}.xml`,
      '/sitemaps/en-us/categories.json',
    ]) {
      const response = await sitemapLoader(argsFor(`${BASE}${path}`));
      expect(response.status, path).toBe(404);
    }
  });

  it('is a 503 that crawlers retry when the api cannot be reached', async () => {
    const down = parseConfig({ NODE_ENV: 'test', API_URL: 'http://127.0.0.1:9', REFERENCE_CACHE_TTL_MS: '0' });
    const reports: unknown[] = [];
    const restore = setErrorReporter((report) => reports.push(report));
    const response = await indexLoader(argsFor(`${BASE}/sitemap.xml`, {}, down)).finally(restore);
    expect(reports.length).toBeGreaterThan(0); // the api client reported the failure with its correlation id
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('300');
    expect(await response.text()).toContain('corr-sitemap-test');
  });

  it('robots.txt names the sitemap and keeps crawlers out of shopper pages, search results and filtered views', async () => {
    const response = robotsLoader(argsFor(`${BASE}/robots.txt`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /fapi/',
      'Disallow: /en-us/cart',
      'Disallow: /de-de/checkout',
      'Disallow: /ja-jp/account',
      'Disallow: /fr-fr/favorites',
      'Disallow: /account',
      'Disallow: /en-gb/search?',
      'Disallow: /en-us/c/*?sort=',
      'Disallow: /de-de/c/*&colour=',
    ])
      expect(lines).toContain(rule);
    expect(lines.some((line) => /^Disallow: \/\*|page=|\/p\//.test(line))).toBe(false);
    // Read as crawlers read it (a rule is a prefix, * any characters): which URLs may be fetched.
    const rules = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map(
        (line) =>
          new RegExp(
            `^${line
              .slice(10)
              .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '.*')}`,
          ),
      );
    const allowed = (path: string) => !rules.some((rule) => rule.test(path));
    // Product pages, also a product's offers (their colour and size, as its JSON-LD gives them) and a product whose
    // slug starts with a private word; listings and their pages.
    expect(allowed('/en-gb/p/tempo-4-hoodie-SHD013208?colour=325&size=XS')).toBe(true);
    expect(allowed('/de-de/p/tempo-4-hoodie-SHD013208?colour=325')).toBe(true);
    expect(allowed('/en-us/p/cart-runner-SRN100001')).toBe(true);
    expect(allowed('/en-gb/c/men-320629')).toBe(true);
    expect(allowed('/en-gb/c/men-320629?page=2')).toBe(true);
    // Not the filtered and sorted views of a listing, nor search results or the shopper's pages.
    expect(allowed('/en-gb/c/men-320629?colour=blue&colour=red')).toBe(false);
    expect(allowed('/fr-fr/c/running-960990?page=2&sort=price-asc')).toBe(false);
    expect(allowed('/ja-jp/search?q=run')).toBe(false);
    expect(allowed('/en-us/cart')).toBe(false);
  });
});
