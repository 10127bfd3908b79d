import {
  isSupportedLocale,
  SUPPORTED_LOCALES,
  toLanguageTag,
  type LocalePath,
} from '@outsole/contracts/locales.values';

export type LanguageTag = 'en-US' | 'en-GB' | 'de-DE' | 'fr-FR' | 'ja-JP';

export function languageTagOf(locale: LocalePath): LanguageTag {
  return toLanguageTag(locale) as LanguageTag;
}

/**
 * The locale whose language a page is shown in: the URL's own when we support it, else one of ours with the same
 * language (a 404 on /de-at is still in German), else the configured default.
 */
export function displayLocaleFor(segment: string | undefined, fallback: LocalePath): LocalePath {
  const candidate = segment?.toLowerCase() ?? '';
  if (isSupportedLocale(candidate)) return candidate;
  const language = candidate.split('-')[0];
  if (language && language === fallback.split('-')[0]) return fallback;
  return SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? fallback;
}

/** `en-gb` → `GB`. */
export function regionOf(locale: LocalePath): string {
  return (locale.split('-')[1] ?? '').toUpperCase();
}
