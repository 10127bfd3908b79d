import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import { isSupportedLocale, type LocalePath } from '@outsole/contracts/locales';

import type { Config } from '../config.server.ts';
import { brandForHost } from '../shop.server.ts';

/** The site a token call is made for: the page's (`/{locale}/…`), else the locale a browser call names. */
export interface SessionScope {
  locale: LocalePath;
  siteId: string;
}

export function sessionScope(config: Pick<Config, 'brandHosts' | 'defaultBrand' | 'defaultLocale'>, request: Request) {
  const url = new URL(request.url);
  const segment = url.pathname.split('/')[1]?.toLowerCase() ?? '';
  const header = request.headers.get(ApiHeaders.locale)?.toLowerCase() ?? '';
  const locale: LocalePath = isSupportedLocale(segment)
    ? segment
    : isSupportedLocale(header)
      ? header
      : config.defaultLocale;
  return { locale, siteId: `${brandForHost(url.hostname, config)}-${locale}` } satisfies SessionScope;
}

/** The locale of a `/{locale}/…` page path, or null for other paths (/api, /fapi, assets). */
export function localeOfPath(pathname: string): LocalePath | null {
  const segment = pathname.split('/')[1]?.toLowerCase() ?? '';
  return isSupportedLocale(segment) ? segment : null;
}
