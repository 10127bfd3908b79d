import type { CartItem } from '@outsole/contracts/cart';
import { useCallback, useEffect, useRef } from 'react';

import { useOptionalToast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useCartFetcher } from './cart-form.tsx';
import { announcement, cartPath, type Announce } from './cart-types.ts';

/** The fetcher that puts a removed line back: one for the page, so it outlives the line (and the mini cart). */
export const UNDO_REMOVE_FETCHER = 'cart-undo-remove';

/**
 * What puts a removed line back as it was: the same variant and quantity, added again (`add-item`, the cart api as
 * is). A digital gift card (its recipient and message) and a free gift (the cart's own) are not offered it.
 */
export function undoRemoveFields(
  item: Pick<CartItem, 'productId' | 'upc' | 'qty' | 'bonus' | 'isDigitalProduct'>,
): Record<string, string> | null {
  if (item.bonus || item.isDigitalProduct) return null;
  return { intent: 'add-item', productId: item.productId, upc: item.upc, qty: String(item.qty) };
}

/**
 * A line removed with JavaScript: a toast offers Undo for the time a toast with a button stays
 * (TOAST_ACTION_DURATION_MS), since the removal was one press away from the wrong line's button (t3 F3-16). The
 * removal itself is said by the cart's live region ("Removed from your cart: …"), so the toast only asks "Removed by
 * mistake?"; the line put back is said there too ("Added to your cart: …").
 */
export function useUndoRemove(locale: string, announce: Announce) {
  const t = useT();
  const toast = useOptionalToast();
  const undo = useCartFetcher(UNDO_REMOVE_FETCHER);
  const { submit } = undo;
  // An answer from before this cart was shown (the mini cart opened again) was said then.
  const said = useRef(undo.data);
  useEffect(() => {
    if (!undo.data || said.current === undo.data) return;
    said.current = undo.data;
    announce(...announcement(undo.data, t));
  }, [undo.data, announce, t]);
  return useCallback(
    (item: Parameters<typeof undoRemoveFields>[0]) => {
      const fields = undoRemoveFields(item);
      if (!fields || !toast) return;
      toast.show({
        kind: 'info',
        message: t('cart.toast.undoPrompt'),
        actions: [
          {
            label: t('cart.toast.undo'),
            onAction: () => void submit(fields, { method: 'post', action: cartPath(locale) }),
          },
        ],
      });
    },
    [toast, t, submit, locale],
  );
}
