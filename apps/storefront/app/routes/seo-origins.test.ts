import { describe, expect, it } from 'vitest';

import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import { loader as categoryLoader } from './category.tsx';
import { loader as homeLoader } from './home.tsx';
import { loader as productLoader } from './product.tsx';
import { loader as robotsLoader } from './robots.ts';
import { loader as indexLoader } from './sitemap-index.ts';

/**
 * Absolute URLs in what crawlers read (canonical, hreflang, og:url, JSON-LD, sitemaps, robots.txt) name the brand's
 * configured public origin (STOREFRONT_BRAND_ORIGINS), never the Host a request names: a shared cache that does not
 * key on Host, or a misrouted virtual host, must not hand crawlers another domain's URLs.
 */
const ORIGINS = 'stride=https://stride.example,kestrel=https://kestrel.example';
const PDP = '/en-us/p/lumen-4-running-shoe-SRN155750';
const PLP = '/en-us/c/mens-running-shoes-1100';

function argsFor(url: string, env: Record<string, string> = { STOREFRONT_BRAND_ORIGINS: ORIGINS }) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test', ...env });
  const context = createLoadContext({ config, nonce: 'n', correlationId: 'corr-seo-origins' });
  const location = new URL(url);
  const [, locale = '', , last = ''] = location.pathname.split('/');
  return {
    request: new Request(url),
    params: { locale, category: last, product: last },
    context,
    url: location,
    pattern: '',
  };
}

describe('public origins of SEO URLs', () => {
  it("take the brand's configured origin whatever the Host: home, listing, product", async () => {
    const home = await homeLoader(argsFor('http://evil.example/en-us'));
    expect(home.canonical).toBe('https://stride.example/en-us');
    expect(home.alternates.every((link) => link.href.startsWith('https://stride.example/'))).toBe(true);

    const listing = await categoryLoader(argsFor(`http://evil.example${PLP}?page=2`));
    if (listing instanceof Response) throw new Error(`listing answered ${listing.status}`);
    expect(listing.seo.canonical).toBe(`https://stride.example${PLP}?page=2`);
    expect(listing.seo.alternates.every((link) => link.href.startsWith('https://stride.example/'))).toBe(true);
    expect(listing.seo.jsonLdOrigin).toBe('https://stride.example');

    const product = await productLoader(argsFor(`http://evil.example${PDP}`));
    if (product instanceof Response) throw new Error(`product answered ${product.status}`);
    expect(product.seo.canonical).toBe(`https://stride.example${PDP}`);
    expect(product.seo.origin).toBe('https://stride.example');
    expect(product.seo.alternates.every((link) => link.href.startsWith('https://stride.example/'))).toBe(true);
  });

  it('name only the configured origin in sitemap.xml and robots.txt', async () => {
    const index = await (await indexLoader(argsFor('http://evil.example/sitemap.xml'))).text();
    expect(index).toContain('<loc>https://stride.example/sitemaps/en-us/pages.xml</loc>');
    expect(index).not.toContain('evil.example');
    const robots = await robotsLoader(argsFor('http://evil.example/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://stride.example/sitemap.xml');
    expect(robots).not.toContain('evil.example');
  });

  it("serve a configured origin's host as its brand, without BRAND_HOSTS naming it", async () => {
    const index = await (await indexLoader(argsFor('https://kestrel.example/sitemap.xml'))).text();
    expect(index).toContain('<loc>https://kestrel.example/sitemaps/en-us/pages.xml</loc>');
    // Kestrel sells in the US and Britain only: not Stride's index under Kestrel's name.
    expect(index).not.toContain('/sitemaps/de-de/');
  });

  it('fall back to the request origin where no origin is configured (development and tests)', async () => {
    const home = await homeLoader(argsFor('http://localhost:3000/en-us', {}));
    expect(home.canonical).toBe('http://localhost:3000/en-us');
  });
});
