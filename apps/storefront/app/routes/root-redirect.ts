import { redirect } from 'react-router';

import { readRegionPreference } from '#app/features/site-shell/region-preference.server.ts';
import { negotiateLocale } from '#app/lib/i18n/negotiate-locale.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { brandForHost, brandLocales } from '#app/lib/shop.server.ts';
import type { Route } from './+types/root-redirect';

/**
 * `/` → the home page of the brand's site that best fits the browser's Accept-Language, the default locale (US)
 * when none does (docs/decisions/0008, addendum). 302, with Vary: Accept-Language: the answer depends on the header, and the
 * default may change, so browsers and caches must not keep one for everyone. A region the shopper chose with the
 * footer's switcher (the `outsole_region` cookie, region-preference.server.ts) wins over the header: Vary: Cookie too.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const { defaultLocale } = ctx.config;
  const header = request.headers.get('accept-language');
  const chosen = readRegionPreference(request.headers.get('cookie'));
  // Without a header (crawlers send none) or a chosen region the default, without asking which sites the brand has.
  const available =
    header || chosen
      ? await brandLocales(ctx, brandForHost(url.hostname, ctx.config)).catch(() => [defaultLocale])
      : [defaultLocale];
  // A region the shopper chose with the switcher wins over the browser's language, while the brand still has it.
  const locale = chosen && available.includes(chosen) ? chosen : negotiateLocale(header, available, defaultLocale);
  return redirect(`/${locale}${url.search}`, { status: 302, headers: { Vary: 'Accept-Language, Cookie' } });
}
