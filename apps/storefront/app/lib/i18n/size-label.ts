import { useCallback } from 'react';

import { useIntl } from './intl.tsx';

const separators = new Map<string, string>();

/** The locale's decimal separator ("," in German and French), found once per locale. */
function decimalSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(locale, separator);
  }
  return separator;
}

/**
 * A size as the shopper's language writes it: the catalog's labels carry a decimal point ("40.5", "W 8.5"), which
 * German and French write with a comma ("40,5"), as the size guide's numbers already are. Only what is shown changes:
 * the label stays the value of forms and links.
 */
export function localSizeLabel(label: string, locale: string): string {
  const separator = decimalSeparator(locale);
  return separator === '.' ? label : label.replace(/(\d)\.(\d)/g, `$1${separator}$2`);
}

/** localSizeLabel in the page's language. */
export function useSizeLabel(): (label: string) => string {
  const { locale } = useIntl();
  return useCallback((label: string) => localSizeLabel(label, locale), [locale]);
}
