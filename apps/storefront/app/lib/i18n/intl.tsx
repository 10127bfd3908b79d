import { createContext, use } from 'react';

import type { MessageValues } from './icu.ts';

/**
 * What components format with: the page's locale and catalogue, and react-intl's formatMessage, formatNumber and
 * formatDate contracts over the small ICU formatter in icu.ts (page-intl.ts builds it). Provided by app-shell.tsx.
 */
export interface PageIntl {
  readonly locale: string;
  readonly messages: Readonly<Record<string, string>>;
  /** The zone dates are written in: the site's (site-time-zone.ts), never the server's or the browser's own. */
  readonly timeZone: string;
  /**
   * The formatted message. As react-intl: the id itself when the catalogue has no (or an empty) message, and the
   * message's own text when its values cannot fill it; both reported in development.
   */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** In the page's `timeZone` unless the options name another. */
  formatDate(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
}

const IntlContext = createContext<PageIntl | null>(null);

export const IntlProvider = IntlContext.Provider;

/** The page's intl where there is one (a primitive also rendered outside a page, e.g. in a test): else null. */
export function usePageIntlIfAny(): PageIntl | null {
  return use(IntlContext);
}

export function useIntl(): PageIntl {
  const intl = use(IntlContext);
  if (!intl) throw new Error('useIntl() needs an <IntlProvider> above it (app-shell.tsx)');
  return intl;
}
