import type { Cart } from '@outsole/contracts/cart';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useFetcher } from 'react-router';

import { BagIcon } from '#app/components/ui/icons.tsx';
import { useToast } from '#app/components/ui/toast.tsx';
import { useT, type Translate } from '#app/lib/i18n/use-t.ts';
import { useWarmUp } from '#app/lib/browser/warm-up.ts';
import { ADD_TO_CART_FETCHER } from './add-to-cart-form.tsx';
import { useCartFetcher } from './cart-form.tsx';
import type { CartDates } from './arrival.ts';
import { cartPath, MINI_CART_WARM_UP, type CartActionResult, type CartPageData } from './cart-types.ts';
import { Link } from '#app/components/ui/link.tsx';

/**
 * The side panel's code (React Aria's modal, CartMain) loads when the mini cart first opens, or is about to: the
 * pointer or focus on the cart link or on an Add to cart button (`data-warm-up`), so an add's answer and the code
 * come in together.
 */
const loadMiniCartPanel = () => import('./mini-cart-panel.tsx');
const MiniCartPanel = lazy(() => loadMiniCartPanel().then((module) => ({ default: module.MiniCartPanel })));

const MINI_CART_FETCHER = 'mini-cart';
/**
 * The badge shows at most this many units ("99+" beyond), and the link's name then says what it shows ("Cart, 99+
 * items"), so a voice-control user who reads the badge reaches it (WCAG 2.5.3); the cart page gives the exact count.
 */
const BADGE_MAX = 99;

/** What the header's cart badge shows for `units` in the cart. */
export function cartBadge(units: number): string {
  return units > BADGE_MAX ? `${BADGE_MAX}+` : String(units);
}

/** The header's cart link's name: the badge's words in it (BADGE_MAX). */
export function cartLinkName(t: Translate, units: number | null): string {
  if (!units) return t('header.cart');
  if (units > BADGE_MAX) return t('header.cartCountOver', { count: BADGE_MAX });
  return t('header.cartCount', { count: units });
}

const iconLink =
  'relative grid size-10 min-[375px]:size-11 place-items-center rounded-full text-ink hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus';

/**
 * What the mini cart shows: the cart page's data it loads, else (until that comes) the latest add's answer; either
 * with the dates that cart was read with, so its pickups and deliveries are worded as on the cart page ("Ready
 * Monday", counted from the store's own date: decision 0048), never the pickup's bare delivery time.
 */
export function miniCartShows(
  panel: CartPageData | undefined,
  added: CartActionResult | undefined,
): { cart: Cart | null; dates: Partial<CartDates> } {
  if (panel?.cart) return { cart: panel.cart, dates: { today: panel.today, placeToday: panel.placeToday } };
  if (added?.ok && added.cart) return { cart: added.cart, dates: added.dates ?? {} };
  return { cart: panel?.cart ?? null, dates: {} };
}

/**
 * The header's cart link with the item count (root loader, only when a basket is stored). Without JavaScript it is
 * a link to the cart page; with it, it opens the mini cart side panel, which also opens after an add to cart
 * (spec §4: "the mini cart opens or a success message shows", by the site's `addToCartMessage` flag).
 */
export function CartControl({
  locale,
  count,
  mayHaveCart,
  openOnAdd,
}: {
  locale: string;
  count: number | null;
  /** Signed in (the account's cart), or a session whose count the browser is still asking for (0024). */
  mayHaveCart: boolean;
  openOnAdd: boolean;
}) {
  const t = useT();
  const { show } = useToast();
  const added = useCartFetcher(ADD_TO_CART_FETCHER);
  const panel = useFetcher<CartPageData>({ key: MINI_CART_FETCHER });
  const [manualOpen, setManualOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // The add-to-cart answer the shopper closed the panel on: a later answer opens it again.
  const [closedOn, setClosedOn] = useState<unknown>(null);
  const toasted = useRef<unknown>(null);
  const addResult = added.data?.ok ? added.data : null;
  const autoOpen = openOnAdd && addResult !== null && addResult !== closedOn;
  const isOpen = manualOpen || autoOpen;
  useWarmUp(MINI_CART_WARM_UP, loadMiniCartPanel);

  useEffect(() => {
    if (autoOpen) void panel.load(cartPath(locale));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per opening by an add to cart
  }, [autoOpen, addResult]);

  useEffect(() => {
    if (openOnAdd || !addResult || toasted.current === addResult) return;
    toasted.current = addResult;
    show({
      kind: 'success',
      message: addResult.notice,
      actions: [
        { label: t('cart.viewCart', { count: addResult.cart?.totals.totalUnits ?? 0 }), href: cartPath(locale) },
      ],
    });
  }, [openOnAdd, addResult, show, t, locale]);

  const onOpenChange = (next: boolean) => {
    setMounted(true);
    setManualOpen(next);
    if (!next) setClosedOn(added.data ?? null);
  };

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setMounted(true);
    setManualOpen(true);
    // A browser without a stored basket (and not signed in) has an empty cart: nothing to load.
    if (count !== null || mayHaveCart || addResult) void panel.load(cartPath(locale));
  };

  const latestAdd = added.data?.ok ? added.data.cart : null;
  const { cart, dates } = miniCartShows(panel.data, added.data);
  const shown = count ?? (latestAdd ? latestAdd.totals.totalUnits : null);
  return (
    <>
      <Link
        to={cartPath(locale)}
        onClick={click}
        data-warm-up={MINI_CART_WARM_UP}
        aria-label={cartLinkName(t, shown)}
        className={iconLink}
      >
        <BagIcon className="size-6" />
        {shown ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-ink px-1 text-xs font-bold text-paper"
          >
            {cartBadge(shown)}
          </span>
        ) : null}
      </Link>
      {mounted || isOpen ? (
        <Suspense fallback={null}>
          <MiniCartPanel
            isOpen={isOpen}
            onOpenChange={onOpenChange}
            locale={locale}
            cart={cart}
            loading={panel.state === 'loading' && !cart}
            problem={panel.data?.problem ?? null}
            bonusItemsFirst={panel.data?.bonusItemsFirst ?? false}
            employeeDiscountCurrency={panel.data?.employeeDiscountCurrency ?? null}
            today={dates.today}
            placeToday={dates.placeToday}
            // Opened by an add: the line added is marked and scrolled into view.
            addedUpc={autoOpen ? (addResult?.addedUpc ?? null) : null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
