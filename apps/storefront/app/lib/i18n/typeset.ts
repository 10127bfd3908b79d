import { useIntl } from './intl.tsx';

const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';

/**
 * A merchant's text (a promotion's name, its callout: the api gives them as the merchandiser typed them) set as the
 * page's language sets it, so a sign never wraps alone onto the next line ("15 / %"): French puts a narrow no-break
 * space (U+202F) before % ; : ! ? » and after «, German a no-break space (U+00A0) before % (as Intl writes "15 %").
 * A plain or a no-break space there becomes the language's one; no space is added where the merchant wrote none.
 * Other languages' text is left as it is. The storefront's own messages are written so (messages.test.ts).
 */
export function typesetFor(locale: string): (text: string) => string {
  const language = locale.toLowerCase().slice(0, 2);
  if (language === 'fr') {
    return (text) =>
      text.replace(/[ \u00a0\u2009]+(?=[%;:!?»])/g, NARROW_NBSP).replace(/«[ \u00a0\u2009]+/g, `«${NARROW_NBSP}`);
  }
  if (language === 'de') return (text) => text.replace(/(?<=\d)[ \u2009]+(?=%)/g, NBSP);
  return (text) => text;
}

/** typesetFor the page's language. */
export function useTypeset(): (text: string) => string {
  return typesetFor(useIntl().locale);
}
