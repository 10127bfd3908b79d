import {
  BACK_IN_STOCK_TOKEN_PATTERN,
  BackInStockConfirmResponse,
  BackInStockUnsubscribeResponse,
} from '@outsole/contracts/products';
import { STYLE_CODE_PATTERN } from '@outsole/contracts/paths';
import type { LocalePath } from '@outsole/contracts/locales';
import { data, type RouterContextProvider } from 'react-router';

import {
  EMAILED_LINK_PAGE_HEADERS,
  linkFailureState,
  type LinkConfirmState,
} from '#app/features/emailed-links/emailed-link.server.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { readForm } from '#app/lib/http/read-body.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { actionScope, credentialApi, text } from '#app/lib/session/actions/action-kit.server.ts';
import { requireSite } from '#app/lib/shop.server.ts';

/**
 * The pages the back-in-stock emails link to (decision 0042, addendum session 51): `/{locale}/back-in-stock/confirm`
 * confirms a sign-up when it opens (the confirmation email's link is the shopper's click), and
 * `/{locale}/back-in-stock/unsubscribe` asks before it stops the address's alerts (a button, a plain form post: a
 * mail scanner that opens links stops nothing). Both work without JavaScript.
 */

export const CONFIRM_PATH = '/products/v1/notifications/confirm';
export const UNSUBSCRIBE_PATH = '/products/v1/notifications/unsubscribe';

/** Personal and single use (features/emailed-links, shared with the email subscription's confirmation page). */
export const BACK_IN_STOCK_PAGE_HEADERS = EMAILED_LINK_PAGE_HEADERS;

/**
 * `confirmed`: the alert will be sent; `expired`: the link is unknown, expired or already used (one answer for all,
 * as the api gives); `failed`: the api could not be asked (unreachable, too many tries): the link may still work.
 */
export type ConfirmState = LinkConfirmState;
/** `ask`: the page with its button; `done`: the alerts are stopped; `expired` and `failed` as for confirming. */
export type UnsubscribeState = 'ask' | 'done' | 'expired' | 'failed';

type PageArgs = { request: Request; params: { locale?: string }; context: Readonly<RouterContextProvider> };

async function pageScope(args: PageArgs) {
  const ctx = getRequestContext(args.context);
  const shop = await requireSite(ctx, args.request, args.params.locale);
  return { shop, scope: actionScope(ctx, args.request, shop) };
}

function titleOf(
  shop: { locale: LocalePath; brand: keyof typeof BRAND_NAMES },
  key: 'meta.backInStock.confirm.title' | 'meta.backInStock.unsubscribe.title',
) {
  const name = BRAND_NAMES[shop.brand];
  return translatorFor(shop.locale).format(key, { brand: name }) ?? name;
}

/** The product page of a style code (the page moves to its own slug), to sign up again; else none. */
function productPathOf(locale: string, productId: string | null): string | null {
  return productId && STYLE_CODE_PATTERN.test(productId) ? `/${locale}/p/${productId}` : null;
}

const failureState = linkFailureState;

export async function confirmLoader(args: PageArgs) {
  const { shop, scope } = await pageScope(args);
  const query = new URL(args.request.url).searchParams;
  const token = query.get('token') ?? '';
  let state: ConfirmState = 'expired';
  let productId = query.get('product');
  if (BACK_IN_STOCK_TOKEN_PATTERN.test(token)) {
    try {
      const confirmed = await credentialApi(scope).post(CONFIRM_PATH, { token }, BackInStockConfirmResponse);
      state = 'confirmed';
      productId = confirmed.productId;
    } catch (error) {
      state = failureState(error);
    }
  }
  return data(
    {
      locale: shop.locale,
      title: titleOf(shop, 'meta.backInStock.confirm.title'),
      state,
      productPath: productPathOf(shop.locale, productId),
    },
    { headers: BACK_IN_STOCK_PAGE_HEADERS },
  );
}

export async function unsubscribeLoader(args: PageArgs) {
  const { shop } = await pageScope(args);
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  const valid = BACK_IN_STOCK_TOKEN_PATTERN.test(token);
  return data(
    {
      locale: shop.locale,
      title: titleOf(shop, 'meta.backInStock.unsubscribe.title'),
      state: (valid ? 'ask' : 'expired') satisfies UnsubscribeState as UnsubscribeState,
      token: valid ? token : null,
    },
    { headers: BACK_IN_STOCK_PAGE_HEADERS },
  );
}

export async function unsubscribeAction(args: PageArgs) {
  const { scope } = await pageScope(args);
  const form = await readForm(args.request);
  const token = text(form, 'token');
  let state: UnsubscribeState = 'expired';
  if (BACK_IN_STOCK_TOKEN_PATTERN.test(token)) {
    try {
      await credentialApi(scope).post(UNSUBSCRIBE_PATH, { token }, BackInStockUnsubscribeResponse);
      state = 'done';
    } catch (error) {
      state = failureState(error);
    }
  }
  return data({ state }, { status: state === 'failed' ? 503 : 200, headers: BACK_IN_STOCK_PAGE_HEADERS });
}
