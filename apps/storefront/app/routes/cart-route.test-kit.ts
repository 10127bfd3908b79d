import { vi } from 'vitest';

import type { CartActionResult, CartPageData } from '#app/features/cart/cart-types.ts';
import { findMockSite } from '#app/lib/api/mock/fixtures.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { createLoadContext, getRequestContext } from '#app/lib/request-context.server.ts';
import { basketCookieName } from '#app/lib/session/basket-cookie.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { BASE, browserCookies, fakeApi, tokenAnswer, type Answer } from '#app/lib/session/session-test-kit.ts';
import { action as cartAction, loader as cartLoader } from './cart.tsx';
import { action as productAction } from './product.tsx';

/** What the cart route tests share: a fake api, the route's context, a post to its action, its loader's data. */

export const CART_SITE = findMockSite('stride-en-us')!;
export const BASKET_COOKIE = basketCookieName('stride-en-us');
/** A guest whose basket cookie names basket-1. */
export const GUEST_WITH_BASKET = `${browserCookies(tokenAnswer('Guest'))}; ${BASKET_COOKIE}=basket-1`;

/** Stubs fetch with a fake api answering `routes` and the site. */
export function cartApi(routes: Record<string, Answer[]>, site = CART_SITE) {
  const fake = fakeApi({ [`GET /sites/v1/sites/${site.siteId}`]: [Response.json(site)], ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

export function cartRouteContext() {
  return createLoadContext({
    config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
    nonce: 'n',
    correlationId: 'corr-cart-route',
    clientIp: '198.51.100.7',
  });
}

type Fields = Record<string, string | string[]>;

/** Posts to the cart route (or the product route) as a fetcher (`.data`) or a document form without JavaScript. */
export async function postToCart(
  fields: Fields,
  {
    cookie = GUEST_WITH_BASKET,
    fetcher = true,
    product = false,
  }: { cookie?: string; fetcher?: boolean; product?: boolean } = {},
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  const path = product ? '/en-us/p/lumen-4-running-shoe-SRN155750' : '/en-us/cart';
  const request = new Request(`${BASE}${path}${fetcher ? '.data' : ''}`, {
    method: 'POST',
    body,
    headers: { cookie, origin: BASE },
  });
  const context = cartRouteContext();
  const args = { request, params: { locale: 'en-us', product: 'lumen-4-running-shoe-SRN155750' }, context };
  const result = (product ? await productAction(args as never) : await cartAction(args as never)) as unknown;
  const cookies = sessionFor(getRequestContext(context), request).commitCookies();
  if (result instanceof Response) return { status: result.status, data: undefined, headers: result.headers, cookies };
  const { data, init } = result as { data: CartActionResult; init?: ResponseInit | null };
  return { status: init?.status ?? 200, data, headers: new Headers(init?.headers), cookies };
}

/** The cart page loader's data for `query` (e.g. `?pickup=…`). */
export async function loadCartPage(query = '', cookie = GUEST_WITH_BASKET): Promise<CartPageData> {
  const request = new Request(`${BASE}/en-us/cart${query}`, { headers: { cookie } });
  const page = (await cartLoader({
    request,
    params: { locale: 'en-us' },
    context: cartRouteContext(),
  } as never)) as unknown;
  return (page as { data: CartPageData }).data;
}

/** The problem of a failed action (throws when it succeeded). */
export function problemOf(result: { data: CartActionResult | undefined }) {
  if (!result.data || result.data.ok) throw new Error(`expected a problem, got ${JSON.stringify(result.data)}`);
  return result.data.problem;
}
