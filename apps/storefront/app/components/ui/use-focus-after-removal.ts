import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/** The controls the keyboard reaches in an item (its image's link, out of the tab order, is not one). */
export const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]), input:not([type="hidden"]):not([disabled])';
/** An item of the region (a cart line, a saved item), named by its id: `data-focus-item={id}`. */
const ITEM = '[data-focus-item]';

/** Where the focus was among the region's items: their ids in order, its item, and what kind of control it was. */
interface ItemPlace {
  ids: string[];
  index: number;
  control: string;
}

/**
 * A control's kind, alike across items: its element, its name and the intent of the form it posts ("Save for later"
 * in one line matches "Save for later" in the next, whose label names another product).
 */
function controlKind(element: Element): string {
  const form = element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? element.form : null;
  const intent = form?.elements.namedItem('intent');
  return [
    element.tagName,
    element.getAttribute('name') ?? '',
    intent instanceof HTMLInputElement ? intent.value : '',
  ].join('|');
}

function placeOf(root: HTMLElement | null, target: Element): ItemPlace | null {
  const item = target.closest(ITEM);
  if (!root || !item || !root.contains(item)) return null;
  const items = [...root.querySelectorAll(ITEM)];
  return {
    ids: items.map((each) => each.getAttribute('data-focus-item') ?? ''),
    index: items.indexOf(item),
    control: controlKind(target),
  };
}

/**
 * The item still there nearest the one that had the focus: itself (its control went, it stayed), else the next,
 * else the one before; in it the same kind of control, else its first (the product's name).
 */
function neighbourControl(root: HTMLElement | null, place: ItemPlace | null): HTMLElement | null {
  if (!root || !place) return null;
  const { ids, index } = place;
  for (const id of [ids[index], ...ids.slice(index + 1), ...ids.slice(0, index).reverse()]) {
    const item = id === undefined ? null : root.querySelector(`[data-focus-item="${CSS.escape(id)}"]`);
    if (!item) continue;
    const controls = [...item.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const control = controls.find((each) => controlKind(each) === place.control) ?? controls[0];
    if (control) return control;
  }
  return null;
}

/**
 * Keeps the keyboard's place in a list whose items go away under it (a cart line removed or saved for later, a saved
 * item moved to the cart): when the element that had focus inside the region has left the document and focus fell
 * to the page's body, the nearest item left takes it (the next, else the one before: the same control, "Save for
 * later" of the next line, else its first, the product's name) when the items are marked `data-focus-item={id}`;
 * otherwise, or when none is left, the region's first control (the coupon field, "Continue shopping" in an emptied
 * cart), instead of the shopper's next Tab starting from the top of the page. `key` changes when the items do.
 * Spread the returned props on the region's root element (both of its forms, empty or not). A region that leaves
 * the page when emptied names where the focus goes then (`fallback`).
 */
export function useFocusAfterRemoval<T extends HTMLElement>(key: string, fallback?: () => HTMLElement | null) {
  const root = useRef<T | null>(null);
  const lastFocused = useRef<Element | null>(null);
  const lastPlace = useRef<ItemPlace | null>(null);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });
  const onFocus = useCallback((event: FocusEvent) => {
    lastFocused.current = event.target;
    lastPlace.current = placeOf(root.current, event.target);
  }, []);
  // The keyboard moved on out of the region (a removed element's blur has no next target): its place is elsewhere.
  const onBlur = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !root.current?.contains(next)) {
      lastFocused.current = null;
      lastPlace.current = null;
    }
  }, []);
  useEffect(() => {
    const last = lastFocused.current;
    if (!last || last.isConnected) return;
    lastFocused.current = null;
    const place = lastPlace.current;
    lastPlace.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (
      neighbourControl(root.current, place) ??
      root.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      fallbackRef.current?.() ??
      null
    )?.focus();
  }, [key]);
  return { ref: root, onFocus, onBlur };
}
