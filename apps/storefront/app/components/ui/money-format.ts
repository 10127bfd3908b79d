/**
 * Money is an integer in the currency's minor unit (ARCHITECTURE "Money"); it becomes text only here, with Intl,
 * and without floating point: the integer is turned into a decimal string Intl.NumberFormat formats exactly.
 */

import { memoizeFormatter } from '#app/lib/i18n/intl-formatters.ts';

/** The ISO 4217 exponent Intl knows for a currency (USD 2, JPY 0, BHD 3). */
export const currencyExponent: (currency: string) => number = memoizeFormatter(
  (currency: string) =>
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2,
  (currency) => currency,
);

/** 1999 minor units with exponent 2 → "19.99"; -5 → "-0.05"; 1500 with exponent 0 → "1500". */
export function minorUnitsToDecimal(amount: number, exponent: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money amounts are integers in minor units, got ${amount}`);
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  options: {
    exponent?: number;
    display?: 'symbol' | 'narrowSymbol' | 'code';
    /**
     * Money in running text (a threshold in marketing copy: "over $75", "ab 60 €"): a whole amount without its zero
     * decimals, as retailers write it. A price keeps them ($75.00 beside $74.50).
     */
    prose?: boolean;
  } = {},
): string {
  const exponent = options.exponent ?? currencyExponent(currency);
  const whole = options.prose === true && amount % 10 ** exponent === 0;
  const formatter = moneyFormatter(locale, currency, options.display ?? 'symbol', whole ? 0 : exponent);
  // ES2023 Intl.NumberFormat formats decimal strings exactly (no binary rounding).
  return formatter.format(minorUnitsToDecimal(amount, exponent) as `${number}`);
}

const moneyFormatter = memoizeFormatter(
  (locale: string, currency: string, display: 'symbol' | 'narrowSymbol' | 'code', exponent: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    }),
  (locale, currency, display, exponent) => `${locale}|${currency}|${display}|${exponent}`,
);

/**
 * An amount for prose and price buckets: "$50", "50 €", "￥7,500" when it is whole, with its decimals otherwise (a
 * price facet's "Under $50", as shops write it; an item's price keeps its decimals with formatMoney).
 */
export function formatRoundMoney(
  amount: number,
  currency: string,
  locale: string,
  options: { exponent?: number } = {},
): string {
  const exponent = options.exponent ?? currencyExponent(currency);
  const unit = 10 ** exponent;
  return amount % unit === 0
    ? formatMoney(amount / unit, currency, locale, { exponent: 0 })
    : formatMoney(amount, currency, locale, { exponent });
}
