import { PROTECTED_PATH_WORDS } from '@outsole/contracts/paths';
import type { LocalePath } from '@outsole/contracts/locales';

/** Listing state in the query (features/listing/listing-params.ts) and the product page's choice of colour and size. */
const VIEW_PARAMETERS = ['sort', 'size', 'colour', 'width', 'gender', 'brand', 'price', 'rating', 'category'];

/**
 * robots.txt: where crawlers need not go (the api proxies, the shopper's own pages, search results, and the
 * filtered and sorted views of a listing, whose canonical is the plain page), and where the sitemap is. Paths are
 * spelled out per locale rather than with a leading wildcard, which would also match product slugs such as
 * `/en-us/p/cart-...`. Pagination (`page=`) stays open: its pages are canonical and crawlable.
 */
export function robotsTxt({ origin, locales }: { origin: string; locales: readonly LocalePath[] }): string {
  const shopperPaths = [...PROTECTED_PATH_WORDS, 'order-confirmation'];
  const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /fapi/'];
  for (const word of shopperPaths) lines.push(`Disallow: /${word}`);
  for (const locale of locales) {
    for (const word of shopperPaths) lines.push(`Disallow: /${locale}/${word}`);
    lines.push(`Disallow: /${locale}/search?`);
  }
  for (const name of VIEW_PARAMETERS) lines.push(`Disallow: /*?${name}=`, `Disallow: /*&${name}=`);
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
