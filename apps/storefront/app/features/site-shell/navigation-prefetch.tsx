import { useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';

/** How long the pointer or focus rests on a link before its page is fetched ahead (as React Router's "intent"). */
export const INTENT_MS = 100;
/** Pages kept prefetched at once: the links stay in the head until a newer intent pushes them out. */
const KEPT = 4;

/**
 * The catalog's pages, whose data is the same for every shopper (the page cache keeps it too, 0022): home, a
 * listing, a product. The cart and account pages change with what the shopper does, and a prefetched answer may
 * be used for a few minutes (the browser keeps it for the navigation), so they are not; nor search results, whose
 * request counts the query as run (the popular searches the header suggests): only a shopper's search may.
 */
const PREFETCHED = /^\/[a-z]{2}-[a-z0-9]{2,3}(?:\/(?:p|c)\/[^/?#]+)?\/?(?:\?[^#]*)?$/i;

/** The page a link leads to when it is worth fetching ahead: a catalog page of this site, not the one shown. */
export function prefetchablePage(link: Element | null, here: string): string | null {
  if (!link || link.tagName !== 'A') return null;
  const href = link.getAttribute('href');
  if (!href || !PREFETCHED.test(href)) return null;
  if (link.hasAttribute('download') || (link.getAttribute('target') ?? '_self') !== '_self') return null;
  if (link.getAttribute('rel')?.split(/\s+/).includes('external')) return null;
  return href === here ? null : href;
}

/**
 * Catalog pages fetched ahead of the click, as React Router's `<Link prefetch="intent">` does, for every link of
 * the page at once: the pointer resting on a link (or focus on it) for a tenth of a second adds React Router's
 * prefetch links for that page (its loaders' data and route modules), so a tap or click navigates without waiting
 * for the server. One delegated listener, so the ninety links of a listing carry no code of their own
 * (components/ui/link.tsx).
 */
export function NavigationPrefetch() {
  const [pages, setPages] = useState<readonly string[]>([]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: string | null = null;
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') ?? null;
      const page = prefetchablePage(link, `${location.pathname}${location.search}`);
      if (page === pending) return;
      clearTimeout(timer);
      pending = page;
      if (page === null) return;
      timer = setTimeout(() => {
        setPages((kept) => (kept.includes(page) ? kept : [...kept, page].slice(-KEPT)));
      }, INTENT_MS);
    };
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (saveData === true) return;
    document.addEventListener('pointerover', onIntent, { capture: true, passive: true });
    document.addEventListener('focusin', onIntent, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerover', onIntent, { capture: true });
      document.removeEventListener('focusin', onIntent, { capture: true });
    };
  }, []);
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
