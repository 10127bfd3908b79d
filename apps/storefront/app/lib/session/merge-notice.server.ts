import type { MergeResult } from '@outsole/contracts/auth';

import { deleteCookie, serializeCookie } from './cookies.server.ts';
import type { MergeNotice } from './session-summary.ts';

/**
 * spec §4: "A merged-cart notice is dismissible." Set by a sign-in whose token answer reports a merged cart or
 * guest items left out (`merged`), read once, by the next page's root loader or shopper answer
 * (SessionSummary.mergeNotice, session-summary.server.ts), which removes it: a flash, shown on the page the sign-in
 * leads to, like a toast (decision 0025 addendum). While it waits the page is rendered for the shopper
 * (OWN_PAGE_COOKIES), so only that one page misses the page cache. The dismiss-merge-notice intent and sign-out
 * remove it too. Its value is `{cart merged: 0|1}.{cart lines left out}.{saved items
 * left out}[.r{lines raised}m{method kept: 0|1}].{site id}`; `1` (set before the counts existed) is a merged cart with nothing left out. The site is the
 * one whose cart was merged: the notice shows there only (another locale's cart is another cart).
 */
export const MERGE_NOTICE_COOKIE = 'outsole_merge_notice';
/**
 * Read by the very next page; the limit only matters when that page never came (the tab closed as the sign-in
 * answered): the notice does not greet the shopper on a later visit, nor keep their pages out of the page cache.
 */
const MERGE_NOTICE_MAX_AGE_S = 10 * 60;
const MAX_COUNT = 9999;

/** The notice a sign-in's merge calls for, or null when it merged no cart and left nothing out. */
export function mergeNoticeOf(merged: MergeResult | undefined): MergeNotice | null {
  if (!merged) return null;
  const { cart, saveForLater } = merged.leftOut;
  if (!merged.cart && cart === 0 && saveForLater === 0) return null;
  const raised = merged.cartChanges?.raisedLines ?? 0;
  const methodKept = (merged.cartChanges?.deliveryMethod ?? null) !== null;
  return {
    cart: merged.cart,
    leftOut: { cart, saveForLater },
    ...(raised > 0 || methodKept ? { changes: { raised, methodKept } } : {}),
  };
}

export function mergeNoticeCookie(notice: MergeNotice, siteId: string, secure: boolean): string {
  const count = (value: number) => Math.min(Math.max(Math.trunc(value), 0), MAX_COUNT);
  const changes = notice.changes ? `.r${count(notice.changes.raised)}m${notice.changes.methodKept ? 1 : 0}` : '';
  const value = `${notice.cart ? 1 : 0}.${count(notice.leftOut.cart)}.${count(notice.leftOut.saveForLater)}${changes}.${siteId}`;
  return serializeCookie(MERGE_NOTICE_COOKIE, value, { secure, maxAge: MERGE_NOTICE_MAX_AGE_S });
}

/**
 * The notice the cookie holds for the site; null for no cookie, a value this storefront did not write, or another
 * site's merge (a value written before it named its site shows on any).
 */
export function readMergeNotice(value: string | undefined, siteId: string): MergeNotice | null {
  if (value === '1') return { cart: true, leftOut: { cart: 0, saveForLater: 0 } };
  const match = /^([01])\.(\d{1,4})\.(\d{1,4})(?:\.r(\d{1,4})m([01]))?(?:\.([a-z0-9-]{1,40}))?$/.exec(value ?? '');
  if (!match || (match[6] !== undefined && match[6] !== siteId)) return null;
  const notice: MergeNotice = {
    cart: match[1] === '1',
    leftOut: { cart: Number(match[2]), saveForLater: Number(match[3]) },
  };
  if (match[4] !== undefined && (Number(match[4]) > 0 || match[5] === '1')) {
    notice.changes = { raised: Number(match[4]), methodKept: match[5] === '1' };
  }
  return notice.cart || notice.leftOut.cart > 0 || notice.leftOut.saveForLater > 0 ? notice : null;
}

export function clearMergeNoticeCookie(secure: boolean): string {
  return deleteCookie(MERGE_NOTICE_COOKIE, { secure });
}
