import { useCallback, useSyncExternalStore } from 'react';

/**
 * spec §2: "Modals open from #modal hash links". A dialog registered under `modal-size-guide` is open while the
 * URL's hash is `#modal-size-guide`, so `<a href="#modal-size-guide">` opens it from anywhere and a shared URL
 * opens it on arrival. Closing removes the hash without adding a history entry.
 */

const HASH_CHANGED = 'outsole:hash-changed';

/**
 * Opens a dialog's hash as a history entry of its own (Back closes it) without a navigation: a native hash
 * navigation is a popstate React Router takes for a new page it has no scroll position for, and it scrolled the page
 * to the top as the dialog opened, so the focus given back on closing sat off-screen. pushState fires no event.
 */
function openHash(name: string): void {
  window.history.pushState(window.history.state, '', `#${name}`);
  window.dispatchEvent(new Event(HASH_CHANGED));
}

let linksTaken = false;

/**
 * Every `#modal-…` link of the page, and every link naming a dialog in `data-modal`, opens its dialog with openHash
 * (a plain click; others are the browser's).
 */
function takeModalLinks(): void {
  if (linksTaken) return;
  linksTaken = true;
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    // A link to a page of the shopper's own with the dialog's form (`?write=review#modal-write-review`, for readers
    // without JavaScript) names its dialog in `data-modal`: with JavaScript it opens in place.
    const link = event.target instanceof Element ? event.target.closest('a[href^="#modal-"], a[data-modal]') : null;
    const name = link?.getAttribute('data-modal') ?? link?.getAttribute('href')?.slice(1);
    if (!name || link?.hasAttribute('target')) return;
    event.preventDefault();
    if (window.location.hash !== `#${name}`) openHash(name);
  });
}

function subscribe(onChange: () => void): () => void {
  takeModalLinks();
  const events = ['hashchange', 'popstate', HASH_CHANGED];
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
}

const readHash = () => window.location.hash;
// The server never sees the hash: dialogs render closed and open right after hydration.
const serverHash = () => '';

export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, readHash, serverHash);
}

export type ModalHash = `modal-${string}`;

export function useHashDialog(name: ModalHash) {
  const hash = useLocationHash();
  const isOpen = hash === `#${name}`;
  const onOpenChange = useCallback(
    (open: boolean) => {
      if (open) {
        if (window.location.hash !== `#${name}`) openHash(name);
        return;
      }
      if (window.location.hash !== `#${name}`) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      window.dispatchEvent(new Event(HASH_CHANGED));
    },
    [name],
  );
  return { isOpen, onOpenChange, href: `#${name}` as const };
}
