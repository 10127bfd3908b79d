import { useCallback, useSyncExternalStore } from 'react';

/**
 * spec §2: "Modals open from #modal hash links". A dialog registered under `modal-size-guide` is open while the
 * URL's hash is `#modal-size-guide`, so `<a href="#modal-size-guide">` opens it from anywhere and a shared URL
 * opens it on arrival. Closing removes the hash without adding a history entry. A hash naming an element inside a
 * dialog's section, at hydration, is that dialog's (takeHashInSection).
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

/** An element as takeHashInSection uses it: HTMLElement's parts. */
interface HashTarget {
  closest(selectors: string): { id: string; contains(node: unknown): boolean } | null;
  focus(): void;
}

/** What takeHashInSection reads and changes of the page: the window's parts (fakes in tests). */
export interface HashPage {
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState(data: unknown, unused: string, url: string): void };
  document: { activeElement: unknown; getElementById(id: string): HashTarget | null };
}

/**
 * A hash naming an element inside a dialog's section (HashDialog's, before hydration) opens that dialog: the link
 * to a field in an error summary (ProblemSummary), followed before the page had hydrated, is the browser's own, and
 * the section stays shown only while it holds the hash's target (CSS `has-[:target]`). The hash becomes the
 * dialog's (replaceState: the history as it was, and the dialog closes as any does, the hash removed), and the
 * element takes the focus unless the shopper's is in the section already; as the section goes, the focus and what
 * was typed go into the dialog (carry-over.ts). A hash outside every section is left alone (its sections hide).
 * True when the hash was the section's element's.
 */
export function takeHashInSection(page: HashPage): boolean {
  let id: string;
  try {
    id = decodeURIComponent(page.location.hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? page.document.getElementById(id) : null;
  const section = target?.closest('section[id^="modal-"]');
  if (!target || !section || section.id === id) return false;
  if (!section.contains(page.document.activeElement)) target.focus();
  const { pathname, search } = page.location;
  page.history.replaceState(page.history.state, '', `${pathname}${search}#${section.id}`);
  return true;
}

let sectionHashesTaken = false;

/**
 * At the first subscription (the effects of hydration, the sections still there) and at every later hash change
 * (before the dialogs read it: these listeners come first), a hash inside a section is its dialog's.
 */
function takeSectionHashes(): void {
  if (sectionHashesTaken) return;
  sectionHashesTaken = true;
  const take = () => takeHashInSection(window);
  take();
  window.addEventListener('popstate', take);
  window.addEventListener('hashchange', take);
}

function subscribe(onChange: () => void): () => void {
  takeModalLinks();
  takeSectionHashes();
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
