import { isSupportedLocale } from '@outsole/contracts/locales.values';

import type { SessionKind } from './session.server.ts';

/**
 * spec §2: "A signed-out user on a path containing cart, checkout, favorites or account is sent to the home page."
 *
 * Read as whole path segments after the locale (`/en-us/cart`, `/en-us/checkout/shipping`, `/en-us/account/orders`),
 * never substrings: a product slug such as `/en-us/p/cartwheel-runner-…` is not a cart page. "Signed out" means
 * no session at all for checkout and favorites (a guest keeps a cart and favorites, spec §4 merges them at sign-in)
 * and not signed in for account pages, which only a registered shopper has.
 *
 * The cart page is the exception (docs/decisions/0017): a browser gets its guest session when it first needs one
 * (catalog pages stay anonymous), so a first-time visitor who opens the bag before adding anything has no session
 * yet. Where every visitor starts with a guest session, that visitor would see an empty cart; here too, instead of
 * being sent home without a word. Signing out still leaves the cart page (isProtectedPath).
 */
const SESSION_SEGMENTS = new Set(['checkout', 'favorites']);
const CART_SEGMENT = 'cart';
const ACCOUNT_SEGMENT = 'account';

/** Why the home page's sign-in dialog opened over it (`?reason=`): an account page asked for, or a post refused. */
export type SignInReason = 'account' | 'session-ended';
export const SIGN_IN_REASONS: readonly SignInReason[] = ['account', 'session-ended'];

/**
 * Where a shopper of `kind` asking for `pathname` must go instead, or null when they may stay. An account page sends
 * its shopper home (spec §2) with the sign-in dialog open, the reason and the way back (docs/decisions/0017
 * addendum): `/en-us?returnTo=%2Fen-us%2Faccount&reason=account#modal-sign-in`. A post (`method`) to an account page
 * came from a page opened while signed in, so its session has ended since.
 */
export function protectedRedirect(pathname: string, kind: SessionKind, method = 'GET'): string | null {
  const target = protectedTarget(pathname);
  if (!target) return null;
  if (kind !== 'registered' && target.segments.includes(ACCOUNT_SEGMENT)) {
    const posted = method !== 'GET' && method !== 'HEAD';
    return signInRedirect(target.home, target.page, posted ? 'session-ended' : 'account');
  }
  if (kind === 'anonymous' && target.segments.some((segment) => SESSION_SEGMENTS.has(segment))) return target.home;
  return null;
}

/** True for paths a signed-out shopper may not see, whatever their session (used after sign-out): the cart too. */
export function isProtectedPath(pathname: string): boolean {
  return (
    protectedRedirect(pathname, 'anonymous') !== null ||
    protectedTarget(pathname)?.segments.includes(CART_SEGMENT) === true
  );
}

/** The home page `home` with the sign-in dialog open, the page to return to after it and why it opened. */
export function signInRedirect(home: string, returnTo: string, reason: SignInReason): string {
  const query = new URLSearchParams({ returnTo, reason });
  return `${home}?${query.toString()}#modal-sign-in`;
}

/**
 * The page a sign-in on `locale`'s pages returns to from `?returnTo=` (signInRedirect), or null: only a path of the
 * same locale's pages, never another origin (`//evil`, `/\\evil`), control characters or a long value.
 */
export function returnToOf(search: string, locale: string): { returnTo: string; reason: SignInReason } | null {
  const params = new URLSearchParams(search);
  const returnTo = params.get('returnTo');
  const reason = params.get('reason');
  if (!returnTo || returnTo.length > 500 || !returnTo.startsWith(`/${locale}/`)) return null;
  if (returnTo.includes('//') || [...returnTo].some((char) => char === '\\' || char <= ' ' || char === '\u007f')) {
    return null;
  }
  const known = SIGN_IN_REASONS.find((each) => each === reason);
  return { returnTo, reason: known ?? 'account' };
}

/** A page's locale home, the page's path and its lowercased path segments after the locale; null for anything else. */
function protectedTarget(pathname: string): { home: string; page: string; segments: string[] } | null {
  const page = pagePath(pathname).replace(/\/+$/, '');
  const [locale, ...rest] = page.split('/').filter(Boolean);
  // Only pages: /api/cart/… is the browser's proxy to the cart api, which guests use too.
  if (!locale || !isSupportedLocale(locale)) return null;
  return { home: `/${locale}`, page, segments: rest.map((segment) => segment.toLowerCase()) };
}

/** The page a React Router data request (`/en-us/cart.data`, `/en-us/_.data`) is for. */
function pagePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judge the raw path.
  }
  if (path.endsWith('/_.data')) return path.slice(0, -'_.data'.length);
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}
