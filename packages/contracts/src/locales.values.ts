/**
 * The zod-free part of locales.ts: constants and functions the browser bundle imports (`@outsole/contracts/
 * locales.values`) without pulling zod into it. locales.ts re-exports all of it beside its schemas.
 */

/** spec §2: "locale looks like en-us: two letters, a dash, 2 or 3 alphanumerics". */
export const LOCALE_PATH_PATTERN = /^[a-z]{2}-[a-z0-9]{2,3}$/;

export const SUPPORTED_LOCALES = ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'] as const;
export type LocalePath = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: LocalePath = 'en-us';

/** `en-us` → `en-US`, the BCP 47 tag `Intl` and the message catalogues use. */
export function toLanguageTag(locale: LocalePath): string {
  const [language, region] = locale.split('-') as [string, string];
  return `${language}-${region.toUpperCase()}`;
}

export function isLocaleShaped(value: string): boolean {
  return LOCALE_PATH_PATTERN.test(value);
}

export function isSupportedLocale(value: string): value is LocalePath {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Sorts alternates (or anything with a locale) in the order of SUPPORTED_LOCALES. */
export function bySupportedLocale(a: { locale: LocalePath }, b: { locale: LocalePath }): number {
  return SUPPORTED_LOCALES.indexOf(a.locale) - SUPPORTED_LOCALES.indexOf(b.locale);
}
