import { PROTECTED_PATH_WORDS } from '@outsole/contracts/paths';
import type { LocalePath } from '@outsole/contracts/locales';

/** Listing state in the query (features/listing/listing-params.ts). */
const VIEW_PARAMETERS = ['sort', 'size', 'colour', 'width', 'gender', 'brand', 'price', 'rating', 'category'];

/**
 * robots.txt: where crawlers need not go (the api proxies, the shopper's own pages, search results, and the
 * filtered and sorted views of a listing, whose canonical is the plain page), and where the sitemap is. Paths are
 * spelled out per locale rather than with a leading wildcard, which would also match product slugs such as
 * `/en-us/p/cart-...`. Pagination (`page=`) stays open: its pages are canonical and crawlable. The view parameters
 * are closed on category listings only (`/{locale}/c/…`): a product page's `?colour=…&size=…` is the URL of one of
 * its offers in the product's structured data, which search engines fetch to check its price and availability
 * (it is canonicalised to the plain product page).
 */
export function robotsTxt({ origin, locales }: { origin: string; locales: readonly LocalePath[] }): string {
  const shopperPaths = [...PROTECTED_PATH_WORDS, 'order-confirmation'];
  const lines = ['User-agent: *', 'Disallow: /api/', 'Disallow: /fapi/'];
  for (const word of shopperPaths) lines.push(`Disallow: /${word}`);
  for (const locale of locales) {
    for (const word of shopperPaths) lines.push(`Disallow: /${locale}/${word}`);
    lines.push(`Disallow: /${locale}/search?`);
    for (const name of VIEW_PARAMETERS) {
      lines.push(`Disallow: /${locale}/c/*?${name}=`, `Disallow: /${locale}/c/*&${name}=`);
    }
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}
