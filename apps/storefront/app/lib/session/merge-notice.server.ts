import { MERGE_NAMED_LINES, type MergeResult, type NamedLines } from '@outsole/contracts/auth';
import { z } from 'zod';

import { deleteCookie, serializeCookie } from './cookies.server.ts';
import { mergeNoticeTells, type MergeNotice } from './session-summary.ts';

/**
 * spec §4: "A merged-cart notice is dismissible." Set by a sign-in whose token answer reports a merged cart or
 * guest items left out (`merged`), read once, by the next page's root loader or shopper answer
 * (SessionSummary.mergeNotice, session-summary.server.ts), which removes it: a flash, shown on the page the sign-in
 * leads to, like a toast (decision 0025 addendum). While it waits the page is rendered for the shopper
 * (OWN_PAGE_COOKIES), so only that one page misses the page cache. The dismiss-merge-notice intent and sign-out
 * remove it too. Its value is `{cart merged: 0|1}.{cart lines left out}.{saved items
 * left out}[.r{lines raised}m{method kept: 0|1}[g{gift card lines capped}]][.n{names}].{site id}`; `1` (set before the counts existed) is a merged cart with nothing left out. The site is the
 * one whose cart was merged: the notice shows there only (another locale's cart is another cart). `names` is the
 * notice's `named` (the lines and the method it names, decision 0017 addendum, session 52) as base64url JSON
 * `{a, r, c: [count, ...names], m: label | null}`, each name cut to NAME_MAX characters so the cookie stays small.
 */
export const MERGE_NOTICE_COOKIE = 'outsole_merge_notice';
/**
 * Read by the very next page; the limit only matters when that page never came (the tab closed as the sign-in
 * answered): the notice does not greet the shopper on a later visit, nor keep their pages out of the page cache.
 */
const MERGE_NOTICE_MAX_AGE_S = 10 * 60;
const MAX_COUNT = 9999;
/** A product name in the cookie: enough to recognise it; the cart page right after it has the full name. */
const NAME_MAX = 60;

type Named = NonNullable<MergeNotice['named']>;
const CookieLines = z.tuple([z.number().int().min(0).max(MAX_COUNT)]).rest(z.string().min(1).max(NAME_MAX));
const CookieNames = z.object({
  a: CookieLines,
  r: CookieLines,
  c: CookieLines,
  m: z.string().min(1).max(100).nullable(),
});

function encodeNamed(named: Named): string {
  const lines = (part: NamedLines) => [
    Math.min(part.count, MAX_COUNT),
    ...part.names.slice(0, MERGE_NAMED_LINES).map((name) => name.slice(0, NAME_MAX)),
  ];
  const value = {
    a: lines(named.added),
    r: lines(named.raised),
    c: lines(named.capped),
    m: named.method?.slice(0, 100) ?? null,
  };
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeNamed(encoded: string): Named | null {
  try {
    const parsed = CookieNames.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
    if (!parsed.success) return null;
    const lines = ([count, ...names]: [number, ...string[]]): NamedLines => ({
      count,
      names: names.slice(0, MERGE_NAMED_LINES),
    });
    const { a, r, c, m } = parsed.data;
    return { added: lines(a), raised: lines(r), capped: lines(c), method: m };
  } catch {
    return null;
  }
}

/**
 * The notice a sign-in's merge calls for, or null when it has nothing to tell: no cart merged and nothing left out,
 * or a guest cart the account took over as it was (mergeNoticeTells, findings-2 #4).
 */
export function mergeNoticeOf(merged: MergeResult | undefined): MergeNotice | null {
  if (!merged) return null;
  const { cart, saveForLater } = merged.leftOut;
  if (!merged.cart && cart === 0 && saveForLater === 0) return null;
  const raised = merged.cartChanges?.raisedLines ?? 0;
  const method = merged.cartChanges?.deliveryMethod ?? null;
  const methodKept = method !== null;
  const giftCardsCapped = merged.cartChanges?.cappedLines ?? 0;
  const lines = merged.cartChanges?.lines;
  // An api that names the lines (decision 0017 addendum, session 52): the notice says them, else the counts.
  const named = lines ? { named: { ...lines, method: method?.label ?? null } } : {};
  const notice: MergeNotice = {
    cart: merged.cart,
    leftOut: { cart, saveForLater },
    ...(raised > 0 || methodKept || giftCardsCapped > 0
      ? { changes: { raised, methodKept, ...(giftCardsCapped > 0 ? { giftCardsCapped } : {}) } }
      : {}),
    ...named,
  };
  return mergeNoticeTells(notice) ? notice : null;
}

export function mergeNoticeCookie(notice: MergeNotice, siteId: string, secure: boolean): string {
  const count = (value: number) => Math.min(Math.max(Math.trunc(value), 0), MAX_COUNT);
  const capped = notice.changes?.giftCardsCapped ? `g${count(notice.changes.giftCardsCapped)}` : '';
  const changes = notice.changes
    ? `.r${count(notice.changes.raised)}m${notice.changes.methodKept ? 1 : 0}${capped}`
    : '';
  const named = notice.named ? `.n${encodeNamed(notice.named)}` : '';
  const value = `${notice.cart ? 1 : 0}.${count(notice.leftOut.cart)}.${count(notice.leftOut.saveForLater)}${changes}${named}.${siteId}`;
  return serializeCookie(MERGE_NOTICE_COOKIE, value, { secure, maxAge: MERGE_NOTICE_MAX_AGE_S });
}

/**
 * The notice the cookie holds for the site; null for no cookie, a value this storefront did not write, or another
 * site's merge (a value written before it named its site shows on any).
 */
export function readMergeNotice(value: string | undefined, siteId: string): MergeNotice | null {
  if (value === '1') return { cart: true, leftOut: { cart: 0, saveForLater: 0 } };
  const match =
    // The names are written only before a site id (mergeNoticeCookie), so a site id starting with "n" is a site id.
    /^([01])\.(\d{1,4})\.(\d{1,4})(?:\.r(\d{1,4})m([01])(?:g(\d{1,4}))?)?(?:\.n([\w-]{1,3000})(?=\.[a-z0-9-]{1,40}$))?(?:\.([a-z0-9-]{1,40}))?$/.exec(
      value ?? '',
    );
  if (!match || (match[8] !== undefined && match[8] !== siteId)) return null;
  const notice: MergeNotice = {
    cart: match[1] === '1',
    leftOut: { cart: Number(match[2]), saveForLater: Number(match[3]) },
  };
  const giftCardsCapped = Number(match[6] ?? 0);
  if (match[4] !== undefined && (Number(match[4]) > 0 || match[5] === '1' || giftCardsCapped > 0)) {
    notice.changes = {
      raised: Number(match[4]),
      methodKept: match[5] === '1',
      ...(giftCardsCapped > 0 ? { giftCardsCapped } : {}),
    };
  }
  const named = match[7] === undefined ? null : decodeNamed(match[7]);
  if (named) notice.named = named;
  return mergeNoticeTells(notice) ? notice : null;
}

export function clearMergeNoticeCookie(secure: boolean): string {
  return deleteCookie(MERGE_NOTICE_COOKIE, { secure });
}
