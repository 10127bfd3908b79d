import type { LocalePath } from '@outsole/contracts/locales';
import { COLOUR_WORDS, coloursNamed, languageOf } from './search.colour-words.js';

export { coloursNamed };

/** The words a document in `locale` holds for these colour families (unknown families have none). */
export function colourWordsOf(families: Iterable<string>, locale: LocalePath): string[] {
  const language = languageOf(locale);
  return [...new Set(families)].flatMap((family) => COLOUR_WORDS[family]?.[language] ?? []);
}
