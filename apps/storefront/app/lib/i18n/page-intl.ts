import { createIntl, createIntlCache, type IntlShape } from 'react-intl';

/**
 * The react-intl object the components format with (`<RawIntlProvider value={pageIntl(...)}>` in app-shell.tsx).
 *
 * `<IntlProvider>` builds a new intl object and message-format cache on every server render, so each request
 * re-parsed every ICU message it showed. A locale's catalogue is static, so one intl object per locale serves
 * every request: on the server the catalogue is the same frozen object each time (catalogue.server.ts), on the
 * client it is built once at hydration and kept while the locale stays (a revalidation brings an equal copy).
 * Intl formatters and parsed messages are immutable, so sharing them between requests is safe.
 *
 * onError is react-intl's default, as with the `<IntlProvider>` this replaces; the server's translator
 * (translator.ts) keeps its own intl with its own onError.
 */

interface Entry {
  messages: Readonly<Record<string, string>>;
  intl: IntlShape;
}

/** One entry per language tag: a handful, never more than the supported locales. */
const byLanguage = new Map<string, Entry>();
/** Parsed messages and formatters, keyed by message text and locale: shared by every language's intl object. */
const cache = createIntlCache();

export function pageIntl(languageTag: string, messages: Readonly<Record<string, string>>): IntlShape {
  const current = byLanguage.get(languageTag);
  if (current && (current.messages === messages || sameMessages(current.messages, messages))) return current.intl;
  const intl = createIntl({ locale: languageTag, messages, defaultLocale: 'en-US' }, cache);
  byLanguage.set(languageTag, { messages, intl });
  return intl;
}

function sameMessages(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
