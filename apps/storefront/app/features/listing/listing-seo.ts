import type { SearchHit } from '@outsole/contracts/search';

/**
 * schema.org JSON-LD for a category listing: the BreadcrumbList of its path (the category itself last) and the
 * ItemList of this page's tiles, positions counted from the page's first hit. A string safe inside a <script>.
 */
export function listingJsonLd({
  origin,
  crumbs,
  hits,
  start,
}: {
  origin: string;
  crumbs: Array<{ name: string; url: string }>;
  hits: SearchHit[];
  start: number;
}): string {
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.url}`,
    })),
  };
  const items = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: hits.map((hit, index) => ({
      '@type': 'ListItem',
      position: start + index + 1,
      name: hit.name,
      url: `${origin}${hit.pdpUrl}`,
    })),
  };
  // "<" escaped so that no text in the data can close the script element.
  return JSON.stringify([breadcrumbs, items]).replace(/</g, '\\u003c');
}
