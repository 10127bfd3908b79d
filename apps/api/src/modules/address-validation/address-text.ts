/** Trimmed, inner runs of whitespace as one space, full-width forms of Latin letters and digits made plain (NFKC). */
export function cleanText(value: string | undefined): string {
  return (value ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** Small words that stay lower case inside a place name: Frankfurt am Main, Stratford-upon-Avon, Boulogne-sur-Mer. */
// prettier-ignore
const PARTICLES = new Set([
  'am', 'an', 'im', 'in', 'bei', 'der', 'den', 'dem', 'ob', 'unter', 'vor',
  'upon', 'on', 'of', 'the', 'and',
  'le', 'la', 'les', 'de', 'du', 'des', 'en', 'sur', 'sous', 'et', 'aux', 'au', 'lès',
  'del', 'y', 'di', 'da', 'al',
]);

const hasCase = (text: string): boolean => text.toLowerCase() !== text.toUpperCase();

function capitalise(word: string): string {
  const lower = word.toLocaleLowerCase();
  return lower.replace(/\p{L}/u, (first) => first.toLocaleUpperCase());
}

/** One word of a name: a particle, an elided article (l'Haÿ, d'Ascq, O'Fallon), or a capitalised word. */
function caseWord(word: string, first: boolean): string {
  const lower = word.toLocaleLowerCase();
  if (!first && PARTICLES.has(lower)) return lower;
  const elided = /^(\p{L})['’](.+)$/u.exec(lower);
  if (elided) {
    const [, article = '', rest = ''] = elided;
    return `${first ? article.toLocaleUpperCase() : article}'${capitalise(rest)}`;
  }
  return capitalise(word);
}

/**
 * A city typed all in capitals or all in small letters, written as places are (NEW YORK → New York, saint-denis →
 * Saint-Denis, frankfurt am main → Frankfurt am Main). A name in mixed case is the shopper's own spelling and stays;
 * scripts without case (東京都) are left as they are.
 */
export function caseCity(city: string): string {
  if (!hasCase(city)) return city;
  const mixed = city !== city.toLocaleLowerCase() && city !== city.toLocaleUpperCase();
  if (mixed) return city;
  let first = true;
  return city
    .split(/([\s-]+)/)
    .map((part) => {
      if (/^[\s-]*$/.test(part)) return part;
      const cased = caseWord(part, first);
      first = false;
      return cased;
    })
    .join('');
}
