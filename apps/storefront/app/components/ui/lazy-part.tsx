import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A component whose code the browser loads on demand, and the server has at once. */
export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the code (once; a failed load may start again); resolves when it is there. */
  preload: () => Promise<unknown>;
}

const pending = new Set<() => Promise<unknown>>();

/**
 * Code kept out of a page's first JavaScript (issue 3: dialogs' forms, a gift card's form; decision 0016 addendum
 * of 2026-12-07): in the browser a `React.lazy` component, which suspends until its chunk is there (the warm-up of
 * decision 0037 starts it at intent); on the server and in tests (no `document`) the module is loaded as this module
 * is, and entry.server waits for every such load before its first render (`lazyPartsReady`), so the server renders
 * it in place, synchronously, and never streams it as a suspended section.
 *
 * An instance keeps the component it first rendered: one that rendered through `React.lazy` is not swapped for the
 * loaded component later (a different type would remount it and lose its state).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = (): Promise<unknown> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  function Part(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  if (typeof document === 'undefined') {
    pending.add(preload);
    void preload().catch(() => undefined);
  }
  return Object.assign(Part, { preload });
}

/** Resolves once every lazy part's code is loaded on the server (a microtask once they are). */
export async function lazyPartsReady(): Promise<void> {
  await Promise.all([...pending].map((preload) => preload()));
}
