import { useIntl } from './intl.tsx';

/**
 * What sets apart short items on one line ("Size 9 · Width D · Colour Black", a title's "Shoes · Men"): a spaced
 * middle dot in Latin text, the katakana middle dot (U+30FB) without spaces in Japanese, as Japanese shops write it
 * (language reviewer F3-4).
 */
export function separatorFor(locale: string): string {
  return locale.toLowerCase().startsWith('ja') ? '・' : ' · ';
}

/** separatorFor in the page's language. */
export function useSeparator(): string {
  return separatorFor(useIntl().locale);
}
