/** A piece of a suggestion's label, and whether it is the start of a word the shopper typed. */
export interface MatchPart {
  text: string;
  match: boolean;
}

/** Letters and digits; a decimal point or comma between digits stays in the word, as search reads it ("10.5"). */
const WORD = /[\p{L}\p{N}]+(?:(?<=\p{N})[.,](?=\p{N})[\p{L}\p{N}]+)*/gu;

/**
 * `label` cut into parts, marking where one of its words starts with a word of `query` (the longest such word),
 * letter case aside: typing "lum sne" marks "Lum" and "Sne" of "Lumen 5 Sneaker". Auto-suggest matches by word
 * prefix too, so what is marked is what matched; a label matched otherwise (a corrected spelling) has no mark.
 */
export function matchParts(label: string, query: string, locale?: string): MatchPart[] {
  const typed = [...new Set(query.toLocaleLowerCase(locale).match(WORD) ?? [])].sort((a, b) => b.length - a.length);
  const parts: MatchPart[] = [];
  let rest = 0;
  for (const { 0: word, index } of label.matchAll(WORD)) {
    const lower = word.toLocaleLowerCase(locale);
    const prefix = typed.find((t) => lower.startsWith(t));
    // toLocaleLowerCase keeps the length of these scripts' letters; where it would not, leave the word unmarked.
    if (!prefix || lower.length !== word.length) continue;
    if (index > rest) parts.push({ text: label.slice(rest, index), match: false });
    parts.push({ text: label.slice(index, index + prefix.length), match: true });
    rest = index + prefix.length;
  }
  if (rest < label.length) parts.push({ text: label.slice(rest), match: false });
  return parts;
}
