import { EmailOptInConfirmResponse } from '@outsole/contracts/auth';
import { data, type RouterContextProvider } from 'react-router';

import {
  EMAILED_LINK_PAGE_HEADERS,
  isLinkToken,
  linkFailureState,
  type LinkConfirmState,
} from '#app/features/emailed-links/emailed-link.server.ts';
import { BRAND_NAMES } from '#app/lib/brands.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import { actionScope, credentialApi } from '#app/lib/session/actions/action-kit.server.ts';
import { requireSite } from '#app/lib/shop.server.ts';

/**
 * `/{locale}/subscriptions/confirm?token=…`: the email subscription's confirmation link (double opt-in, decision
 * 0054). Confirms when the page opens (the emailed link is the shopper's click, as for back-in-stock alerts), with
 * no session needed: the link may be opened on another device. Works without JavaScript.
 */

export const EMAIL_OPTIN_CONFIRM_PATH = '/consumers-v3/subscriptions/email/confirm';

type PageArgs = { request: Request; params: { locale?: string }; context: Readonly<RouterContextProvider> };

export async function emailOptInConfirmLoader(args: PageArgs) {
  const ctx = getRequestContext(args.context);
  const shop = await requireSite(ctx, args.request, args.params.locale);
  const scope = actionScope(ctx, args.request, shop);
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  let state: LinkConfirmState = 'expired';
  if (isLinkToken(token)) {
    try {
      await credentialApi(scope).post(EMAIL_OPTIN_CONFIRM_PATH, { token }, EmailOptInConfirmResponse);
      state = 'confirmed';
    } catch (error) {
      state = linkFailureState(error);
    }
  }
  const brand = BRAND_NAMES[shop.brand];
  return data(
    {
      locale: shop.locale,
      title: translatorFor(shop.locale).format('meta.subscriptions.confirm.title', { brand }) ?? brand,
      state,
    },
    { headers: EMAILED_LINK_PAGE_HEADERS },
  );
}
