import type { Cart } from '@outsole/contracts/cart';
import { useCallback, useEffect, useRef, useState } from 'react';

import { focusAfterDialog } from '#app/components/ui/focus-after-dialog.ts';

/** How long a landing waits for the cart to be read again after its panel closed. */
export const LANDING_WAIT_MS = 3_000;

/**
 * A panel's landing (focusAfterDialog): call the answered function with the ids to land on when a change succeeded,
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
    return focusAfterDialog(pending.ids, () => (landing.current = null));
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
