import { describe, expect, it } from 'vitest';

import { prefetchablePage } from './navigation-prefetch.tsx';

/** A link as prefetchablePage reads it. */
function link(attributes: Record<string, string>, tagName = 'A') {
  return {
    tagName,
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  } as unknown as Element;
}

const here = '/en-us/c/shoes-653341';

describe('prefetchablePage', () => {
  it.each([
    ['/en-us', '/en-us'],
    ['/en-us/p/nova-4-running-shoe-SRN239352', '/en-us/p/nova-4-running-shoe-SRN239352'],
    ['/en-us/p/nova-4-running-shoe-SRN239352?colour=057', '/en-us/p/nova-4-running-shoe-SRN239352?colour=057'],
    ['/de-de/c/laufschuhe-100200?size=9&sort=price-asc', '/de-de/c/laufschuhe-100200?size=9&sort=price-asc'],
    ['/en-us/c/shoes-653341?page=2', '/en-us/c/shoes-653341?page=2'],
  ])('fetches the catalog page %s ahead', (href, page) => {
    expect(prefetchablePage(link({ href }), here)).toBe(page);
  });

  it.each([
    ['the page shown', here],
    ['the cart (it changes with what the shopper does)', '/en-us/cart'],
    ['the account', '/en-us/account'],
    ['search results (the request counts the query as run)', '/ja-jp/search?q=running'],
    ['a hash link', '#modal-sign-in'],
    ['another origin', 'https://example.com/en-us/p/x'],
    ['a protocol-relative URL', '//example.com/en-us'],
    ['an api path', '/api/products/v2/search/productSearch'],
    ['an image', '/images/products/SRN239352/057/1.svg'],
    ['a page with a fragment', '/en-us/p/nova-4-running-shoe-SRN239352#reviews'],
    ['a deeper path', '/en-us/p/a/b'],
  ])('leaves %s alone', (_what, href) => {
    expect(prefetchablePage(link({ href }), here)).toBeNull();
  });

  it('leaves links that open elsewhere or download, and what is not a link', () => {
    const href = '/en-us/p/nova-4-running-shoe-SRN239352';
    expect(prefetchablePage(link({ href, target: '_blank' }), here)).toBeNull();
    expect(prefetchablePage(link({ href, download: '' }), here)).toBeNull();
    expect(prefetchablePage(link({ href, rel: 'noopener external' }), here)).toBeNull();
    expect(prefetchablePage(link({ href, target: '_self' }), here)).toBe(href);
    expect(prefetchablePage(link({ href }, 'AREA'), here)).toBeNull();
    expect(prefetchablePage(null, here)).toBeNull();
    expect(prefetchablePage(link({}), here)).toBeNull();
  });
});
