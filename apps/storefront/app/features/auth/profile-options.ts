import { INTERESTS } from '@outsole/contracts/auth.values';
import { SIZE_RUNS, sizeLabelFor } from '@outsole/contracts/sizes.values';

/**
 * The choices the sign-up form offers for the profile's preferences (spec §3 Profile: interests, preferredShoeSize).
 * Interests are the catalogue's activity codes, so they can drive recommendations; the api stores them joined by
 * a pipe. A preferred shoe size is stored as the size run's letter and the US size (`M9.5`, `W7`), shown in the
 * market's own system (UK in Britain, EU on the continent, centimetres in Japan).
 */
export { INTERESTS };
export type Interest = (typeof INTERESTS)[number];

export type ShoeSizeRun = 'men' | 'women';

export interface ShoeSizeOption {
  value: string;
  label: string;
}

const RUN_SYSTEM = { men: 'shoe-men', women: 'shoe-women' } as const;
const RUN_LETTER = { men: 'M', women: 'W' } as const;

/** The options of one size run, labelled in the market's system. */
export function shoeSizeOptions(run: ShoeSizeRun, countryCode: string): ShoeSizeOption[] {
  return SIZE_RUNS[RUN_SYSTEM[run]].map((us) => ({
    value: `${RUN_LETTER[run]}${us}`,
    label: sizeLabelFor(countryCode, RUN_SYSTEM[run], us),
  }));
}

/** `M9.5` → the run and its label in the market's system, for the account page; null for anything else. */
export function describeShoeSize(
  value: string | null | undefined,
  countryCode: string,
): { run: ShoeSizeRun; label: string } | null {
  const match = /^([MW])(\d{1,2}(?:\.5)?)$/.exec(value ?? '');
  if (!match) return null;
  const run: ShoeSizeRun = match[1] === 'M' ? 'men' : 'women';
  const us = match[2] ?? '';
  if (!SIZE_RUNS[RUN_SYSTEM[run]].includes(us)) return null;
  return { run, label: sizeLabelFor(countryCode, RUN_SYSTEM[run], us) };
}

/** Locales that write the family name before the given name. */
export function familyNameFirst(locale: string): boolean {
  return locale.toLowerCase().startsWith('ja-');
}

/** Han, kana or Hangul: a name written in them is a Chinese, Japanese or Korean name. */
const CJK_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * [given, family] in the locale's order. A name (strings) written in CJK script keeps its own order, family name
 * first, whatever the locale: 山田 太郎 on the US site as on the Japanese one, as the shopper writes it. Form fields
 * (elements) follow the locale alone.
 */
export function orderNames<T>(locale: string, [given, family]: [T, T]): [T, T] {
  const cjkName = [given, family].some((part) => typeof part === 'string' && CJK_SCRIPT.test(part));
  return familyNameFirst(locale) || cjkName ? [family, given] : [given, family];
}
