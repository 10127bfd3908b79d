import { EMAILED_TOKEN_PATTERN } from '@outsole/contracts/paths';

import { ApiError } from '#app/lib/api/api-error.ts';

/**
 * What the pages of emailed double opt-in links share (back-in-stock alerts, decision 0042 addendum session 51;
 * email subscriptions, decision 0054): their headers, the token's shape, and what a failed confirmation means.
 */

/** Personal and single use: never kept by a cache; the token never leaks through a Referer; nothing to index. */
export const EMAILED_LINK_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };

/** Whether a link's token is worth asking the api about (anything else is an expired link at once). */
export function isLinkToken(token: string): boolean {
  return EMAILED_TOKEN_PATTERN.test(token);
}

/**
 * `confirmed`: done; `expired`: the link is unknown, expired, used or replaced (one answer for all, as the api gives);
 * `failed`: the api could not be asked (unreachable, too many tries): the link may still work.
 */
export type LinkConfirmState = 'confirmed' | 'expired' | 'failed';

export function linkFailureState(error: unknown): 'expired' | 'failed' {
  return error instanceof ApiError && error.errorId === 'AUT402' ? 'expired' : 'failed';
}
