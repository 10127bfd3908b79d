import { useEffect } from 'react';

/**
 * Code loaded ahead of need at the shopper's first sign of intent. A dialog's code (React Aria's modal, its form)
 * loads when it first opens, to keep it out of the page's first JavaScript; on a slow connection that made the first
 * opening wait for it (about 0.9 s on a Slow 4G-like line), and the mini cart waited for the add to cart's answer
 * before even asking for it. Now the pointer coming over a trigger, or focus reaching it, starts the load: by the
 * click, it is under way or done (a tap's pointer events come before its click too).
 *
 * Triggers are found by delegation, so no trigger needs code of its own: a link to `#key` (the `#modal-…` links),
 * a link with `data-modal="key"` or any element with `data-warm-up="key"`. A key's loaders are registered by the component that lazily renders
 * what they load, while it is on the page.
 */
export type Load = () => Promise<unknown>;

const loaders = new Map<string, Set<Load>>();
const started = new Set<Load>();

/** Starts a load once; a failed one may start again (the lazy component retries it when it renders). */
export function warmUp(load: Load): void {
  if (started.has(load)) return;
  started.add(load);
  load().catch(() => started.delete(load));
}

/**
 * The key a trigger stands for: its `data-warm-up`, the dialog a link names in `data-modal` (a link to a form's page
 * of its own that opens the dialog in place with JavaScript: use-hash-dialog.ts), or the fragment of a same-page link.
 */
export function warmUpKey(target: EventTarget | null): string | null {
  const trigger = (target as Element | null)?.closest?.('[data-warm-up], a[data-modal], a[href^="#"]');
  if (!trigger) return null;
  return (
    trigger.getAttribute('data-warm-up') ??
    trigger.getAttribute('data-modal') ??
    trigger.getAttribute('href')?.slice(1) ??
    null
  );
}

function onIntent(event: Event) {
  const key = warmUpKey(event.target);
  if (key === null) return;
  for (const load of loaders.get(key) ?? []) warmUp(load);
}

let listening = false;

/** Registers `load` for the triggers of `key`; returns the undoing of it. */
export function registerWarmUp(key: string, load: Load): () => void {
  if (!listening) {
    listening = true;
    document.addEventListener('pointerover', onIntent, { capture: true, passive: true });
    document.addEventListener('focusin', onIntent, { capture: true, passive: true });
  }
  const set = loaders.get(key) ?? new Set<Load>();
  set.add(load);
  loaders.set(key, set);
  return () => {
    set.delete(load);
    if (set.size === 0) loaders.delete(key);
  };
}

/** While the component is mounted, the triggers of `key` start `load` (a stable, module-level function). */
export function useWarmUp(key: string, load: Load): void {
  useEffect(() => registerWarmUp(key, load), [key, load]);
}
