import type { RouterContextProvider } from 'react-router';

import { loadCartCount } from '#app/features/cart/cart-loader.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { resolveShop } from '#app/lib/shop.server.ts';
import { sessionSummary } from '#app/lib/session/session-summary.server.ts';
import type { ShopperSummary } from '#app/lib/session/session-summary.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * GET /{locale}/shopper: the header's part of the root loader for this browser's session (the account state, the
 * employee terms and merged-cart prompts, the cart count), asked for by a page the page cache served as a
 * visitor's (docs/decisions/0024). The root middleware has refreshed the session first and sets its cookies.
 * A locale the brand does not sell in answers 404, an unreachable api 503, both as JSON.
 */
export async function loadShopper(args: {
  request: Request;
  params: { locale?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<Response> {
  const { request, params, context } = args;
  const ctx = getRequestContext(context);
  const shop = await resolveShop(ctx, request, params.locale);
  if (!shop.localeInUrl || (!shop.site && !shop.failure)) {
    return Response.json({ reason: 'not-found' }, { status: 404, headers: PRIVATE });
  }
  if (!shop.site) {
    return Response.json(
      { reason: 'unavailable', correlationId: ctx.correlationId },
      { status: 503, headers: { ...PRIVATE, 'Retry-After': '5' } },
    );
  }
  const [session, { cartCount, cartExpired }] = await Promise.all([
    sessionSummary(ctx, request, { locale: shop.locale, siteId: shop.siteId }),
    loadCartCount(args),
  ]);
  const summary: ShopperSummary = { session, cartCount, ...(cartExpired ? { cartExpired } : {}) };
  return Response.json(summary, { headers: PRIVATE });
}
