import { OneClickUnsubscribeResponse } from '@outsole/contracts/auth';
import { data, type RouterContextProvider } from 'react-router';

import { BRAND_NAMES } from '#app/lib/brands.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { actionScope, credentialApi } from '#app/lib/session/actions/action-kit.server.ts';
import { requireSite } from '#app/lib/shop.server.ts';
import { EMAILED_LINK_PAGE_HEADERS, isLinkToken, linkFailureState } from './emailed-link.server.ts';

/**
 * `/{locale}/email/unsubscribe?token=…`: the `List-Unsubscribe` link of the emails a shopper can unsubscribe from
 * (RFC 2369, RFC 8058; decisions 0042 and 0054, addenda session 52). A mailbox provider's unsubscribe button POSTs
 * `List-Unsubscribe=One-Click` to it, cross-site, with no cookie: the action passes the link's token to the api, which
 * stops what it names, with no page and no sign-in (the origin check lets this one path through: lib/http/
 * origin-check.server.ts). A person who opens the link gets a page that asks, with a button posting to the same URL.
 */

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/consumers-v3/subscriptions/unsubscribe';

/** `ask`: the page with its button; `done`: unsubscribed; `expired`: unknown or too old; `failed`: the api could not. */
export type OneClickState = 'ask' | 'done' | 'expired' | 'failed';

type PageArgs = { request: Request; params: { locale?: string }; context: Readonly<RouterContextProvider> };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

export async function oneClickLoader(args: PageArgs) {
  const ctx = getRequestContext(args.context);
  const shop = await requireSite(ctx, args.request, args.params.locale);
  const name = BRAND_NAMES[shop.brand];
  const token = tokenOf(args.request);
  const valid = isLinkToken(token);
  return data(
    {
      locale: shop.locale,
      title: translatorFor(shop.locale).format('meta.emailUnsubscribe.title', { brand: name }) ?? name,
      state: (valid ? 'ask' : 'expired') satisfies OneClickState as OneClickState,
      token: valid ? token : null,
    },
    { headers: EMAILED_LINK_PAGE_HEADERS },
  );
}

/** The one-click POST (or the page's button): 200 done, 400 for a link that does not work, 503 when the api could not. */
export async function oneClickAction(args: PageArgs) {
  const ctx = getRequestContext(args.context);
  const shop = await requireSite(ctx, args.request, args.params.locale);
  const token = tokenOf(args.request);
  let state: OneClickState = 'expired';
  if (isLinkToken(token)) {
    try {
      await credentialApi(actionScope(ctx, args.request, shop)).post(
        ONE_CLICK_UNSUBSCRIBE_PATH,
        { token },
        OneClickUnsubscribeResponse,
      );
      state = 'done';
    } catch (error) {
      state = linkFailureState(error);
    }
  }
  const status = state === 'done' ? 200 : state === 'expired' ? 400 : 503;
  return data({ state }, { status, headers: EMAILED_LINK_PAGE_HEADERS });
}
