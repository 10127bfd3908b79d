import { data, type RouterContextProvider } from 'react-router';

import { getRequestContext } from '../../request-context.server.ts';
import { resolveShop } from '../../shop.server.ts';
import { actionScope, failure, type ActionScope } from './action-kit.server.ts';
import { acceptEmployeeTerms, dismissMergeNotice, forgotPassword, signOut } from './account-intents.server.ts';
import { signIn, signUp } from './sign-in.server.ts';

/**
 * POST /:locale/session (routes/session.ts): the identity forms' one action, keyed by `intent` (CONVENTIONS 8).
 * A fetcher gets JSON data (`{ ok: true, redirectTo, show? }` or `{ ok: false, formError?, fieldErrors? }`, status
 * 400); a post made without JavaScript gets a 303 to where it should go, or back to its dialog with a flash toast.
 */
const INTENTS: Record<string, (scope: ActionScope, form: FormData) => Promise<unknown>> = {
  'sign-in': signIn,
  'sign-up': signUp,
  'sign-out': signOut,
  'forgot-password': forgotPassword,
  'accept-employee-terms': acceptEmployeeTerms,
  'dismiss-merge-notice': dismissMergeNotice,
};

export const SESSION_INTENTS = Object.keys(INTENTS);

export async function sessionAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { locale?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const ctx = getRequestContext(context);
  const shop = await resolveShop(ctx, request, params.locale);
  if (!shop.localeInUrl || !shop.site) throw data(null, { status: 404 });
  const scope = actionScope(ctx, request, {
    locale: shop.locale,
    siteId: shop.siteId,
    countryCode: shop.site.countryCode,
    minAccountAge: shop.site.minAccountAge,
  });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data(failure(shop.locale, { form: { key: 'error.API400' } }), { status: 400 });
  }
  const intent = form.get('intent');
  const handler = typeof intent === 'string' && Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
  if (!handler) return data(failure(shop.locale, { form: { key: 'error.API400' } }), { status: 400 });
  return handler(scope, form);
}
