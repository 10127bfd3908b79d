import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([type="hidden"]):not([disabled])';

/**
 * Keeps the keyboard's place in a list whose items go away under it (a cart line removed or saved for later, a saved
 * item moved to the cart): when the element that had focus inside the region has left the document and focus fell
 * to the page's body, the region's first control takes it (the next line, or "Continue shopping" in an emptied
 * cart) instead of the shopper's next Tab starting from the top of the page. `key` changes when the items do.
 * Spread the returned props on the region's root element (both of its forms, empty or not). A region that leaves
 * the page when emptied names where the focus goes then (`fallback`).
 */
export function useFocusAfterRemoval<T extends HTMLElement>(key: string, fallback?: () => HTMLElement | null) {
  const root = useRef<T | null>(null);
  const lastFocused = useRef<Element | null>(null);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });
  const onFocus = useCallback((event: FocusEvent) => {
    lastFocused.current = event.target;
  }, []);
  // The keyboard moved on out of the region (a removed element's blur has no next target): its place is elsewhere.
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.current?.contains(next)) lastFocused.current = null;
  }, []);
  useEffect(() => {
    const last = lastFocused.current;
    if (!last || last.isConnected) return;
    lastFocused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (root.current?.querySelector<HTMLElement>(FOCUSABLE) ?? fallbackRef.current?.() ?? null)?.focus();
  }, [key]);
  return { ref: root, onFocus, onBlur };
}
