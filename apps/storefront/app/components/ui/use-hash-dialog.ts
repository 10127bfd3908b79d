import { useCallback, useSyncExternalStore } from 'react';

/**
 * spec §2: "Modals open from #modal hash links". A dialog registered under `modal-size-guide` is open while the
 * URL's hash is `#modal-size-guide`, so `<a href="#modal-size-guide">` opens it from anywhere and a shared URL
 * opens it on arrival. Closing removes the hash without adding a history entry.
 */

const HASH_CLEARED = 'outsole:hash-cleared';

function subscribe(onChange: () => void): () => void {
  const events = ['hashchange', 'popstate', HASH_CLEARED];
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
        if (window.location.hash !== `#${name}`) window.location.hash = name;
        return;
      }
      if (window.location.hash !== `#${name}`) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      window.dispatchEvent(new Event(HASH_CLEARED));
    },
    [name],
  );
  return { isOpen, onOpenChange, href: `#${name}` as const };
}
