import { useMemo } from 'react';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { createBrowserApi } from './client.browser.ts';

export type BrowserApi = ReturnType<typeof createBrowserApi>;

/**
 * The browser-side api client for a component (client.browser.ts), its error messages from the page's catalogue;
 * null without a site (a page outside the shell).
 */
export function useBrowserApi(locale: string, siteId: string | undefined): BrowserApi | null {
  const intl = useIntl();
  return useMemo(
    () =>
      siteId
        ? createBrowserApi({
            locale,
            siteId,
            translate: (errorId) => {
              const message = intl.messages[`error.${errorId}`];
              return typeof message === 'string' ? message : undefined;
            },
          })
        : null,
    [locale, siteId, intl],
  );
}
