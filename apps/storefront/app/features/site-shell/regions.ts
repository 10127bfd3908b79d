import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales.values';

import { memoizeFormatter } from '#app/lib/i18n/intl-formatters.ts';
import { languageTagOf, regionOf } from '#app/lib/i18n/locale.ts';
import type { RegionOption } from './shell-data.ts';
import { separatorFor } from '#app/lib/i18n/separator.ts';

const displayNames = memoizeFormatter(
  (languageTag: string, type: Intl.DisplayNamesType) => new Intl.DisplayNames([languageTag], { type }),
  (languageTag, type) => `${languageTag}|${type}`,
);

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A name looked up once: `Intl.DisplayNames#of` costs more than the map (every page's footer names its country). */
const displayName = memoizeFormatter(
  (languageTag: string, type: Intl.DisplayNamesType, code: string) => displayNames(languageTag, type).of(code) ?? code,
  (languageTag, type, code) => `${languageTag}|${type}|${code}`,
);

/** The country's name in `inLocale`'s language ("Vereinigtes Königreich" for GB in de-DE). */
export function countryName(locale: LocalePath, inLanguageTag: string): string {
  return displayName(inLanguageTag, 'region', regionOf(locale));
}

export function currencyName(currency: string, inLanguageTag: string): string {
  return displayName(inLanguageTag, 'currency', currency);
}

/**
 * The currency's name as prices are said to be in it: the plural a price of several units takes ("US dollars",
 * "British pounds", "euros"; German "Euro", Japanese "円"), not the display name's singular ("US Dollar").
 */
export const currencyUnitsName = memoizeFormatter(
  (currency: string, inLanguageTag: string) =>
    new Intl.NumberFormat(inLanguageTag, { style: 'currency', currency, currencyDisplay: 'name' })
      .formatToParts(2)
      .filter((part) => part.type === 'currency')
      .map((part) => part.value)
      .join('')
      .trim() || currencyName(currency, inLanguageTag),
  (currency, inLanguageTag) => `${inLanguageTag}|${currency}`,
);

/** The labels never change while the process runs: worked out on first use. */
let labels: Array<Omit<RegionOption, 'current'>> | undefined;

/**
 * The region switcher's choices: the locales where the brand has a site (Kestrel sells in the US only), each
 * labelled in its own language. Computed on the server only.
 */
export function regionOptions(current: LocalePath, available: readonly LocalePath[]): RegionOption[] {
  labels ??= SUPPORTED_LOCALES.map((locale) => {
    const tag = languageTagOf(locale);
    const language = displayNames(tag, 'language').of(locale.split('-')[0] ?? 'en') ?? tag;
    const separator = separatorFor(tag);
    return { locale, languageTag: tag, label: `${countryName(locale, tag)}${separator}${capitalise(language, tag)}` };
  });
  return labels
    .filter((option) => available.includes(option.locale))
    .map((option) => ({ ...option, current: option.locale === current }));
}
