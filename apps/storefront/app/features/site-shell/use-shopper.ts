import { useEffect, useState, useSyncExternalStore } from 'react';

import {
  SERVED_FOR,
  SHOPPER_IN_BROWSER_META,
  shopperPath,
  type ServedFor,
  type SessionSummary,
  type ShopperSummary,
} from '#app/lib/session/session-summary.ts';
import type { ShellData } from './shell-data.ts';

/**
 * The header's account state and cart count. The root loader's, unless the page cache served this page as a
 * visitor's to a shopper with a session, a guest with a cart or a signed-in shopper (it then carries
 * `<meta name="outsole-shopper">`: docs/decisions/0024, 0025): the browser asks `/{locale}/shopper` once the page
 * has hydrated, and shows that answer until the root loader runs again (after a form submission or a change of
 * locale, which the server renders for the shopper).
 *
 * `accountKnown` is false while a signed-out account state may not be the shopper's: on the server and while the
 * page hydrates (the server does not know whether the page will be served to a signed-in shopper), and on a marked
 * page until the answer arrives. The account control then holds both its forms and app.css shows the one the mark
 * asks for.
 */
export function useShopper(shell: ShellData): HeaderShopper {
  const [fetched, setFetched] = useState<{ shell: ShellData; shopper: ShopperSummary } | null>(null);
  // The root data the page was served with; later root data is the shopper's own.
  const [servedShell] = useState(shell);
  // Whom the page was served to: undefined while the page hydrates (as on the server), then read from the page.
  const servedFor = useSyncExternalStore(neverChanges, readServedFor, () => undefined);
  const inBrowser = servedFor != null;
  useEffect(() => {
    if (!inBrowser) return;
    const controller = new AbortController();
    void fetchShopper(shell.locale, controller.signal).then((shopper) => {
      if (!shopper) return;
      setFetched({ shell, shopper });
      publishFetchedShopper({ shell, shopper });
    });
    return () => controller.abort();
    // Once, for the page as it was served.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inBrowser]);
  return headerShopper({ shell, servedShell, servedFor, fetched });
}

export type HeaderShopper = ShopperSummary & {
  /** The page was served for a shopper with a session (a cart may be stored though its count is not known yet). */
  inBrowser: boolean;
  /** The account state is the shopper's (else the account control holds both forms: AccountControl). */
  accountKnown: boolean;
};

/**
 * What the header shows: the browser's answer while the root data is still the one the page was served with, else
 * the root data. Its signed-out state is known to be the shopper's once the page has hydrated without a mark, once
 * the answer has arrived, or once the root loader has run again (for the shopper, with their cookies).
 */
export function headerShopper({
  shell,
  servedShell,
  servedFor,
  fetched,
}: {
  shell: ShellData;
  servedShell: ShellData;
  /** Undefined on the server and while hydrating; null when the page was rendered for this browser. */
  servedFor: ServedFor | null | undefined;
  fetched: { shell: ShellData; shopper: ShopperSummary } | null;
}): HeaderShopper {
  const inBrowser = servedFor != null;
  if (fetched && fetched.shell === shell) return { ...fetched.shopper, inBrowser, accountKnown: true };
  return {
    session: shell.session,
    cartCount: shell.cartCount ?? null,
    inBrowser,
    accountKnown: shell.session.signedIn || servedFor === null || shell !== servedShell,
  };
}

export const neverChanges = () => () => {};

/**
 * The browser's answer for a page served from the page cache, for the page's own parts that need the shopper (the
 * review and question dialogs: their display name, whether they may write). The header has it by context, which
 * must not wrap the page's content (ShopperProvider); these read it from here instead, re-rendered when it arrives.
 * It is the shopper's while the root data is still `shell` (the one the page was served with).
 */
export type FetchedShopper = { shell: ShellData; shopper: ShopperSummary };
let fetchedShopper: FetchedShopper | null = null;
const fetchedListeners = new Set<() => void>();

export function publishFetchedShopper(value: FetchedShopper | null): void {
  fetchedShopper = value;
  for (const listener of fetchedListeners) listener();
}

export function subscribeFetchedShopper(listener: () => void): () => void {
  fetchedListeners.add(listener);
  return () => fetchedListeners.delete(listener);
}

export function readFetchedShopper(): FetchedShopper | null {
  return fetchedShopper;
}

let served: ServedFor | null | undefined;
/** Whom the page cache served this page to, null for a page rendered for this browser (it does not change while
 *  the page is open). */
export function readServedFor(): ServedFor | null {
  if (served !== undefined) return served;
  const content = document.querySelector(`meta[name="${SHOPPER_IN_BROWSER_META}"]`)?.getAttribute('content');
  served = SERVED_FOR.find((value) => value === content) ?? null;
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
