import type { LocalePath } from '@outsole/contracts/locales';

/**
 * The words shoppers type for what the catalog marks with its New badge, per site language: "new", "new
 * arrivals", "neu", "Neuheiten", "nouveautés", 新作, 新着. Catalog texts seldom say "new", and a style whose
 * description does is no newer for it, so these words are read as the badge, not searched as text (decision 0010).
 * English words count on every site, as the sport words do (shoppers there type them); the others on their
 * language's site only ("neu" on the English site may be the start of "neutral").
 */
const NEW_WORDS: Readonly<Record<'en' | 'de' | 'fr' | 'ja', readonly string[]>> = {
  en: ['new', 'newest'],
  de: ['neu', 'neue', 'neuen', 'neuer', 'neues', 'neuheit', 'neuheiten'],
  fr: ['nouveau', 'nouveaux', 'nouvel', 'nouvelle', 'nouvelles', 'nouveauté', 'nouveautés', 'nouveaute', 'nouveautes'],
  ja: ['新作', '新着', '新商品'],
};

/** Words that, after a New word, only say "new" again ("new arrivals", "new in", "nouveautés arrivées"). */
const ARRIVAL_WORDS: readonly string[] = ['arrival', 'arrivals', 'in', 'arrivées', 'arrivees', 'eingetroffen'];

export interface BadgeQuery {
  /** The words left to search as text. */
  terms: string[];
  /** Whether the query asked for styles with the New badge. */
  newOnly: boolean;
}

/**
 * The query's words with those asking for the New badge taken out (a Japanese run that starts with one keeps its
 * rest: 新作スニーカー searches スニーカー among new styles). Query words are lower case (search.terms.ts words).
 */
export function newBadgeWords(terms: readonly string[], locale: LocalePath): BadgeQuery {
  const language = locale.slice(0, 2) as keyof typeof NEW_WORDS;
  const newWords = new Set([...NEW_WORDS.en, ...(NEW_WORDS[language] ?? [])]);
  const kept: string[] = [];
  let newOnly = false;
  let afterNew = false;
  for (const term of terms) {
    if (newWords.has(term)) {
      newOnly = true;
      afterNew = true;
      continue;
    }
    if (afterNew && ARRIVAL_WORDS.includes(term)) continue;
    afterNew = false;
    const prefix = NEW_WORDS.ja.find((word) => term.startsWith(word) && term.length > word.length);
    if (language === 'ja' && prefix) {
      newOnly = true;
      kept.push(term.slice(prefix.length));
      continue;
    }
    kept.push(term);
  }
  return { terms: kept, newOnly };
}
