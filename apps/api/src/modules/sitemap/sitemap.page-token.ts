import { CATEGORY_ID_PATTERN, STYLE_CODE_PATTERN } from '@outsole/contracts/paths';
import type { SitemapKind } from '@outsole/contracts/sitemap';
import { ApiError } from '../../lib/api-error.js';

/**
 * A sitemap page token is the last id of the page before, base64url-encoded with the listing it belongs to, so
 * callers treat it as opaque and a token of the product listing is refused by the category listing.
 */
const PREFIX: Record<SitemapKind, string> = { products: 'p', categories: 'c' };
const ID_PATTERN: Record<SitemapKind, RegExp> = { products: STYLE_CODE_PATTERN, categories: CATEGORY_ID_PATTERN };

export function encodePageToken(kind: SitemapKind, lastId: string): string {
  return Buffer.from(`${PREFIX[kind]}:${lastId}`, 'utf8').toString('base64url');
}

/** The id a token continues after; API400 naming `query.pageToken` when it is not a token of this listing. */
export function decodePageToken(kind: SitemapKind, token: string): string {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const separator = text.indexOf(':');
  const prefix = text.slice(0, separator);
  const id = text.slice(separator + 1);
  // Re-encoding must give the token back: Buffer's decoder skips characters it does not expect.
  if (separator < 0 || prefix !== PREFIX[kind] || !ID_PATTERN[kind].test(id) || encodePageToken(kind, id) !== token) {
    throw new ApiError('API400', {
      message: `pageToken is not a page token of the ${kind} sitemap.`,
      field: 'query.pageToken',
    });
  }
  return id;
}
