import type { Cart } from '@outsole/contracts/cart';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where the keyboard lands once a cart panel that changed the cart has closed. React Aria gives the focus back to
 * the link that opened the panel, but the change can take that link away with the shipment it was under (every line
 * moved to a store) once the cart is read again: the focus then falls to the page's body, and the shopper's next Tab
 * would start from the top. Called after each render of the cart while a landing is pending: once the panel has left
 * the page (its closing animation), if the focus is on the body, the first of `ids` still there takes it and `done`
 * is called; otherwise the landing waits for the cart's next change. Answers a function that cancels the wait.
 */
export function focusAfterPanel(ids: readonly string[], done: () => void): () => void {
  let tries = 0;
  let frame = 0;
  const land = () => {
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const target = ids.map((id) => document.getElementById(id)).find((element) => element !== null);
    target?.focus();
    done();
  };
  const timer = window.setInterval(() => {
    tries += 1;
    if (document.querySelector('[role="dialog"]') && tries < 40) return;
    window.clearInterval(timer);
    // React Aria gives the focus back to the opener in an animation frame after the dialog leaves: two frames on,
    // an opener still there has it, and only a focus that fell to the body is moved.
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(land)));
  }, 50);
  return () => {
    window.clearInterval(timer);
    cancelAnimationFrame(frame);
  };
}

/** How long a landing waits for the cart to be read again after its panel closed. */
export const LANDING_WAIT_MS = 3_000;

/**
 * A panel's landing (focusAfterPanel): call the answered function with the ids to land on when a change succeeded,
 * just before closing the panel; once `open` is false the landing waits for the cart (read again on each change).
 */
export function usePanelLanding(open: boolean, cart: Cart): (ids: readonly string[]) => void {
  const landing = useRef<{ ids: readonly string[]; until: number } | null>(null);
  // A landing asked for after the panel had closed (the cart read again took its shipment away) runs at once.
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const pending = landing.current;
    if (open || !pending) return;
    if (Date.now() > pending.until) {
      landing.current = null;
      return;
    }
    return focusAfterPanel(pending.ids, () => (landing.current = null));
  }, [open, cart, asked]);
  return useCallback((ids) => {
    landing.current = { ids, until: Date.now() + LANDING_WAIT_MS };
    setAsked((count) => count + 1);
  }, []);
}

/** The shipment that now has the method a post chose (the lines it moved went there), in the cart it answered. */
export function shipmentWith(cart: Cart | null, code: string | undefined): string | null {
  return cart?.shippingMethods.find((each) => each.code === code)?.shippingId ?? null;
}

/** The id of the heading of a shipment on the cart page (cart-main.tsx). */
export const shipmentHeadingId = (shipmentId: string) => `shipment-${shipmentId}`;

/** The shipment that collects at the store or collection point a post named, in the cart it answered. */
export function shipmentAt(cart: Cart | null, posted: { storeId?: string; collectionPointId?: string }): string | null {
  const method = cart?.shippingMethods.find(
    (each) =>
      (posted.storeId !== undefined && each.storeId === posted.storeId && each.code !== 'pudo') ||
      (posted.collectionPointId !== undefined && each.collectionPointId === posted.collectionPointId),
  );
  return method?.shippingId ?? null;
}
