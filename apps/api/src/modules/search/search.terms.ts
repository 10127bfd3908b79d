/**
 * Pure text handling shared by indexing and querying: the words of a text, and typo correction against a
 * vocabulary. Words are letters and digits only (any script), lower case, NFKC-normalised: the same rule on
 * both sides, and nothing that either engine's query syntax could read as an operator.
 */

/** Words longer than this are cut: no style name needs more, and it bounds the edit-distance work. */
const MAX_WORD_LENGTH = 30;
/** At most this many words of a query are used. */
const MAX_QUERY_WORDS = 8;

export function words(text: string): string[] {
  const found =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return found.map((word) => word.slice(0, MAX_WORD_LENGTH));
}

export function queryTerms(text: string): string[] {
  return words(text).slice(0, MAX_QUERY_WORDS);
}

/** Optimal-string-alignment Damerau–Levenshtein distance (one transposition counts as one edit). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** Edits tolerated for a word of this length: none below four letters (too many near neighbours), then 1, 2. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

export interface VocabularyTerm {
  term: string;
  frequency: number;
}

/**
 * The word as the index would find it: itself when some term starts with it (a prefix being typed), else
 * the closest term, or prefix of a term, within the allowed edits (fewest edits, then the most frequent
 * term); unchanged when nothing is close.
 */
export function correctWord(word: string, vocabulary: readonly VocabularyTerm[]): string {
  if (vocabulary.some((v) => v.term.startsWith(word))) return word;
  const allowed = allowedEdits(word.length);
  if (allowed === 0) return word;
  let best: { text: string; edits: number; frequency: number } | null = null;
  for (const { term, frequency } of vocabulary) {
    if (Math.abs(term.length - word.length) > allowed && term.length < word.length) continue;
    const whole = Math.abs(term.length - word.length) <= allowed ? editDistance(word, term) : Infinity;
    const prefix = term.length > word.length ? editDistance(word, term.slice(0, word.length)) : Infinity;
    const edits = Math.min(whole, prefix);
    if (edits > allowed) continue;
    const text = whole <= prefix ? term : term.slice(0, word.length);
    if (!best || edits < best.edits || (edits === best.edits && frequency > best.frequency)) {
      best = { text, edits, frequency };
    }
  }
  return best?.text ?? word;
}
