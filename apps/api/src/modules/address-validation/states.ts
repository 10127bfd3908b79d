import { foldForMatching } from './po-boxes.js';

/** Japanese prefectures are often written without their suffix: 東京 for 東京都, 大阪 for 大阪府. */
const JP_SUFFIX = /[都道府県]$/;

/**
 * The state an address names, by code (`ny`, ISO 3166-2 `US-NY`) or by name in any case and with or without accents
 * (`baden-wurttemberg`); a Japanese prefecture also without its suffix. Null when none matches.
 */
export function matchState<T extends { code: string; name: string }>(
  countryCode: string,
  states: readonly T[],
  raw: string,
): T | null {
  const folded = foldForMatching(raw).replace(/\./g, '');
  const code = folded.startsWith(`${countryCode.toLowerCase()}-`) ? folded.slice(3) : folded;
  const bare = countryCode === 'JP' ? folded.replace(JP_SUFFIX, '') : folded;
  return (
    states.find((state) => {
      const name = foldForMatching(state.name);
      if (state.code.toLowerCase() === code || name === folded) return true;
      // 京都 is 京都府 without its suffix, though 都 is itself a suffix: compare the bare name with both forms.
      const bareName = name.replace(JP_SUFFIX, '');
      return countryCode === 'JP' && (bareName === folded || bareName === bare);
    }) ?? null
  );
}
