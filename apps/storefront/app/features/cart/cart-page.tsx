import { useT } from '#app/lib/i18n/use-t.ts';
import { CartMain } from './cart-main.tsx';
import { isCartActionResult, type CartPageData } from './cart-types.ts';
import { knownItems } from './cart-view.ts';
import { SavedForLater } from './save-for-later.tsx';

/**
 * `/{locale}/cart`: CartMain laid out as a page, the saved-for-later list under it (shown when the cart is empty
 * too). A post made without JavaScript comes back with its problem.
 */
export function CartPage({ data, actionData }: { data: CartPageData; actionData: unknown }) {
  const t = useT();
  const posted = isCartActionResult(actionData) && !actionData.ok ? actionData.problem : null;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <h1 className="font-display text-3xl font-black tracking-tight md:text-4xl">
        {t('cart.heading')}
        {data.cart && data.cart.totals.totalUnits > 0 ? (
          <>
            {/* A space in the text, not only the margin's: the heading reads "Your cart 2 items", not "cart2". */}{' '}
            <span className="ml-2 align-middle text-base font-semibold text-muted">
              {t('cart.itemCount', { count: data.cart.totals.totalUnits })}
            </span>
          </>
        ) : null}
      </h1>
      <CartMain
        cart={data.cart}
        layout="page"
        locale={data.locale}
        problem={posted ?? data.problem}
        bonusItemsFirst={data.bonusItemsFirst}
        shipment={data.shipment}
        place={data.place ?? null}
        loyalty={data.loyalty ?? null}
        today={data.today}
        placeToday={data.placeToday}
        employeeDiscountCurrency={data.employeeDiscountCurrency ?? null}
      />
      <SavedForLater
        saved={data.saved}
        locale={data.locale}
        known={data.cart ? knownItems(data.cart) : []}
        problem={posted}
      />
    </div>
  );
}
