import { formatRoundMoney } from '#app/components/ui/money-format.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';

/**
 * A price facet value in words, as the facet, its chip and a filtered listing's meta description say it. The api's
 * buckets are minor-unit ranges whose upper end is one below the next bucket's start (`0-4999`, `5000-9999`,
 * `20000+`); shops write them with the next bucket's start as a whole amount and say which side it falls on, so the
 * labels neither overlap nor leave a gap as read: "Under $50", "$50 to under $100", "$200 and over" ("50 € bis unter
 * 100 €", "5,000円以上10,000円未満"). Every bound is formatted the same way (formatRoundMoney: no ".00", and a
 * bound that is not whole keeps its decimals) — never "Under $50" beside "$50.00 to $99.99" (tester finding).
 */
export function priceBucketWords(
  value: string,
  money: { currency: string; exponent: number; locale: string },
  format: (id: MessageKey, values: Record<string, string>) => string | undefined,
): string {
  const amount = (minor: number) => formatRoundMoney(minor, money.currency, money.locale, { exponent: money.exponent });
  const range = /^(\d+)-(\d+)$/.exec(value);
  if (range?.[1] && range[2]) {
    // The bucket ends just below the next one's start: that start is the bound the shopper reads.
    const below = amount(Number(range[2]) + 1);
    if (Number(range[1]) === 0) return format('listing.facet.priceUnder', { max: below }) ?? value;
    return format('listing.facet.priceRange', { min: amount(Number(range[1])), max: below }) ?? value;
  }
  const open = /^(\d+)\+$/.exec(value);
  if (open?.[1]) return format('listing.facet.priceFrom', { min: amount(Number(open[1])) }) ?? value;
  return value;
}
