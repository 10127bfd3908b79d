import {
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import { useWarmUp } from '#app/lib/browser/warm-up.ts';
import { applyFields, keepSection, takeKept } from './carry-over.ts';
import { lazyPart, type LazyPart } from './lazy-part.tsx';
import { useHashDialog, type ModalHash } from './use-hash-dialog.ts';

/**
 * The modal frame (React Aria's focus trap, overlay and dismissal) loads when a dialog first opens, or is about to.
 * A lazy part, not `React.lazy`: once loaded it renders at once, so a dialog mounting after its code is there never
 * shows its boundary's empty fallback (the swap from the section relies on it: useSection).
 */
const ResponsiveDialog = lazyPart(() => import('./responsive-dialog.tsx').then((module) => module.ResponsiveDialog));
const loadFrame = ResponsiveDialog.preload;

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

/**
 * The dialog's section before hydration: shown while the URL's hash targets it (`:target`), or an element inside it
 * (`has-[:target]`: its error summary's link to a field, ProblemSummary), and hidden again as the hash moves elsewhere.
 * Hydrating at a hash inside it opens the dialog (use-hash-dialog.ts, takeHashInSection).
 */
const SECTION_CLASS =
  'mx-auto hidden max-w-lg scroll-mt-4 rounded-3xl border-2 border-ink bg-paper p-6 target:block has-[:target]:block';

/**
 * True while the section the server rendered is on the page: through hydration, and until the dialog replacing it
 * is ready to show. The switch is a transition inside the Suspense boundary that holds both (HashDialog,
 * LazyHashDialog), so while the dialog's code loads React keeps the section, and the shopper typing in it, where they
 * are; the swap is one commit, in which what they entered is carried over (carry-over.ts). A dialog mounted after
 * hydration (a lazy dialog's own HashDialog, a page reached in the browser) has no section: false from the start.
 */
function useSection(): boolean {
  const [section, setSection] = useState(!useHydrated());
  useEffect(() => {
    if (section) startTransition(() => setSection(false));
  }, [section]);
  return section;
}

/** The section's ref: as React removes it (the DOM and the focus still as the shopper left them), keeps its fields. */
function useKeepSection(name: ModalHash) {
  return useCallback(
    (section: HTMLElement | null) => {
      if (!section) return undefined;
      return () => keepSection(name, section);
    },
    [name],
  );
}

/** The dialog's content, into whose fields what was entered in its section goes as it mounts, with the focus. */
function CarriedInto({ name, children }: { name: ModalHash; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // A layout effect: before React Aria's focus scope (a parent, so later) focuses the dialog's first field.
  useLayoutEffect(() => {
    const carried = takeKept(name);
    if (carried && box.current) applyFields(box.current, carried);
  }, [name]);
  return (
    <div ref={box} className="contents">
      {children}
    </div>
  );
}

/** Renders `children` once `load` has resolved; suspends until then. */
function AfterLoad({ load, children }: { load: () => Promise<unknown>; children: ReactNode }) {
  use(load());
  return children;
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
 * opening. A section open at hydration stays until the frame has loaded, and what the shopper entered in it goes
 * into the dialog's fields of the same names, the focus with it (useSection, carry-over.ts).
 */
export function HashDialog({ name, title, children, renderWithoutJavaScript = true }: HashDialogProps) {
  const section = useSection();
  const { isOpen, onOpenChange } = useHashDialog(name);
  useWarmUp(name, loadFrame);
  const opened = useOpenedOnce(isOpen);
  const keep = useKeepSection(name);
  let content: ReactNode = null;
  if (section) {
    if (renderWithoutJavaScript) {
      content = (
        <section ref={keep} id={name} aria-label={title} className={SECTION_CLASS}>
          <h2 className="mb-4 font-display text-2xl font-extrabold tracking-tight">{title}</h2>
          {typeof children === 'function' ? children(noop) : children}
        </section>
      );
    }
  } else if (opened) {
    // Closed and never opened: nothing, and none of the frame's code. Once opened it stays mounted, so closing
    // plays its exit transition.
    content = (
      <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={title}>
        {typeof children === 'function' ? (
          (close: () => void) => <CarriedInto name={name}>{children(close)}</CarriedInto>
        ) : (
          <CarriedInto name={name}>{children}</CarriedInto>
        )}
      </ResponsiveDialog>
    );
  }
  // One boundary around the section and the dialog after it (useSection): a boundary new with the dialog would
  // show its empty fallback while the frame loads, taking the section away from the shopper's hands.
  return <Suspense fallback={null}>{content}</Suspense>;
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
 * content: React neither hydrates nor checks what is inside), so hydrating needs none of the dialog's code. After
 * hydration the section goes, as a HashDialog's does, and the dialog mounts at its first opening and stays (an open
 * one once its code and the frame's have loaded: the section stays until then, and what the shopper entered in it is
 * carried over, as a HashDialog's).
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
  const section = useSection();
  const { isOpen } = useHashDialog(name);
  useWarmUp(name, loadFrame);
  useWarmUp(name, Dialog.preload);
  const opened = useOpenedOnce(isOpen);
  const keep = useKeepSection(name);
  // Read once: React leaves the section's content alone while the same HTML is given (what the shopper typed in it).
  const [html] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(name)?.innerHTML ?? ''),
  );
  // The server's HashDialog renders its section in a Suspense boundary: the same boundary here, so both hydrate alike.
  if (typeof document === 'undefined') return <Dialog {...props} />;
  let content: ReactNode = null;
  if (section) {
    content = (
      <section
        ref={keep}
        id={name}
        aria-label={title}
        className={SECTION_CLASS}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  } else if (opened) {
    // The frame's code too before the dialog mounts: its HashDialog's own boundary is new, and would show nothing
    // while the frame loaded (the section gone already).
    content = (
      <AfterLoad load={loadFrame}>
        <Dialog {...props} />
      </AfterLoad>
    );
  }
  return <Suspense fallback={null}>{content}</Suspense>;
}
