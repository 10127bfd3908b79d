import { localSizeLabel, ONE_SIZE, sizeKindOf, type SizeKind } from '@outsole/contracts/sizes.values';

/**
 * A size a form posted ("42.5", "OS": the catalog's label, the value of forms), for a message the server words: as
 * the page's language writes it ("42,5", "Einheitsgröße"; localSizeLabel, as the size picker shows it) and its kind,
 * read from the label and not from the words (the one size's words are no size label: "size Einheitsgröße").
 * A page from before posted the size as it showed it: its decimal comma stays, its one size's words are still known
 * as the one size. Empty: no size was posted.
 */
export function postedSize(posted: string, languageTag: string): { size: string; kind: SizeKind } | null {
  const given = posted.trim();
  if (!given) return null;
  const label = given === localSizeLabel(ONE_SIZE, languageTag) ? ONE_SIZE : given;
  return { size: localSizeLabel(label, languageTag), kind: sizeKindOf(label) };
}
