import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

import { useWarmUp } from '#app/lib/browser/warm-up.ts';
import { useHashDialog, type ModalHash } from './use-hash-dialog.ts';

/** The modal frame (React Aria's focus trap, overlay and dismissal) loads when a dialog first opens, or is about to. */
const loadFrame = () => import('./responsive-dialog.tsx');
const ResponsiveDialog = lazy(() => loadFrame().then((module) => ({ default: module.ResponsiveDialog })));

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
  /**
   * False when the page already has an element with the dialog's id for readers without JavaScript (the listing's
   * filter sidebar): then the server renders nothing for the dialog, and the content is not in the page twice.
   */
  renderWithoutJavaScript?: boolean;
}

/**
 * A responsive dialog opened by `#modal-…` links (spec §2) that also works before JavaScript runs: until hydration
 * the content is an ordinary section with the same id, shown by CSS while the URL's hash targets it, so the link
 * still leads to it and its forms still post. After hydration it is the modal dialog, whose frame loads on first
 * opening.
 */
export function HashDialog({ name, title, children, renderWithoutJavaScript = true }: HashDialogProps) {
  const hydrated = useHydrated();
  const { isOpen, onOpenChange } = useHashDialog(name);
  useWarmUp(name, loadFrame);
  const opened = useOpenedOnce(isOpen);
  if (!hydrated) {
    if (!renderWithoutJavaScript) return null;
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
  // Closed and never opened: nothing, and none of the frame's code. Once opened it stays mounted, so closing
  // plays its exit transition.
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
        {children}
      </ResponsiveDialog>
    </Suspense>
  );
}

/** True from the first render in which `isOpen` is, on: what a lazily loaded dialog needs to stay mounted. */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
