/**
 * The languages the api writes texts of its own in (shipping labels, the order's own discounts, demo promotions,
 * reviews and questions), and the one of a locale: its first part, English for any other.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export function languageOf(locale: string | undefined): Language {
  const language = locale?.split('-')[0];
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}
