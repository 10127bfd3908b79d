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

/** Where a shopper of `kind` asking for `pathname` must go instead, or null when they may stay. */
export function protectedRedirect(pathname: string, kind: SessionKind): string | null {
  const target = protectedTarget(pathname);
  if (!target) return null;
  if (kind !== 'registered' && target.segments.includes(ACCOUNT_SEGMENT)) return target.home;
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

/** A page's locale home and its lowercased path segments after the locale; null for anything but a page. */
function protectedTarget(pathname: string): { home: string; segments: string[] } | null {
  const [locale, ...rest] = pagePath(pathname).split('/').filter(Boolean);
  // Only pages: /api/cart/… is the browser's proxy to the cart api, which guests use too.
  if (!locale || !isSupportedLocale(locale)) return null;
  return { home: `/${locale}`, segments: rest.map((segment) => segment.toLowerCase()) };
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
