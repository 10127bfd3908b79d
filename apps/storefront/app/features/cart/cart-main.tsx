import type { ApplicableShippingMethods, Cart } from '@outsole/contracts/cart';
import type { Loyalty } from '@outsole/contracts/loyalty';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { cx } from '#app/components/ui/cx.ts';
import { useFocusAfterRemoval } from '#app/components/ui/use-focus-after-removal.ts';
import { addressLine } from '#app/lib/i18n/address-line.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { arrivalDates, pickupReadyDay } from './arrival.ts';
import { CartCurrency, CartLine } from './cart-line.tsx';
import { CartNotices, CartTotals, CouponForm } from './cart-summary.tsx';
import { cartPath, PROMO_CODE_ID, type CartProblem, type PlaceSearch } from './cart-types.ts';
import {
  CUSTOMS_SHIPMENT,
  deliveryTimeValues,
  fixedInternational,
  groupByShipment,
  hasMethodChoice,
  knownItems,
  shipmentAddressGiven,
  storeShortage,
  type ShipmentGroup,
} from './cart-view.ts';
import { ChangeMethodLink, OrderUpdatedNotice, ShippingMethodPanel } from './delivery-panels.tsx';
import { CartProblemNotice } from './cart-form.tsx';
import { shipmentHeadingId } from './panel-focus.ts';
import { PlaceDialog, PlaceLinks } from './pickup-dialog.tsx';
import { usePickupReadyText } from './pickup-ready.tsx';
import { RewardVouchers } from './reward-vouchers.tsx';
import { scheduleReload } from './reload-guard.ts';
import { useLiveStatus } from './live-status.ts';
import { Link } from '#app/components/ui/link.tsx';
import { Money } from '#app/components/ui/money.tsx';
import { isCartPost } from './live-status.ts';
import { useUndoRemove } from './undo-remove.ts';
import { useSeparator } from '#app/lib/i18n/separator.ts';

const NO_LINES: readonly [] = [];

export interface CartMainProps {
  cart: Cart | null;
  /** CONVENTIONS 9: the cart page and the mini cart are this one component. */
  layout: 'page' | 'aside';
  locale: string;
  /** A problem from the page's loader or a post made without JavaScript. */
  problem?: CartProblem | null;
  bonusItemsFirst?: boolean;
  /** The change-delivery panel's shipment (`?shipment=`, page layout). */
  shipment?: ApplicableShippingMethods | null;
  /** The place dialog (`?place=`, page layout): store pickup, ship to store, collection point. */
  place?: PlaceSearch | null;
  /** A signed-in loyalty member's points and vouchers (page layout): the reward vouchers section. */
  loyalty?: Loyalty | null;
  /** The date in the site's country (arrival.ts): each delivery shows its arrival dates. */
  today?: string;
  /** The date at each collected shipment's place, by shipping id (its time zone): when a pickup is ready. */
  placeToday?: Readonly<Record<string, string>>;
  /**
   * The currency an employee's associate discount is capped in, when the site sells in another (page layout): the
   * discount does not apply to this cart, and a note under the totals says where it does (employee-currency.ts).
   */
  employeeDiscountCurrency?: string | null;
  /** The variant an add to cart just added (the mini cart): its line is marked and scrolled into view. */
  addedUpc?: string | null;
}

/**
 * The cart: lines grouped by shipment (home first, pickup after, by delivery time), notices, coupon and totals.
 * Every change is a fetcher form that also works as a plain post; a polite live region announces each outcome.
 */
export function CartMain({
  cart,
  layout,
  locale,
  problem = null,
  bonusItemsFirst = false,
  shipment = null,
  place = null,
  loyalty = null,
  today,
  placeToday = {},
  employeeDiscountCurrency = null,
  addedUpc = null,
}: CartMainProps) {
  const t = useT();
  const separator = useSeparator();
  const pickupReady = usePickupReadyText();
  const focusKeeper = useFocusAfterRemoval<HTMLDivElement>(cart?.items.map((item) => item.id).join(' ') ?? '');
  // A removed gift taken back: its notice goes, and the summary's first control takes the focus its button had.
  const summaryFocus = useFocusAfterRemoval<HTMLDivElement>(
    cart?.declinedGifts.map((gift) => gift.promotionId).join(' ') ?? '',
  );
  const lineKey = cart?.items.map((item) => item.id).join(' ') ?? '';
  const lineIds = useMemo(() => new Set(lineKey ? lineKey.split(' ') : []), [lineKey]);
  // The latest outcome, said once: cleared when the next cart change starts or its line has gone (live-status.ts).
  const status = useLiveStatus(locale, lineIds);
  const { announce } = status;
  // A line removed: a toast offers to put it back (undo-remove.ts).
  // Undo puts it back and gives its line the focus.
  const offerUndo = useUndoRemove(locale, announce, { lines: cart?.items ?? NO_LINES, root: focusKeeper.ref });
  // spec §8 AUT498: the message shows, then the page reloads after 4 s (guarded: reload-guard.ts).
  const reload = problem?.reload === true || status.reload;
  useEffect(() => (reload ? scheduleReload() : undefined), [reload]);
  // A line's refusal that is the whole cart's (cart-types isCartWide: the line is gone, the session ended): shown
  // above the lines until the next cart change, and given the focus, so the keyboard does not land on another
  // line's control (whose Enter would change another item).
  const [cartWide, setCartWide] = useState<CartProblem | null>(null);
  const cartWideRef = useRef<HTMLDivElement>(null);
  const onPageProblem = useCallback((next: CartProblem) => setCartWide(next), []);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && isCartPost(event.target, locale)) setCartWide(null);
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [locale]);
  // Focused again when the cart empties under it (the notice moves to the emptied cart's layout).
  const emptied = !cart || cart.items.length === 0;
  // The session ended (AUT498) answered to any other cart form (a promo code, gift options, a delivery panel): that
  // form leaves with the emptied cart, so the cart says it too until the reload.
  const sessionEnded = status.reload && !cartWide && problem?.reload !== true;
  useEffect(() => {
    if (cartWide || sessionEnded) cartWideRef.current?.focus();
  }, [cartWide, sessionEnded, emptied]);
  // The mini cart's sticky footer (total, "View cart") covers the foot of the panel's scroller: its height is kept
  // clear there, so what the keyboard moves to (the promo code field) or a line scrolled into view is above it.
  const hasCart = cart !== null;
  const footerRef = useRef<HTMLDivElement>(null);
  useStickyFooterClear(footerRef, layout === 'aside' && !emptied);
  // The line just added, in view (the mini cart opens at its top; the added line may be far below): all of it, down to
  // its stepper and notes, above the sticky footer (the scroller's scroll-padding above).
  useEffect(() => {
    if (!addedUpc || !hasCart) return;
    const line = focusKeeper.ref.current?.querySelector<HTMLElement>('[data-just-added]');
    if (!line) return;
    line.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per add (the ref is stable)
  }, [addedUpc, hasCart]);

  // One region for the cart's life, ahead of both the empty and the full cart: a region created with its sentence
  // in it (the last line removed) is not announced by every screen reader.
  const live = (
    <p role="status" aria-live="polite" className="sr-only">
      {/* Each sentence its own node: said again when the same outcome comes again. */}
      {status.message ? <span key={status.id}>{status.message}</span> : null}
    </p>
  );
  // A reward problem shows at the vouchers; without them (no longer a member) it is the whole cart's.
  const formProblem =
    problem && (problem.placement === 'form' || (problem.placement === 'reward' && !loyalty)) ? problem : null;
  const shownProblem =
    cartWide ??
    formProblem ??
    (sessionEnded
      ? {
          errorId: 'AUT498',
          title: t('cart.error.title.session'),
          message: t('cart.error.sessionReload'),
          placement: 'form' as const,
          reload: true,
        }
      : null);
  const banner = shownProblem ? (
    // Said by the live region when it came from a line's change (not an alert too: heard once), focused.
    <div ref={cartWideRef} tabIndex={-1} className="outline-none focus-visible:outline-3 focus-visible:outline-focus">
      <CartProblemNotice problem={shownProblem} inLiveRegion={shownProblem !== formProblem} />
    </div>
  ) : null;
  // The session ended (AUT498): the notice replaces the cart until the page reloads, not "Your cart is empty".
  const reloading = reload && shownProblem?.reload === true;

  if (!cart || cart.items.length === 0) {
    return (
      <>
        {live}
        <div className="flex flex-col gap-5" {...focusKeeper}>
          {banner}
          {reloading ? null : (
            <>
              <p className="text-lg">{t('cart.empty')}</p>
              <Link to={`/${locale}`} className={buttonStyles({ variant: 'secondary', className: 'self-start' })}>
                {t('cart.continueShopping')}
              </Link>
            </>
          )}
        </div>
      </>
    );
  }

  const known = knownItems(cart);
  // A store pickup says when it is ready (its store's hours, its weekday), not a delivery time.
  // A store short of one of its lines cannot prepare the shipment (the stock can drop after the store was chosen):
  // no ready day is promised, the lines say what to do.
  const readyText = (group: ShipmentGroup) =>
    group.code === 'pickup' && group.items.some((item) => storeShortage(item) !== null)
      ? t('cart.pickup.notReady')
      : pickupReady(
          group.code === 'pickup' ? pickupReadyDay(group.deliveryTime, placeToday[group.shipmentId] ?? today) : null,
        );
  const groups = groupByShipment(cart, { bonusFirst: bonusItemsFirst });
  const compact = layout === 'aside';
  const lines = (
    <div className="flex flex-col gap-6" {...focusKeeper}>
      {groups.map((group) => (
        <section key={group.shipmentId} aria-labelledby={shipmentHeadingId(group.shipmentId)}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <h2
              id={shipmentHeadingId(group.shipmentId)}
              // Focusable by script only: where the keyboard lands when a panel's change took its opener away.
              tabIndex={-1}
              className={cx('font-bold', compact ? 'text-base' : 'text-lg')}
            >
              {group.label}
              <span className="font-normal text-muted">
                {separator}
                {readyText(group) ??
                  t('cart.shipment.deliveryTime', {
                    time: t('cart.deliveryTime', deliveryTimeValues(group.deliveryTime)),
                  })}
              </span>
            </h2>
            {group.place ? (
              // Its own line, between the heading and the links (the row wraps).
              <p className="basis-full text-sm">
                <span className="font-semibold">{group.place.name}</span>
                {separator}
                {addressLine(group.place.address)}
              </p>
            ) : null}
            {compact ? null : (
              <div className="flex flex-wrap gap-x-4">
                {hasMethodChoice(cart, group.shipmentId) ? (
                  <ChangeMethodLink shipmentId={group.shipmentId} label={group.label} />
                ) : null}
                <PlaceLinks cart={cart} group={group} />
              </div>
            )}
            {compact || !fixedInternational(cart, group) ? null : (
              // An international shipment has one method (customs) and no place to collect it from: where the other
              // shipments have their change links, it says why it has none and where its address is given (decision
              // 0018, addendum "an international shipment on the cart page").
              <p className="basis-full text-sm">
                {group.shipmentId === CUSTOMS_SHIPMENT
                  ? t('cart.shipment.customsFixed', {
                      count: group.items.reduce((sum, item) => sum + item.qty, 0),
                      destination: shipmentAddressGiven(cart, group.shipmentId) ? 'given' : 'none',
                    })
                  : t('cart.shipment.abroadFixed')}
              </p>
            )}
          </div>
          {group.giftsOnly && !group.collected && groups.some((each) => each.collected) ? (
            // Everything bought is collected, but no store collecting it holds the gift (decision 0044).
            <p className="text-sm">{t('cart.shipment.giftDelivered')}</p>
          ) : null}
          {today && group.code !== 'pickup' ? <ArrivalNote deliveryTime={group.deliveryTime} today={today} /> : null}
          {group.code === 'customs' ? (
            // An international shipment: what the total does not hold (F10).
            <p className="text-sm">{t('cart.shipment.duties')}</p>
          ) : null}
          <ul className="divide-y divide-stone-200">
            {group.items.map((item) => (
              <CartLine
                key={item.id}
                cart={cart}
                item={item}
                locale={locale}
                known={known}
                compact={compact}
                pageProblem={problem?.placement === 'item' && problem.itemId === item.id ? problem : null}
                giftProblem={problem?.placement === 'gift' && problem.itemId === item.id ? problem : null}
                announce={announce}
                offerUndo={offerUndo}
                onPageProblem={onPageProblem}
                justAdded={addedUpc !== null && compact && item.upc === addedUpc && !item.bonus}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
  const summary = (
    <div
      className={cx(
        'flex flex-col gap-5',
        layout === 'page' && 'rounded-3xl bg-stone-50 p-6 lg:tall:sticky lg:tall:top-28',
      )}
      {...summaryFocus}
    >
      {layout === 'page' ? <h2 className="text-xl font-bold">{t('cart.summary')}</h2> : null}
      <CouponForm
        cart={cart}
        locale={locale}
        known={known}
        pageProblem={problem?.placement === 'coupon' ? problem : null}
        announce={announce}
        // The cart page's only (the mini cart's ids would repeat it where both are open).
        at={layout === 'page' ? PROMO_CODE_ID : undefined}
      />
      <CartNotices cart={cart} locale={locale} known={known} announce={announce} />
      {layout === 'page' && loyalty ? (
        <RewardVouchers
          cart={cart}
          loyalty={loyalty}
          locale={locale}
          known={known}
          pageProblem={problem?.placement === 'reward' ? problem : null}
          announce={announce}
        />
      ) : null}
      <CartTotals cart={cart} withTotal={layout === 'page'} />
      {employeeDiscountCurrency ? (
        <p className="text-sm text-muted">
          {t('cart.employeeDiscount.otherCurrency', { currency: employeeDiscountCurrency })}
        </p>
      ) : null}
    </div>
  );
  // The mini cart's total and "View cart" stay in view at the foot of the panel as its lines scroll.
  const footer = (
    <div
      ref={footerRef}
      className="sticky -bottom-5 z-10 -mx-6 -mb-5 flex flex-col gap-3 border-t border-stone-200 bg-paper px-6 pt-4 pb-5"
    >
      <dl className="flex justify-between gap-4 text-lg font-bold tabular-nums">
        <dt>{t('cart.totals.total')}</dt>
        <dd>
          <Money amount={cart.totals.total} currency={cart.currency} />
        </dd>
      </dl>
      <Link to={cartPath(locale)} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
        {t('cart.viewCart', { count: cart.totals.totalUnits })}
      </Link>
    </div>
  );

  return (
    <>
      {live}
      <CartCurrency value={cart.currency}>
        {layout === 'page' ? (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
            <div className="flex flex-col gap-4">
              {banner}
              <OrderUpdatedNotice />
              <ShippingMethodPanel shipment={shipment} cart={cart} locale={locale} announce={announce} />
              <PlaceDialog place={place} cart={cart} locale={locale} announce={announce} pageProblem={problem} />
              {lines}
            </div>
            {summary}
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            {banner}
            {lines}
            {summary}
            {footer}
          </div>
        )}
      </CartCurrency>
    </>
  );
}

/** The nearest element above `element` that scrolls vertically (the mini cart's panel body). */
function scrollerOf(element: HTMLElement): HTMLElement | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/^(auto|scroll)$/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/**
 * A footer sticky at the foot of its scroller (the mini cart's total and "View cart") is kept clear: the scroller's
 * scroll-padding-bottom is the footer's height as drawn (a total that wraps, larger text), so the focus moved by the
 * keyboard (Tab to the promo code field, under the footer otherwise) and scrollIntoView stop above it (WCAG 2.2
 * 2.4.11; tester 2, session 53), as app.css keeps the product page's bar clear on a phone (html[data-bottom-bar]).
 * Set at once (a line scrolled into view as the panel opens is), then as the footer's height changes.
 */
function useStickyFooterClear(footer: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = footer.current;
    if (!active || !element) return;
    const scroller = scrollerOf(element);
    if (!scroller) return;
    const clear = () => scroller.style.setProperty('scroll-padding-bottom', `${Math.ceil(element.offsetHeight)}px`);
    clear();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(clear);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      scroller.style.removeProperty('scroll-padding-bottom');
    };
  }, [footer, active]);
}

/** "Arrives Wed, Dec 9 – Fri, Dec 11" ("Livraison du mercredi 9 déc. au vendredi 11 déc."): a delivery of some days as dates (arrival.ts); nothing for same day. */
function ArrivalNote({ deliveryTime, today }: { deliveryTime: string; today: string }) {
  const t = useT();
  const intl = useIntl();
  const time = deliveryTimeValues(deliveryTime);
  const dates = time.kind === 'range' || time.kind === 'days' ? arrivalDates(today, time.min, time.max) : null;
  if (!dates) return null;
  // French writes the weekday in full: after "du", an abbreviated one reads as a word ("du jeu. 10 déc.", the noun
  // jeu; tester t3-F6). German "Do., 10. Dez." and Japanese "12月10日(木)" are as their shops write them.
  const weekday = intl.locale.toLowerCase().startsWith('fr') ? 'long' : 'short';
  const format = (date: string) =>
    intl.formatDate(`${date}T00:00:00Z`, { weekday, month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <p className="text-sm text-muted">
      {t('cart.shipment.arrival', {
        same: dates.from === dates.to ? 'yes' : 'no',
        from: format(dates.from),
        to: format(dates.to),
      })}
    </p>
  );
}
