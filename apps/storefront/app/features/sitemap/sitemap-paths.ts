import { SitemapPageToken } from '@outsole/contracts/sitemap';

/**
 * Child sitemaps live at `/sitemaps/{locale}/{file}`: `pages.xml` (home), `categories.xml` and `products.xml` for
 * the first page of each listing, `{listing}-{pageToken}.xml` for the next ones. The api's keyset token is in the
 * name, so serving a child costs one api page and never a count or an offset.
 */
export const SITEMAP_FILES = ['pages', 'categories', 'products'] as const;
export type SitemapFile = (typeof SITEMAP_FILES)[number];

export function sitemapPath(locale: string, file: SitemapFile, pageToken: string | null = null): string {
  return `/sitemaps/${locale}/${file}${pageToken ? `-${pageToken}` : ''}.xml`;
}

const FILE_NAME = /^(pages|categories|products)(?:-([^.]+))?\.xml$/;

/** The listing and page token a file name stands for, or null when it names no sitemap of ours. */
export function parseSitemapFile(name: string): { file: SitemapFile; pageToken: string | null } | null {
  const match = FILE_NAME.exec(name);
  const file = match?.[1] as SitemapFile | undefined;
  if (!match || !file) return null;
  const pageToken = match[2] ?? null;
  if (pageToken === null) return { file, pageToken };
  if (file === 'pages' || !SitemapPageToken.safeParse(pageToken).success) return null;
  return { file, pageToken };
}
