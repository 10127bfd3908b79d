import {
  ConsumerProfileResponse,
  type ConsumerActionRequest,
  type ForgotPasswordRequest,
} from '@outsole/contracts/auth';
import { redirectDocument } from 'react-router';

import { setFlashToast } from '../../flash.server.ts';
import { clearAllBasketCookies } from '../basket-cookie.server.ts';
import { clearMergeNoticeCookie } from '../merge-notice.server.ts';
import { isProtectedPath } from '../protected-paths.ts';
import { PROFILE_PATH } from '../session-summary.server.ts';
import { shopperApi } from '../shopper-api.server.ts';
import { siteFor } from '../../shop.server.ts';
import { discountCurrencyElsewhere } from '#app/features/auth/employee-currency.ts';
import { problemKey } from '#app/features/auth/field-messages.ts';
import { checkEmail } from '#app/features/auth/validation.ts';
import {
  credentialApi,
  fail,
  missing,
  problemsOf,
  safeRedirect,
  succeed,
  text,
  type ActionScope,
  type KeptForm,
} from './action-kit.server.ts';
import { captchaToken } from './captcha.server.ts';

export const SIGN_OUT_PATH = '/consumers-v3/consumer/auth/signout';
export const FORGOT_PASSWORD_PATH = '/consumers-v3/confirmforgotpassword';

/**
 * Sign-out (spec §4): revoke with the refresh token, forget the session (tokens, login marker, usid: the browser
 * is a new guest from now on, obtained when next needed), leave a protected page for the home page, and say so in
 * the signed-out toast. Always a full document load (redirectDocument), with or without JavaScript, so the page's
 * cart, profile, loyalty and favorites state goes with the session.
 */
export async function signOut(scope: ActionScope, form: FormData) {
  const home = `/${scope.locale}`;
  const requested = safeRedirect(form.get('redirectTo'), home);
  const redirectTo = isProtectedPath(requested.split(/[?#]/)[0] ?? requested) ? home : requested;
  const { session } = scope;
  if (session.kind === 'registered' && session.refreshToken) {
    try {
      const refreshToken = session.refreshToken;
      await shopperApi(scope.ctx, scope.request, scope).request({
        method: 'POST',
        path: SIGN_OUT_PATH,
        body: { refreshToken },
        schema: null,
      });
    } catch {
      // Reported by the api client. The browser forgets the session whatever the api said: an unrevoked family
      // still dies at its absolute lifetime, and its tokens are gone from this browser.
    }
  }
  session.end({ rotateUsid: true });
  session.addCookie(clearMergeNoticeCookie(scope.ctx.config.isProduction));
  for (const cookie of clearAllBasketCookies(scope.request.headers.get('cookie'), scope.ctx.config.isProduction))
    session.addCookie(cookie);
  const toast = await setFlashToast(
    { kind: 'success', message: 'auth.toast.signedOut' },
    { secure: scope.ctx.config.isProduction },
  );
  return redirectDocument(redirectTo, { status: 303, headers: { 'Set-Cookie': toast } });
}

const FORGOT_PASSWORD_KEPT: KeptForm = {
  intent: 'forgot-password',
  keep: ['email'],
  problemsHash: 'forgot-password-problems',
};

/** Forgot password: a reset link by email; 202 from the api whether or not the account exists. */
export async function forgotPassword(scope: ActionScope, form: FormData) {
  const redirectTo = safeRedirect(form.get('redirectTo') ?? referer(scope.request), `/${scope.locale}`);
  // Without JavaScript a refusal comes back to the form's summary, each problem at its field, as the dialog says it.
  const back = { backTo: redirectTo, hash: 'modal-forgot-password', kept: { ...FORGOT_PASSWORD_KEPT, form } };
  const fields = missing(form, ['email']);
  if (Object.keys(fields).length > 0) return fail(scope, { fields }, back);
  const email = text(form, 'email').trim();
  // The dialog's own check (validation.ts), so a form posted without JavaScript hears what the dialog says: an address
  // that mixes alphabets (`shopper@ex\u0430mple.com`) is named as such, not as the api's "not a valid email" (AUT452).
  const problem = checkEmail(email);
  if (problem) return fail(scope, { fields: { email: problemKey('email', problem, scope.locale) } }, back);
  try {
    const body: ForgotPasswordRequest = {
      email,
      recaptcha_response: await captchaToken(scope, form, 'forgot_password'),
    };
    await credentialApi(scope).request({
      method: 'POST',
      path: FORGOT_PASSWORD_PATH,
      body,
      schema: null,
      expectedStatuses: [400, 429],
    });
  } catch (error) {
    return fail(scope, problemsOf(error, { formFields: ['email'], roles: { email: 'email' } }), back);
  }
  // With JavaScript the dialog says it, in its place, and takes the focus (ForgotPasswordForm): a toast of the same
  // words at the same time was a second announcement (decision 0017, "one confirmation"). Without JavaScript the
  // page comes back without the dialog's confirmation, so the toast says it.
  return succeed(scope, {
    redirectTo,
    ...(scope.fetch ? {} : { toast: { kind: 'info', message: 'auth.toast.resetLinkSent' } as const }),
  });
}

/** spec §4/§6: an employee accepts the employee discount terms (POST /consumers-v3/consumer). */
export async function acceptEmployeeTerms(scope: ActionScope, form: FormData) {
  const redirectTo = safeRedirect(form.get('redirectTo') ?? referer(scope.request), `/${scope.locale}`);
  const back = { backTo: redirectTo, hash: 'modal-employee-terms' };
  if (scope.session.kind !== 'registered') return fail(scope, { form: { key: 'error.API401' } }, back);
  let elsewhere: string | null;
  try {
    const body: ConsumerActionRequest = { isEmployeeDiscountTCAccepted: true };
    const [{ consumerProfile }, site] = await Promise.all([
      shopperApi(scope.ctx, scope.request, scope).request({
        method: 'POST',
        path: PROFILE_PATH,
        body,
        schema: ConsumerProfileResponse,
      }),
      siteFor(scope.ctx, scope).catch(() => null),
    ]);
    elsewhere = site ? discountCurrencyElsewhere(consumerProfile, site.currency) : null;
  } catch (error) {
    return fail(scope, problemsOf(error, { formFields: [] }), back);
  }
  // The api applies the discount only in its cap's currency: on a site selling in another, it does not apply now.
  const toast = elsewhere
    ? {
        kind: 'success' as const,
        message: 'auth.toast.termsAcceptedElsewhere' as const,
        values: { currency: elsewhere },
      }
    : { kind: 'success' as const, message: 'auth.toast.termsAccepted' as const };
  return succeed(scope, { redirectTo, toast });
}

/** spec §4: "A merged-cart notice is dismissible." */
export async function dismissMergeNotice(scope: ActionScope, form: FormData) {
  const redirectTo = safeRedirect(form.get('redirectTo') ?? referer(scope.request), `/${scope.locale}`);
  scope.session.addCookie(clearMergeNoticeCookie(scope.ctx.config.isProduction));
  return succeed(scope, { redirectTo });
}

/** The page a form was posted from, as a same-site path (forms that carry no redirectTo). */
function referer(request: Request): string | null {
  const value = request.headers.get('referer');
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.origin === new URL(request.url).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
