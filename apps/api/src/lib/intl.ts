/**
 * Shared Intl objects, one per language: they are immutable, and building one (a collator especially) costs more
 * than the rest of a small request.
 */
const regionNames = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();

export function regionNamesFor(language: string): Intl.DisplayNames {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  return names;
}

export function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator;
}
