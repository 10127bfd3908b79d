import type { Cart } from '@outsole/contracts/cart';
import type { Loyalty } from '@outsole/contracts/loyalty';
import { useEffect, useId, useRef } from 'react';

import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useFormatMoney } from '#app/components/ui/money.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { CartForm, useCartFetcher } from './cart-form.tsx';
import { announcement, type Announce, type CartProblem } from './cart-types.ts';
import { useSeparator } from '#app/lib/i18n/separator.ts';

/**
 * A signed-in loyalty member's reward vouchers in the cart summary (spec §3 Loyalty; decision 0018): the points they
 * have, the voucher the cart holds with a remove button, and one button per voucher they can use (points and amount).
 * Each is a `set-reward` post (a fetcher with JavaScript, a plain post without); REW* problems show under the list
 * and in the live region. After a change the pressed button is gone, so focus moves to the section's heading.
 */
export function RewardVouchers({
  cart,
  loyalty,
  locale,
  known,
  pageProblem,
  announce,
}: {
  cart: Cart;
  loyalty: Loyalty;
  locale: string;
  known: readonly string[];
  pageProblem: CartProblem | null;
  announce: Announce;
}) {
  const t = useT();
  const separator = useSeparator();
  const format = useFormatMoney();
  const id = useId();
  const fetcher = useCartFetcher();
  const heading = useRef<HTMLHeadingElement>(null);
  const result = fetcher.data;
  const problem = result && !result.ok ? result.problem : result ? null : pageProblem;
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (!result) return;
    announce(...announcement(result, t));
    if (result.ok) heading.current?.focus();
  }, [result, announce, t]);

  const applied = cart.appliedLoyaltyVoucher ?? null;
  const money = (amount: number, currency: string) => format({ amount, currency });
  const vouchers = loyalty.applicableLoyaltyVouchers.filter((voucher) => voucher.points !== applied?.points);
  const errorId = `${id}-error`;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      aria-describedby={problem ? errorId : undefined}
      className="flex flex-col gap-3 border-t border-stone-200 pt-4"
    >
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t('cart.reward.heading')}
      </h3>
      <p className="text-sm text-muted">{t('cart.reward.balance', { points: loyalty.currentLoyaltyPoints })}</p>
      {applied ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <span>
            {t('cart.reward.applied', {
              amount: money(applied.applied ? applied.appliedDiscount : applied.amountInCurrency, cart.currency),
              points: applied.points,
            })}
            {applied.applied ? null : (
              <span className="text-muted">
                {separator}
                {t('cart.reward.notApplied')}
              </span>
            )}
          </span>
          <CartForm fetcher={fetcher} locale={locale} intent="set-reward" known={known} fields={{ remove: '1' }}>
            <button
              type="submit"
              aria-label={t('cart.reward.removeLabel', { points: applied.points })}
              aria-disabled={busy}
              className="min-h-11 font-semibold underline underline-offset-4"
            >
              {t('cart.reward.remove')}
            </button>
          </CartForm>
        </div>
      ) : null}
      {vouchers.length > 0 ? (
        <ul aria-label={t('cart.reward.available')} className="flex flex-col gap-2">
          {vouchers.map((voucher) => (
            <li key={voucher.points}>
              <CartForm
                fetcher={fetcher}
                locale={locale}
                intent="set-reward"
                known={known}
                fields={{ points: String(voucher.points) }}
              >
                <button
                  type="submit"
                  aria-disabled={busy}
                  className={buttonStyles({ variant: 'secondary', size: 'md', className: 'w-full' })}
                >
                  {t('cart.reward.use', {
                    points: voucher.points,
                    amount: money(voucher.amountInCurrency, loyalty.currency),
                  })}
                </button>
              </CartForm>
            </li>
          ))}
        </ul>
      ) : applied ? null : (
        <p className="text-sm">{t('cart.reward.none')}</p>
      )}
      {problem ? (
        <p id={errorId} className="text-sm font-semibold text-sale">
          {problem.message}
        </p>
      ) : null}
      <p className="text-xs text-muted">{t('cart.reward.note')}</p>
    </section>
  );
}
