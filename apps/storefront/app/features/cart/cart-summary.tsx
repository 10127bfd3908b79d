import type { Cart } from '@outsole/contracts/cart';
import { useEffect, useId, useRef } from 'react';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { cx } from '#app/components/ui/cx.ts';
import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { useFocusAfterRemoval } from '#app/components/ui/use-focus-after-removal.ts';
import { useStayOnScreen } from '#app/components/ui/use-stay-on-screen.ts';
import { Money, useFormatMoney } from '#app/components/ui/money.tsx';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { useTypeset } from '#app/lib/i18n/typeset.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { CartForm, CartProblemNotice, useCartFetcher, useLatestResult } from './cart-form.tsx';
import { announcement, type Announce, type CartProblem } from './cart-types.ts';
import { discountRows, freeGifts, shippingLost, summaryTotals } from './cart-view.ts';
import { useSeparator } from '#app/lib/i18n/separator.ts';

/**
 * Promotions, the approaching-discount and free-gift notices (spec §8 "other toasts", shown in the cart), and the
 * gifts the shopper removed, each with "Add it back" (decision 0046).
 */
export function CartNotices({
  cart,
  locale,
  known,
  announce,
}: {
  cart: Cart;
  /** The route's locale (`en-us`), for the forms' action. */
  locale: string;
  known: readonly string[];
  announce: Announce;
}) {
  const t = useT();
  const format = useFormatMoney();
  const gifts = freeGifts(cart);
  const approaching = cart.approachingDiscount;
  const counted = countedAfterItemDiscounts(cart);
  // A promotion's name is the merchant's text, set as the language sets a percent sign (typeset.ts).
  const typeset = useTypeset();
  const promotions = [...new Map(cart.promoSummary.map((p) => [p.promotionId, typeset(p.promotionName)])).values()];
  if (!approaching && gifts.length === 0 && promotions.length === 0 && cart.declinedGifts.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {approaching && approaching.distanceFromConditionThreshold > 0 ? (
        <li className="rounded-xl bg-sky-100 px-4 py-3">
          {t('cart.notice.approaching', {
            amount: format({ amount: approaching.distanceFromConditionThreshold, currency: cart.currency }),
            promotion: typeset(approaching.promotionName),
          })}
          {/* The subtotal shown counts gift cards; a promotion's minimum never does (decision 0018 addendum, F6). */}
          {cart.items.some((item) => item.isDigitalProduct) ? ` ${t('cart.notice.approachingCards')}` : null}
          {/* The subtotal shown is before the item discounts (the sale's 20 %), a threshold counts after them: the
              figure it counts is said, so "spend $69.20 more" adds up (decision 0018 addendum, 2026-12-07). */}
          {counted !== null && approaching.level !== 'PRODUCT'
            ? ` ${t('cart.notice.approachingDiscounted', { amount: format({ amount: counted, currency: cart.currency }) })}`
            : null}
        </li>
      ) : null}
      {gifts.map((gift) => (
        <li key={gift.id} className="rounded-xl bg-amber-100 px-4 py-3">
          {t('cart.notice.freeGift', { name: gift.name })}
        </li>
      ))}
      {cart.declinedGifts.map((gift) => (
        <DeclinedGift key={gift.promotionId} gift={gift} locale={locale} known={known} announce={announce} />
      ))}
      {promotions.length > 0 ? <AppliedPromotions names={promotions} /> : null}
    </ul>
  );
}

/**
 * What the cart's goods count towards a spend threshold when item (product-level) discounts lowered some of them: the
 * lines' amounts after those discounts, gift cards and free gifts left out; null when no item discount applies (the
 * subtotal shown is then the figure).
 */
export function countedAfterItemDiscounts(cart: Cart): number | null {
  const lines = cart.items.filter((item) => !item.isDigitalProduct && !item.bonus);
  const discount = (item: Cart['items'][number]) =>
    item.productPromotions.reduce((sum, promotion) => sum + promotion.appliedDiscount, 0);
  if (!lines.some((item) => discount(item) > 0)) return null;
  return lines.reduce((sum, item) => sum + item.price.amount - discount(item), 0);
}

/**
 * "Offers applied", then each offer on its own line: the names are the merchant's titles ("Free standard shipping"),
 * capitalised as titles are, which read wrong joined into a running sentence ("… and Free standard shipping", German
 * "und Kostenloser Standardversand"; shopper tester F1). A list keeps them titles, and a screen reader hears the
 * heading and "list, 2 items".
 */
function AppliedPromotions({ names }: { names: readonly string[] }) {
  const t = useT();
  const id = useId();
  return (
    <li className="rounded-xl bg-emerald-50 px-4 py-3">
      <p id={id} className="font-semibold">
        {t('cart.notice.promotions')}
      </p>
      <ul aria-labelledby={id} className="mt-1 flex flex-col gap-1">
        {names.map((name) => (
          <li key={name} className="flex items-start gap-2">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{name}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A gift with purchase the shopper removed (decision 0046): said, with the button that takes it back. */
function DeclinedGift({
  gift,
  locale,
  known,
  announce,
}: {
  gift: Cart['declinedGifts'][number];
  locale: string;
  known: readonly string[];
  announce: Announce;
}) {
  const t = useT();
  const id = useId();
  const fetcher = useCartFetcher();
  const result = fetcher.data;
  useEffect(() => {
    if (result) announce(...announcement(result, t));
  }, [result, announce, t]);
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-amber-100 px-4 py-3">
      <span id={id}>{t('cart.notice.giftDeclined', { name: gift.name })}</span>
      <CartForm
        fetcher={fetcher}
        locale={locale}
        intent="take-gift"
        known={known}
        fields={{ promotionId: gift.promotionId }}
      >
        <button
          type="submit"
          {...inertButtonProps({ busy: fetcher.state !== 'idle' })}
          aria-describedby={id}
          className="min-h-11 font-semibold underline underline-offset-4 hover:decoration-2"
        >
          {t('cart.notice.takeGift')}
        </button>
      </CartForm>
      {result && !result.ok ? <CartProblemNotice problem={result.problem} compact /> : null}
    </li>
  );
}

/** The coupon field with its inline error (spec §8 PRM*), and the codes applied with their remove buttons. */
export function CouponForm({
  cart,
  locale,
  known,
  pageProblem,
  announce,
  at,
}: {
  cart: Cart;
  locale: string;
  known: readonly string[];
  pageProblem: CartProblem | null;
  announce: Announce;
  /** The section's id on the cart page (PROMO_CODE_ID), where its posts come back to without JavaScript. */
  at?: string;
}) {
  const t = useT();
  const typeset = useTypeset();
  const separator = useSeparator();
  const id = useId();
  const fetcher = useCartFetcher();
  const remover = useCartFetcher();
  const input = useRef<HTMLInputElement>(null);
  const result = fetcher.data;
  // The field's problem is its last apply's, until a code is removed after it (the cart changed under it).
  const latest = useLatestResult([fetcher.data, remover.data]);
  const problem = latest === undefined ? pageProblem : latest === result && !result.ok ? result.problem : null;
  const errorId = `${id}-error`;
  const format = useFormatMoney();
  // The code just applied took free shipping away (an item discount under its threshold): said at the field, while
  // the cart still falls short of it (decision 0018 addendum, session 51). Without JavaScript the toast says it.
  const lost = latest === result && result?.ok && result.cart ? shippingLost(result.cart, cart) : [];

  useEffect(() => {
    if (!result) return;
    if (result.ok && input.current) input.current.value = '';
    announce(...announcement(result, t));
  }, [result, announce, t]);
  useEffect(() => {
    if (remover.data?.ok) announce(remover.data.notice);
  }, [remover.data, announce]);
  // A code removed takes its Remove button with it: the field (the first control here) takes the focus.
  const focusKeeper = useFocusAfterRemoval<HTMLDivElement>(cart.couponItems.map((coupon) => coupon.code).join(' '));
  // A code's answer changes the lines above the field (a line's offer) as the page's cart comes back: the field stays
  // where the shopper has it, rather than being pushed down, off a phone's screen, by an answer that came late.
  const row = useStayOnScreen<HTMLDivElement>(fetcher.state !== 'idle' || remover.state !== 'idle', cart);

  return (
    <div id={at} className="flex scroll-mt-4 flex-col gap-3" {...focusKeeper}>
      <CartForm
        fetcher={fetcher}
        locale={locale}
        intent="apply-coupon"
        known={known}
        className="flex flex-col gap-2"
        at={at}
      >
        <label htmlFor={`${id}-code`} className="text-sm font-semibold">
          {t('cart.coupon.label')}
        </label>
        <div ref={row} className="flex gap-2">
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={100}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-xl border-2 border-stone-300 bg-white px-3 uppercase focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-sale"
          />
          <button
            type="submit"
            aria-disabled={fetcher.state !== 'idle'}
            className={buttonStyles({ variant: 'secondary', size: 'md' })}
          >
            {t('cart.coupon.apply')}
          </button>
        </div>
        {problem ? (
          <p id={errorId} className="text-sm font-semibold text-sale">
            {problem.message}
          </p>
        ) : null}
        {lost.map((entry) => (
          <p key={entry.promotionId} className="rounded-xl bg-sky-100 px-3 py-2 text-sm">
            {t('cart.notice.shippingLost', {
              promotion: typeset(entry.promotion),
              amount: entry.amount === null ? 'none' : format({ amount: entry.amount, currency: cart.currency }),
            })}
          </p>
        ))}
      </CartForm>
      {cart.couponItems.length > 0 ? (
        <ul className="flex flex-col gap-2 text-sm" aria-label={t('cart.coupon.applied')}>
          {cart.couponItems.map((coupon) => (
            <li key={coupon.code} className="flex items-center justify-between gap-3">
              <span>
                <span className="font-mono font-semibold">{coupon.code}</span>
                {coupon.applied ? null : (
                  <span className="text-muted">
                    {separator}
                    {t('cart.coupon.notApplied')}
                  </span>
                )}
              </span>
              <CartForm
                fetcher={remover}
                locale={locale}
                intent="remove-coupon"
                known={known}
                fields={{ code: coupon.code }}
                at={at}
              >
                <button
                  type="submit"
                  aria-label={t('cart.coupon.remove', { code: coupon.code })}
                  className="min-h-11 font-semibold underline underline-offset-4"
                >
                  {t('cart.item.remove')}
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Totals (spec §3), each discount on its own row by what it is (discountRows); the subtotal and discounts of what is
 * paid for, a free gift's value left out (summaryTotals, decision 0046 addendum). `withTotal: false`: the total shows elsewhere
 * (the mini cart's footer, which stays in view).
 */
export function CartTotals({ cart, withTotal = true }: { cart: Cart; withTotal?: boolean }) {
  const t = useT();
  const typeset = useTypeset();
  const format = useFormatMoney();
  const { totals, currency } = cart;
  const { subtotal } = summaryTotals(cart);
  const discounts = discountRows(cart);
  const employee = cart.employeeDiscount;
  const row = 'flex justify-between gap-4';
  return (
    <dl className="flex flex-col gap-2 tabular-nums">
      <div className={row}>
        <dt>{t('cart.totals.subtotal')}</dt>
        <dd>
          <Money amount={subtotal} currency={currency} />
        </dd>
      </div>
      {discounts.map((entry) => (
        <div key={entry.id} className={`${row} text-emerald-800`}>
          <dt>
            {entry.kind === 'rewardVoucher'
              ? t('cart.totals.rewardVoucher', { points: entry.points })
              : entry.kind === 'other'
                ? t('cart.totals.discount')
                : entry.code
                  ? t('cart.totals.couponDiscount', { code: entry.code, name: typeset(entry.name) })
                  : typeset(entry.name)}
          </dt>
          <dd className="shrink-0">
            −<Money amount={entry.amount} currency={currency} />
          </dd>
        </div>
      ))}
      {employee && employee.discount > 0 ? (
        // spec §6: an employee sees their spend against the annual cap; a capped discount says what it applied to
        // (decision 0018 addendum, F7), not a bare "Discount (14%)".
        <p className="-mt-1 text-sm text-muted">
          {t('cart.totals.employeeDiscount', {
            capped: employee.capConsumed < employee.eligibleAmount ? 'yes' : 'no',
            percent: employee.percent,
            applied: format({ amount: employee.capConsumed, currency }),
            discount: format({ amount: employee.discount, currency }),
          })}
        </p>
      ) : null}
      {totals.giftBox ? (
        <div className={row}>
          <dt>{t('cart.totals.giftBox')}</dt>
          <dd>
            <Money amount={totals.giftBox} currency={currency} />
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt>{t('cart.totals.shipping')}</dt>
        <dd>
          {totals.shipping === 0 ? t('cart.totals.free') : <Money amount={totals.shipping} currency={currency} />}
        </dd>
      </div>
      {/* Where prices include it (VAT, consumption tax), the tax is shown as part of the total, not a line added. */}
      <div className={cx(row, totals.taxIncluded && 'text-muted')}>
        <dt>{t(totals.taxIncluded ? 'cart.totals.taxIncluded' : 'cart.totals.tax')}</dt>
        <dd className="text-right">
          {totals.taxCalculated ? (
            <Money amount={totals.tax} currency={currency} />
          ) : totals.tax > 0 ? (
            // Part known (items collected in a store), the rest waits for the delivery address: the total holds the part.
            <>
              <Money amount={totals.tax} currency={currency} />
              <span className="block text-sm text-muted">{t('cart.totals.taxMoreLater')}</span>
            </>
          ) : (
            t('cart.totals.taxLater')
          )}
        </dd>
      </div>
      {withTotal ? (
        <div className={`${row} border-t border-stone-200 pt-3 text-lg font-bold`}>
          <dt>{t('cart.totals.total')}</dt>
          <dd>
            <Money amount={totals.total} currency={currency} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
