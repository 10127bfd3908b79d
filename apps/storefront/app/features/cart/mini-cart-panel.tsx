import type { Cart } from '@outsole/contracts/cart';

import { DialogFrame } from '#app/components/ui/dialog.tsx';
import { Spinner } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { CartMain } from './cart-main.tsx';
import type { CartProblem } from './cart-types.ts';

/**
 * The mini cart (spec §2: a side panel at every width, DialogFrame's `panel` layout): CartMain with
 * `layout: aside`; a link in it (a product, the cart page) closes it as the page changes.
 */
export function MiniCartPanel({
  isOpen,
  onOpenChange,
  locale,
  cart,
  loading,
  problem,
  bonusItemsFirst,
  employeeDiscountCurrency,
  today,
  placeToday,
  addedUpc = null,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  locale: string;
  cart: Cart | null;
  loading: boolean;
  problem: CartProblem | null;
  bonusItemsFirst: boolean;
  /** The cart page data's note: an employee's associate discount is capped in another currency (cart-main.tsx). */
  employeeDiscountCurrency: string | null;
  /**
   * The dates `cart` was read with (arrival.ts CartDates: the mini cart's load, or the add's answer it shows until
   * then): each delivery's arrival dates and each pickup's readiness, worded as on the cart page.
   */
  today?: string;
  placeToday?: Readonly<Record<string, string>>;
  /** The variant an add to cart just added, when the add opened the panel. */
  addedUpc?: string | null;
}) {
  const t = useT();
  return (
    <DialogFrame
      layout="panel"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('cart.mini.title')}
      closeOnLinkClick
    >
      {loading ? (
        <p className="flex items-center gap-3" role="status">
          <Spinner className="size-5" /> {t('cart.mini.loading')}
        </p>
      ) : (
        <CartMain
          cart={cart}
          layout="aside"
          locale={locale}
          problem={problem}
          bonusItemsFirst={bonusItemsFirst}
          employeeDiscountCurrency={employeeDiscountCurrency}
          today={today}
          placeToday={placeToday}
          addedUpc={addedUpc}
        />
      )}
    </DialogFrame>
  );
}
