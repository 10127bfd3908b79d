import { useEffect, useState, useSyncExternalStore } from 'react';

import {
  SHOPPER_IN_BROWSER_META,
  shopperPath,
  type SessionSummary,
  type ShopperSummary,
} from '#app/lib/session/session-summary.ts';
import type { ShellData } from './shell-data.ts';

/**
 * The header's account state and cart count. The root loader's, unless the page cache served this page as a
 * visitor's to a guest with a session, a cart say (it then carries `<meta name="outsole-shopper">`: docs/decisions/
 * 0024): the browser asks `/{locale}/shopper` once the page has hydrated, and shows that answer until the root loader
 * runs again (after a form submission or a change of locale, which the server renders for the shopper).
 */
export function useShopper(shell: ShellData): ShopperSummary & { inBrowser: boolean } {
  const [fetched, setFetched] = useState<{ shell: ShellData; shopper: ShopperSummary } | null>(null);
  // The page was served for a shopper with a session: a cart may be stored though its count is not known yet.
  // False while the page hydrates (as on the server), then read from the page.
  const inBrowser = useSyncExternalStore(neverChanges, servedForShopper, () => false);
  useEffect(() => {
    if (!inBrowser) return;
    const controller = new AbortController();
    void fetchShopper(shell.locale, controller.signal).then((shopper) => {
      if (shopper) setFetched({ shell, shopper });
    });
    return () => controller.abort();
    // Once, for the page as it was served: later root data is the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inBrowser]);
  if (fetched && fetched.shell === shell) return { ...fetched.shopper, inBrowser };
  return { session: shell.session, cartCount: shell.cartCount ?? null, inBrowser };
}

const neverChanges = () => () => {};

let served: boolean | undefined;
/** Whether the page cache marked this page (it does not change while the page is open). */
function servedForShopper(): boolean {
  served ??= document.querySelector(`meta[name="${SHOPPER_IN_BROWSER_META}"]`) !== null;
  return served;
}

/** The summary, or null when it cannot be had (the header then stays as served: the shopper can still sign in). */
async function fetchShopper(locale: string, signal: AbortSignal): Promise<ShopperSummary | null> {
  try {
    const response = await fetch(shopperPath(locale), { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isShopperSummary(body) ? body : null;
  } catch {
    return null;
  }
}

function isShopperSummary(value: unknown): value is ShopperSummary {
  if (typeof value !== 'object' || value === null) return false;
  const { session, cartCount } = value as { session?: Partial<SessionSummary>; cartCount?: unknown };
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.signedIn === 'boolean' &&
    (cartCount === null || (typeof cartCount === 'number' && Number.isInteger(cartCount) && cartCount >= 0))
  );
}
