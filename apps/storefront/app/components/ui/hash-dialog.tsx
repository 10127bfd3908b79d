import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

import { useWarmUp } from '#app/lib/browser/warm-up.ts';
import type { LazyPart } from './lazy-part.tsx';
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

/** The dialog's section before hydration: shown while the URL's hash targets it (`:target`). */
const SECTION_CLASS = 'mx-auto hidden max-w-lg scroll-mt-4 rounded-3xl border-2 border-ink bg-paper p-6 target:block';

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
      <section id={name} aria-label={title} className={SECTION_CLASS}>
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

/**
 * A HashDialog whose whole component (`dialog`, a lazy part rendering its HashDialog with these `name` and `title`)
 * is code the page loads only when the dialog first opens, or is about to (its `#name` links warm it up, as they do
 * the frame: decision 0037). The server renders `dialog` as it is, the section for readers without JavaScript;
 * hydration keeps that section's HTML as the server wrote it (`dangerouslySetInnerHTML` of the element's own
 * content: React neither hydrates nor checks what is inside), so hydrating needs none of the dialog's code. Right
 * after hydration the section goes, as a HashDialog's does, and the dialog mounts at its first opening and stays.
 */
export function LazyHashDialog<P extends object>({
  name,
  title,
  dialog: Dialog,
  props,
}: {
  name: ModalHash;
  title: string;
  dialog: LazyPart<P>;
  props: P;
}) {
  const hydrated = useHydrated();
  const { isOpen } = useHashDialog(name);
  useWarmUp(name, loadFrame);
  useWarmUp(name, Dialog.preload);
  const opened = useOpenedOnce(isOpen);
  if (typeof document === 'undefined') return <Dialog {...props} />;
  if (!hydrated) {
    return (
      <section
        id={name}
        aria-label={title}
        className={SECTION_CLASS}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: document.getElementById(name)?.innerHTML ?? '' }}
      />
    );
  }
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
