import { isSupportedLocale } from '@outsole/contracts/locales.values';

import type { SessionKind } from './session.server.ts';

/**
 * spec §2: "A signed-out user on a path containing cart, checkout, favorites or account is sent to the home page."
 *
 * Read as whole path segments after the locale (`/en-us/cart`, `/en-us/checkout/shipping`, `/en-us/account/orders`),
 * never substrings: a product slug such as `/en-us/p/cartwheel-runner-…` is not a cart page. "Signed out" means
 * no session at all for cart, checkout and favorites (a guest keeps a cart and favorites, spec §4 merges them at
 * sign-in) and not signed in for account pages, which only a registered shopper has.
 */
const SESSION_SEGMENTS = new Set(['cart', 'checkout', 'favorites']);
const ACCOUNT_SEGMENT = 'account';

/** Where a shopper of `kind` asking for `pathname` must go instead, or null when they may stay. */
export function protectedRedirect(pathname: string, kind: SessionKind): string | null {
  const segments = pagePath(pathname).split('/').filter(Boolean);
  const [locale, ...rest] = segments;
  // Only pages: /api/cart/… is the browser's proxy to the cart api, which guests use too.
  if (!locale || !isSupportedLocale(locale)) return null;
  const home = `/${locale}`;
  const lowered = rest.map((segment) => segment.toLowerCase());
  if (kind !== 'registered' && lowered.includes(ACCOUNT_SEGMENT)) return home;
  if (kind === 'anonymous' && lowered.some((segment) => SESSION_SEGMENTS.has(segment))) return home;
  return null;
}

/** True for paths a signed-out shopper may not see, whatever their session (used after sign-out). */
export function isProtectedPath(pathname: string): boolean {
  return protectedRedirect(pathname, 'anonymous') !== null;
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
