import type { Catalogue } from './catalogue-registry.ts';
import { formatDate, formatIcu, formatNumber } from './icu.ts';
import type { PageIntl } from './intl.tsx';
import { timeZoneOfLanguageTag } from './site-time-zone.ts';

/**
 * The intl object the components format with (`<IntlProvider value={pageIntl(...)}>` in app-shell.tsx).
 *
 * A locale's catalogue is static, so one intl object per locale serves every request: on the server the catalogue
 * is the same frozen object each time (catalogue.server.ts), on the client it is built once at hydration and kept
 * while the locale stays (a revalidation brings an equal copy). Parsed messages and Intl formatters are shared
 * (icu.ts), and immutable, so sharing them between requests is safe.
 */

interface Entry {
  /** The catalogue the entry was built from. */
  source: Catalogue;
  intl: PageIntl;
}

/** One entry per language tag: a handful, never more than the supported locales. */
const byLanguage = new Map<string, Entry>();

export function pageIntl(
  languageTag: string,
  messages: Catalogue,
  timeZone: string = timeZoneOfLanguageTag(languageTag),
): PageIntl {
  const current = byLanguage.get(languageTag);
  if (current && current.intl.timeZone === timeZone && sameSource(current.source, messages)) return current.intl;
  const intl = createPageIntl(languageTag, messages, timeZone);
  byLanguage.set(languageTag, { source: messages, intl });
  return intl;
}

/** The intl object the page in `languageTag` renders with, for code outside React (a route's clientAction). */
export function renderedPageIntl(languageTag: string): PageIntl | undefined {
  return byLanguage.get(languageTag)?.intl;
}

/**
 * `timeZone`: the zone every date is written in (the site's, site-time-zone.ts), the same on the server and in any
 * browser; a call naming its own zone (a calendar date kept as UTC midnight says 'UTC') keeps it.
 */
export function createPageIntl(
  locale: string,
  messages: Readonly<Record<string, string>>,
  timeZone: string = timeZoneOfLanguageTag(locale),
): PageIntl {
  return {
    locale,
    messages,
    timeZone,
    formatMessage({ id }, values) {
      const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (!message) {
        report(`missing message "${id}" for ${locale}`);
        return id;
      }
      try {
        return formatIcu(message, locale, values, timeZone);
      } catch (error) {
        report(`cannot format "${id}" for ${locale}: ${error instanceof Error ? error.message : String(error)}`);
        return message;
      }
    },
    formatNumber: (value, options) => formatNumber(locale, value, options),
    formatDate: (value, options) => formatDate(locale, value, { ...options, timeZone: options?.timeZone ?? timeZone }),
  };
}

function report(message: string) {
  if (import.meta.env.DEV) console.error(`[i18n] ${message}`);
}

function sameSource(a: Catalogue, b: Catalogue): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
