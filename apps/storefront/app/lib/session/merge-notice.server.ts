import { deleteCookie, serializeCookie } from './cookies.server.ts';

/**
 * spec §4: "A merged-cart notice is dismissible." Set by a sign-in whose token answer reports `merged.cart`, read
 * by the root loader (SessionSummary.mergedCartNotice), removed by the dismiss-merge-notice intent and by sign-out.
 */
export const MERGE_NOTICE_COOKIE = 'outsole_merge_notice';
/** Long enough to be seen on a later visit, short enough not to greet the shopper weeks on. */
const MERGE_NOTICE_MAX_AGE_S = 7 * 24 * 60 * 60;

export function mergeNoticeCookie(secure: boolean): string {
  return serializeCookie(MERGE_NOTICE_COOKIE, '1', { secure, maxAge: MERGE_NOTICE_MAX_AGE_S });
}

export function clearMergeNoticeCookie(secure: boolean): string {
  return deleteCookie(MERGE_NOTICE_COOKIE, { secure });
}
