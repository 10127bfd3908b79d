import { describe, expect, it } from 'vitest';

import { matchesEtag } from '#app/lib/http/cacheable-response.server.ts';
import { parseSitemapFile, sitemapPath } from './sitemap-paths.ts';
import { escapeXml, urlsetXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes the five XML specials in URLs and attributes', () => {
    expect(escapeXml(`/a?b=1&c=<2>"'`)).toBe('/a?b=1&amp;c=&lt;2&gt;&quot;&apos;');
    const xml = urlsetXml([
      {
        loc: 'https://shop.example/en-us/c/x-1000?page=2&a=b',
        alternates: [{ hrefLang: 'x-default', href: 'https://shop.example/?a=1&b=2' }],
      },
    ]);
    expect(xml).toContain('<loc>https://shop.example/en-us/c/x-1000?page=2&amp;a=b</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/?a=1&amp;b=2"/>',
    );
  });

  it('names child sitemaps and reads the names back', () => {
    expect(sitemapPath('de-de', 'products')).toBe('/sitemaps/de-de/products.xml');
    expect(sitemapPath('de-de', 'products', 'cDpTUk4x-_')).toBe('/sitemaps/de-de/products-cDpTUk4x-_.xml');
    expect(parseSitemapFile('products-cDpTUk4x-_.xml')).toEqual({ file: 'products', pageToken: 'cDpTUk4x-_' });
    expect(parseSitemapFile('categories.xml')).toEqual({ file: 'categories', pageToken: null });
    for (const bad of [
      'pages-x.xml',
      'products-.xml',
      'products-a b.xml',
      'stores.xml',
      'products.xml.gz',
      `products-${'a'.repeat(65)}.xml`,
    ])
      expect(parseSitemapFile(bad), bad).toBeNull();
  });
});

describe('If-None-Match', () => {
  it.each([
    [null, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"old", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
  ])('%s matches W/"abc": %s', (header, expected) => {
    expect(matchesEtag(header, 'W/"abc"')).toBe(expected);
  });
});
