import { useSyncExternalStore, type ReactNode } from 'react';

import { ResponsiveDialog } from './responsive-dialog.tsx';
import { useHashDialog, type ModalHash } from './use-hash-dialog.ts';

const noop = () => undefined;
const subscribe = () => noop;

/** False in the server's render and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export interface HashDialogProps {
  name: ModalHash;
  title: string;
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A responsive dialog opened by `#modal-…` links (spec §2) that also works before JavaScript runs: until hydration
 * the content is an ordinary section with the same id, shown by CSS while the URL's hash targets it, so the link
 * still leads to it and its forms still post. After hydration it is the modal dialog.
 */
export function HashDialog({ name, title, children }: HashDialogProps) {
  const hydrated = useHydrated();
  const { isOpen, onOpenChange } = useHashDialog(name);
  if (!hydrated) {
    return (
      <section
        id={name}
        aria-label={title}
        className="mx-auto hidden max-w-lg scroll-mt-4 rounded-3xl border-2 border-ink bg-paper p-6 target:block"
      >
        <h2 className="mb-4 font-display text-2xl font-extrabold tracking-tight">{title}</h2>
        {typeof children === 'function' ? children(noop) : children}
      </section>
    );
  }
  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
      {children}
    </ResponsiveDialog>
  );
}
