/**
 * How a place the shopper typed begins, for the sentences that put it after a preposition: French contracts "de"
 * before a vowel ("près d’Orléans", "près d’Annecy", but "près de Lyon", "près de 75001"). Passed as `placeStart`;
 * the messages choose by it (ICU select), the languages without such a rule ignore it. An h is left as a consonant:
 * "de Hambourg" (h aspiré) is right where "d’Honfleur" (h muet) would need a dictionary.
 */
export function placeStart(place: string): 'vowel' | 'other' {
  return wordStart(place);
}

/**
 * How a name put after "de" or "que" begins, the same way (French elides them before a vowel: "Question d’Alex M.",
 * "Quantité d’Ultra 2", "dès le retour en stock d’Arc 5 …"): a shopper's, a product's, a store's. Passed as `{placeholder}Start`
 * (`authorStart`, `nameStart`, `storeStart`, `itemsStart`).
 */
export function wordStart(text: string): 'vowel' | 'other' {
  const first = text
    .trimStart()
    .replace(/^["'«“‘\s]+/u, '')
    .charAt(0);
  return /^[aeiouyàâäæéèêëîïôöœùûüÿ]$/iu.test(first) ? 'vowel' : 'other';
}
