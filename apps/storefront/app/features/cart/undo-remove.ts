import type { CartItem } from '@outsole/contracts/cart';
import { useCallback, useEffect, useRef, type RefObject } from 'react';

import { useOptionalToast } from '#app/components/ui/toast.tsx';
import { FOCUSABLE } from '#app/components/ui/use-focus-after-removal.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useCartFetcher } from './cart-form.tsx';
import { announcement, cartPath, type Announce } from './cart-types.ts';

/** The fetcher that puts a removed line back: one for the page, so it outlives the line (and the mini cart). */
export const UNDO_REMOVE_FETCHER = 'cart-undo-remove';

/**
 * What puts a removed line back as it was: the same variant and quantity, added again (`add-item`, the cart api as
 * is), to the store it was to be picked up at when it was (`storeId`, as the product page's "Pick up in store" adds;
 * a delivered line's `storeInfo` may name the shopper's store without the line being collected there). A digital gift
 * card (its recipient and message) and a free gift (the cart's own) are not offered it.
 */
export function undoRemoveFields(
  item: Pick<CartItem, 'productId' | 'upc' | 'qty' | 'bonus' | 'isDigitalProduct' | 'shippingOptions'>,
): Record<string, string> | null {
  if (item.bonus || item.isDigitalProduct) return null;
  const fields = { intent: 'add-item', productId: item.productId, upc: item.upc, qty: String(item.qty) };
  const { selected, storeInfo } = item.shippingOptions;
  return selected === 'pickup' && storeInfo ? { ...fields, storeId: storeInfo.id } : fields;
}

/** How long an Undo waits for its line to be back on the page (the cart read again) to give it the focus. */
export const RESTORE_WAIT_MS = 10_000;

type RestorableLine = Pick<CartItem, 'id' | 'upc' | 'bonus' | 'qty' | 'shipmentId'>;

/** What an Undo puts back and where, and the variant's lines (id → quantity) when it was pressed. */
export interface Restoring {
  upc: string;
  /** The shipment the removed line was in (home, a pickup store's). */
  shipmentId: string;
  before: ReadonlyMap<string, number>;
}

/** The variant's lines (not free gifts) and their quantities: what an Undo's answer is compared with. */
export function variantLines(lines: ReadonlyArray<RestorableLine>, upc: string): Map<string, number> {
  return new Map(lines.filter((item) => item.upc === upc && !item.bonus).map((item) => [item.id, item.qty]));
}

/**
 * The line an Undo put back, in the cart read after it: the variant's line (a free gift of the same variant is the
 * cart's own, not the shopper's line) that is new or holds more than when Undo was pressed, where the quantity went;
 * else the one in the shipment the removed line was in; else the variant's line. A cart may hold the variant twice,
 * delivered and picked up in a store (review-53 #5): the first of them was the wrong one half the time. Null until
 * that cart is shown.
 */
export function restoredLineId(items: ReadonlyArray<RestorableLine>, restoring: Restoring): string | null {
  const lines = items.filter((item) => item.upc === restoring.upc && !item.bonus);
  const grown = lines.find((item) => item.qty > (restoring.before.get(item.id) ?? 0));
  const sameShipment = lines.find((item) => item.shipmentId === restoring.shipmentId);
  return (grown ?? sameShipment ?? lines[0])?.id ?? null;
}

/** The first control of a line on the page (its name's link), where the focus goes when it comes back. */
function lineControl(root: HTMLElement | null, id: string): HTMLElement | null {
  const line = root?.querySelector(`[data-focus-item="${CSS.escape(id)}"]`);
  return line?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
}

/**
 * A line removed with JavaScript: a toast offers Undo for the time a toast with a button stays
 * (TOAST_ACTION_DURATION_MS), since the removal was one press away from the wrong line's button (t3 F3-16). The
 * removal itself is said by the cart's live region ("Removed from your cart: …"), so the toast only asks "Removed by
 * mistake?"; the line put back is said there too ("Added to your cart: …").
 *
 * The toast's button leaves with the toast, which dropped the focus to the page's body (the page left scrolled where
 * the toast was reached, tester 2 session 53): once the line is back on the page its first control (the product's
 * name) takes the focus, which scrolls it into view, in an emptied cart too. Only a focus that was lost is moved (the
 * shopper who went on elsewhere keeps theirs). The line is said once, by the live region, and after the focus moved:
 * a screen reader hears the line's name, then "Added to your cart: …" (a focus move can cut short a sentence said
 * before it).
 */
export function useUndoRemove(
  locale: string,
  announce: Announce,
  { lines, root }: { lines: ReadonlyArray<RestorableLine>; root: RefObject<HTMLElement | null> },
) {
  const t = useT();
  const toast = useOptionalToast();
  const undo = useCartFetcher(UNDO_REMOVE_FETCHER);
  const { submit } = undo;
  // An answer from before this cart was shown (the mini cart opened again) was said then.
  const said = useRef(undo.data);
  // The variant an Undo is putting back, until its line has the focus or the wait ran out.
  const restoring = useRef<(Restoring & { until: number }) | null>(null);
  // The lines shown now: an Undo pressed compares its answer's with them.
  const shown = useRef(lines);
  useEffect(() => {
    shown.current = lines;
  }, [lines]);
  // The answer with the cart read again after it (a fetcher is idle once the page's data is revalidated).
  const settled = undo.state === 'idle';
  useEffect(() => {
    if (!settled) return;
    const answer = undo.data;
    const fresh = answer !== undefined && said.current !== answer;
    const pending = restoring.current;
    if (pending && (Date.now() > pending.until || (fresh && !answer.ok))) restoring.current = null;
    else if (pending) {
      const id = restoredLineId(lines, pending);
      const control = id === null ? null : lineControl(root.current, id);
      if (control) {
        restoring.current = null;
        const active = document.activeElement;
        if (!active || active === document.body) control.focus();
      }
    }
    if (fresh) {
      said.current = answer;
      announce(...announcement(answer, t));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the root ref is stable
  }, [undo.data, settled, lines, announce, t]);
  return useCallback(
    (item: Parameters<typeof undoRemoveFields>[0] & Pick<CartItem, 'shipmentId'>) => {
      const fields = undoRemoveFields(item);
      if (!fields || !toast) return;
      toast.show({
        kind: 'info',
        message: t('cart.toast.undoPrompt'),
        actions: [
          {
            label: t('cart.toast.undo'),
            onAction: () => {
              restoring.current = {
                upc: item.upc,
                shipmentId: item.shipmentId,
                before: variantLines(shown.current, item.upc),
                until: Date.now() + RESTORE_WAIT_MS,
              };
              void submit(fields, { method: 'post', action: cartPath(locale) });
            },
          },
        ],
      });
    },
    [toast, t, submit, locale],
  );
}
