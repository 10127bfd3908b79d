/**
 * Intl formatters (NumberFormat, DisplayNames, ...) are costly to construct (locale negotiation, data loading) and
 * immutable once built, so one instance per locale and options serves every request and every render (and so
 * does what is read from one, like a currency's exponent). A constructor that throws (an unknown currency) caches
 * nothing. The arguments come from a handful of locales and
 * currencies; the bound only guards against a caller passing unbounded input.
 */
const MAX_ENTRIES = 200;

export function memoizeFormatter<A extends unknown[], F>(
  create: (...args: A) => F,
  keyOf: (...args: A) => string,
): (...args: A) => F {
  const formatters = new Map<string, F>();
  return (...args: A) => {
    const key = keyOf(...args);
    let formatter = formatters.get(key);
    if (formatter === undefined) {
      formatter = create(...args);
      if (formatters.size >= MAX_ENTRIES) formatters.clear();
      formatters.set(key, formatter);
    }
    return formatter;
  };
}

const listFormat = memoizeFormatter(
  (locale: string, type: Intl.ListFormatType) => new Intl.ListFormat(locale, { type }),
  (locale, type) => `${locale}|${type}`,
);

/** Items joined as the locale lists them: "A, B, and C", "A, B und C", "A、B、C". */
export function formatList(
  locale: string,
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  return listFormat(locale, type).format(items);
}

const timeFormat = memoizeFormatter(
  (locale: string) => new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }),
  (locale) => locale,
);

/** Opening hours (`HH:MM` to `HH:MM`, local to the store) as the locale writes a span of time: "10:00 AM – 9:00 PM". */
export function formatHours(locale: string, opens: string, closes: string): string {
  const at = (time: string) => {
    const [hours = 0, minutes = 0] = time.split(':').map(Number);
    return Date.UTC(2024, 0, 1, hours, minutes);
  };
  return timeFormat(locale).formatRange(at(opens), at(closes));
}
