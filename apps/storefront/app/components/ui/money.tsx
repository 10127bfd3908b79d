import { useCallback } from 'react';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { formatMoney } from './money-format.ts';

export interface MoneyProps {
  /** Integer amount in the currency's minor unit (cents, pence; yen have none). */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  /** The site's exponent when it knows better than Intl; defaults to the ISO 4217 exponent. */
  exponent?: number;
  className?: string;
}

/** A price in the page's locale: `<Money amount={1999} currency="USD" />` → $19.99, JPY 1500 → ￥1,500. */
export function Money({ amount, currency, exponent, className }: MoneyProps) {
  const format = useFormatMoney();
  return (
    <span className={className} data-amount={amount} data-currency={currency}>
      {format({ amount, currency }, exponent)}
    </span>
  );
}

/**
 * For money inside a sentence: `t('promo.delivery', { threshold: formatMoney(threshold, undefined, { prose: true }) })`
 * (`prose`: a whole amount without its zero decimals, "over $75").
 */
export function useFormatMoney() {
  const { locale } = useIntl();
  return useCallback(
    (money: { amount: number; currency: string }, exponent?: number, options: { prose?: boolean } = {}) =>
      formatMoney(money.amount, money.currency, locale, { exponent, ...options }),
    [locale],
  );
}
