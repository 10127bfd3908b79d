import { redirect } from 'react-router';

import { negotiateLocale } from '#app/lib/i18n/negotiate-locale.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { brandForHost, brandLocales } from '#app/lib/shop.server.ts';
import type { Route } from './+types/root-redirect';

/**
 * `/` → the home page of the brand's site that best fits the browser's Accept-Language, the default locale (US)
 * when none does (docs/decisions/0008, addendum). 302, with Vary: Accept-Language: the answer depends on the header, and the
 * default may change, so browsers and caches must not keep one for everyone.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const { defaultLocale } = ctx.config;
  const header = request.headers.get('accept-language');
  // Without a header (crawlers send none) the default, without asking which sites the brand has.
  const available = header
    ? await brandLocales(ctx, brandForHost(url.hostname, ctx.config)).catch(() => [defaultLocale])
    : [defaultLocale];
  const locale = negotiateLocale(header, available, defaultLocale);
  return redirect(`/${locale}${url.search}`, { status: 302, headers: { Vary: 'Accept-Language' } });
}
