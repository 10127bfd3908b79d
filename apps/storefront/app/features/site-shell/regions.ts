import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales';

import { languageTagOf, regionOf } from '#app/lib/i18n/locale.ts';
import type { RegionOption } from './shell-data.ts';

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The country's name in `inLocale`'s language ("Vereinigtes Königreich" for GB in de-DE). */
export function countryName(locale: LocalePath, inLanguageTag: string): string {
  return new Intl.DisplayNames([inLanguageTag], { type: 'region' }).of(regionOf(locale)) ?? regionOf(locale);
}

export function currencyName(currency: string, inLanguageTag: string): string {
  return new Intl.DisplayNames([inLanguageTag], { type: 'currency' }).of(currency) ?? currency;
}

/** The five locales for the region switcher, each labelled in its own language. Computed on the server only. */
export function regionOptions(current: LocalePath): RegionOption[] {
  return SUPPORTED_LOCALES.map((locale) => {
    const tag = languageTagOf(locale);
    const language = new Intl.DisplayNames([tag], { type: 'language' }).of(locale.split('-')[0] ?? 'en') ?? tag;
    const separator = tag === 'ja-JP' ? '・' : ' · ';
    return {
      locale,
      languageTag: tag,
      label: `${countryName(locale, tag)}${separator}${capitalise(language, tag)}`,
      current: locale === current,
    };
  });
}
