import {
  ConsumerProfileResponse,
  type ChangePasswordRequest,
  type ConsumerProfile,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
} from '@outsole/contracts/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth.values';
import { characterCount } from '@outsole/contracts/text.values';
import { data, redirect, type RouterContextProvider } from 'react-router';

import { HttpError, readErrorResponse } from '../../api/api-error.ts';
import { BRAND_NAMES } from '../../brands.ts';
import { translatorFor } from '../../i18n/catalogue.server.ts';
import { setFlashToast } from '../../flash.server.ts';
import { readForm } from '../../http/read-body.server.ts';
import { getRequestContext } from '../../request-context.server.ts';
import { resolveShop, type Shop } from '../../shop.server.ts';
import { PROFILE_PATH } from '../session-summary.server.ts';
import { shopperApi } from '../shopper-api.server.ts';
import {
  actionScope,
  credentialApi,
  failure,
  missing,
  problemsOf,
  text,
  type ActionScope,
  type Problem,
  type Problems,
} from './action-kit.server.ts';
import { signInRedirect } from '../protected-paths.ts';
import { postedPhoneCountry } from '#app/features/auth/phone-countries.ts';
import { emailOptInAsked } from '#app/features/auth/profile-values.ts';
import {
  phoneCountryOnFile,
  profileFormValues,
  profilePhoneCountries,
  profileProblems,
  saveProfile,
} from './profile.server.ts';

/**
 * The password pages (routes/reset-password.tsx, routes/account.tsx): their loaders and their actions. Both are
 * page routes, so a failed post answers the page's actionData (400) with or without JavaScript; success moves on
 * with a flash toast.
 */

export const RESET_PASSWORD_PATH = '/consumers-v3/consumer/resetpassword';
export const CHECK_RESET_PASSWORD_PATH = '/consumers-v3/checkresetpassword';
export const CHANGE_PASSWORD_PATH = '/consumers-v3/consumer/changepassword';

/** The reset link's token as the api issues it (32 random bytes, base64url); the api checks the rest. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,200}$/;

type PageArgs = { request: Request; params: { locale?: string }; context: Readonly<RouterContextProvider> };

async function pageShop({
  request,
  params,
  context,
}: PageArgs): Promise<{ shop: Shop & { site: NonNullable<Shop['site']> } }> {
  const ctx = getRequestContext(context);
  const shop = await resolveShop(ctx, request, params.locale);
  if (!shop.localeInUrl || !shop.site) throw data(null, { status: 404 });
  return { shop: shop as Shop & { site: NonNullable<Shop['site']> } };
}

function titleOf(shop: Shop, key: 'meta.reset.title' | 'meta.account.title'): string {
  return translatorFor(shop.locale).format(key, { brand: BRAND_NAMES[shop.brand] }) ?? BRAND_NAMES[shop.brand];
}

/** Headers of both pages: personal, never stored; the reset link's token never leaks through a Referer. */
export const PASSWORD_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };

/** The checks a new password gets before the api sees it (the api repeats them and adds its own). */
function newPasswordProblems(form: FormData): Record<string, Problem> {
  const fields = missing(form, ['newPassword', 'confirmPassword']);
  const password = text(form, 'newPassword');
  if (!fields.newPassword && characterCount(password) < PASSWORD_MIN_LENGTH) {
    fields.newPassword = { key: 'error.FE872', values: { minLength: PASSWORD_MIN_LENGTH } };
  } else if (!fields.newPassword && characterCount(password) > PASSWORD_MAX_LENGTH) {
    fields.newPassword = { key: 'auth.error.tooLong', values: { max: PASSWORD_MAX_LENGTH } };
  }
  if (!fields.confirmPassword && !fields.newPassword && text(form, 'confirmPassword') !== password) {
    fields.confirmPassword = { key: 'error.FE340' };
  }
  return fields;
}

const PASSWORD_ROLES = {
  newPassword: 'newPassword',
  confirmPassword: 'confirmPassword',
  currentPassword: 'currentPassword',
};

function invalid(scope: ActionScope, problems: Problems) {
  return data(failure(scope.locale, problems), { status: 400, headers: PASSWORD_PAGE_HEADERS });
}

// --- /:locale/reset-password?token=… --------------------------------------------------------------------------

/**
 * What the reset page knows of its link when it opens: `incomplete` (no token of the api's shape: a cut-off link),
 * `expired` (the api says it can no longer be used: unknown, expired or used, one answer), else `usable`. A link the
 * api could not be asked about (unreachable, too many checks) is taken as usable: the reset itself still checks it.
 */
export type ResetLinkState = 'usable' | 'expired' | 'incomplete';

async function resetLinkState(args: PageArgs, shop: Shop, token: string): Promise<ResetLinkState> {
  if (!RESET_TOKEN_PATTERN.test(token)) return 'incomplete';
  const scope = actionScope(getRequestContext(args.context), args.request, {
    locale: shop.locale,
    siteId: shop.siteId,
  });
  try {
    await credentialApi(scope).request({
      method: 'POST',
      path: CHECK_RESET_PASSWORD_PATH,
      body: { token },
      schema: null,
      expectedStatuses: [400, 429],
    });
    return 'usable';
  } catch (error) {
    return error instanceof HttpError && readErrorResponse(error.body)?.errorDetails?.[0]?.errorId === 'AUT402'
      ? 'expired'
      : 'usable';
  }
}

export async function resetPasswordLoader(args: PageArgs) {
  const { shop } = await pageShop(args);
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  const link = await resetLinkState(args, shop, token);
  return data(
    {
      title: titleOf(shop, 'meta.reset.title'),
      locale: shop.locale,
      countryCode: shop.site.countryCode,
      token: link === 'incomplete' ? null : token,
      link,
    },
    { headers: PASSWORD_PAGE_HEADERS },
  );
}

export async function resetPasswordAction(args: PageArgs) {
  const { shop } = await pageShop(args);
  const scope = actionScope(getRequestContext(args.context), args.request, shop);
  const form = await readForm(args.request);
  const token = text(form, 'token') || (new URL(args.request.url).searchParams.get('token') ?? '');
  if (!RESET_TOKEN_PATTERN.test(token)) return invalid(scope, { form: { key: 'error.AUT402' } });
  const fields = newPasswordProblems(form);
  if (Object.keys(fields).length > 0) return invalid(scope, { fields });
  try {
    const body: ResetPasswordRequest = {
      token,
      newPassword: text(form, 'newPassword'),
      confirmPassword: text(form, 'confirmPassword'),
    };
    await credentialApi(scope).request({
      method: 'POST',
      path: RESET_PASSWORD_PATH,
      body,
      schema: null,
      expectedStatuses: [400, 429],
    });
  } catch (error) {
    return invalid(scope, problemsOf(error, { formFields: ['newPassword', 'confirmPassword'], roles: PASSWORD_ROLES }));
  }
  // The api revoked every session of the account; a signed-in browser (most likely the same shopper's) lets go of
  // its own now rather than at its next refresh.
  if (scope.session.kind === 'registered') scope.session.end();
  const toast = await setFlashToast(
    { kind: 'success', message: 'auth.toast.passwordReset' },
    { secure: scope.ctx.config.isProduction },
  );
  return redirect(`/${shop.locale}#modal-sign-in`, { status: 303, headers: { 'Set-Cookie': toast } });
}

// --- /:locale/account ---------------------------------------------------------------------------------------

export async function accountLoader(args: PageArgs) {
  const { shop } = await pageShop(args);
  const ctx = getRequestContext(args.context);
  const home = `/${shop.locale}`;
  const page = `/${shop.locale}/account`;
  let profile: ConsumerProfile;
  try {
    ({ consumerProfile: profile } = await shopperApi(ctx, args.request, shop).get(
      PROFILE_PATH,
      ConsumerProfileResponse,
    ));
  } catch (error) {
    // Not (or no longer) a registered shopper's session: AUT498 has ended it, a 401 means it is not one. Home, with
    // the sign-in open, saying why, and back here after it (protected-paths.ts).
    if (error instanceof HttpError && error.status === 401) throw redirect(signInRedirect(home, page, 'account'), 302);
    throw error;
  }
  const scope = { locale: shop.locale, siteId: shop.siteId };
  const phoneCountries = await profilePhoneCountries(ctx, scope, shop.site.countryCode);
  const phoneCountry = phoneCountryOnFile(phoneCountries, shop.site.countryCode, profile.consumerDetails.phoneCode);
  return data(
    {
      title: titleOf(shop, 'meta.account.title'),
      locale: shop.locale,
      countryCode: shop.site.countryCode,
      minAccountAge: shop.site.minAccountAge,
      currency: shop.site.currency,
      profile,
      /** The dial code and mask of the shopper's phone: how it is shown and checked (null: the api checks it). */
      phoneCountry,
      /** The dial codes the mobile may have (the form's country choice); null: no choice, the api reads the number. */
      phoneCountries,
      /** `?edit=details`: the details as a form (a link, so it opens without JavaScript too). */
      editing: new URL(args.request.url).searchParams.get('edit') === 'details',
    },
    { headers: PASSWORD_PAGE_HEADERS },
  );
}

export async function accountAction(args: PageArgs) {
  const { shop } = await pageShop(args);
  const scope = actionScope(getRequestContext(args.context), args.request, shop);
  const form = await readForm(args.request);
  if (text(form, 'intent') === 'update-profile') return updateProfile(scope, shop, form);
  if (text(form, 'intent') === 'resend-email-optin') return resendEmailOptIn(scope, shop);
  if (text(form, 'intent') !== 'change-password') return invalid(scope, { form: { key: 'error.API400' } });
  const fields = { ...missing(form, ['currentPassword']), ...newPasswordProblems(form) };
  if (Object.keys(fields).length > 0) return invalid(scope, { fields });
  try {
    const body: ChangePasswordRequest = {
      currentPassword: text(form, 'currentPassword'),
      newPassword: text(form, 'newPassword'),
      confirmPassword: text(form, 'confirmPassword'),
    };
    await shopperApi(scope.ctx, scope.request, scope).request({
      method: 'POST',
      path: CHANGE_PASSWORD_PATH,
      body,
      schema: null,
      expectedStatuses: [400, 429],
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw sessionEnded(shop);
    const formFields = ['currentPassword', 'newPassword', 'confirmPassword'];
    const problems = problemsOf(error, { formFields, roles: PASSWORD_ROLES });
    // AUT437 words a failed sign-in ("That email and password…"); here no email was asked for.
    if (problems.fields?.currentPassword?.key === 'error.AUT437')
      problems.fields.currentPassword = { key: 'auth.error.currentPassword.incorrect' };
    return invalid(scope, problems);
  }
  const toast = await setFlashToast(
    { kind: 'success', message: 'auth.toast.passwordChanged' },
    { secure: scope.ctx.config.isProduction },
  );
  // The api kept this session and revoked the shopper's others.
  if (scope.fetch) return data({ ok: true as const }, { headers: { ...PASSWORD_PAGE_HEADERS, 'Set-Cookie': toast } });
  return redirect(`/${shop.locale}/account`, { status: 303, headers: { 'Set-Cookie': toast } });
}

/**
 * Signed out meanwhile (a reset, a sign-out elsewhere): the account page is no longer theirs. Home (spec §2) with
 * the sign-in open, saying the session ended so nothing was changed, and back to the account after it.
 */
function sessionEnded(shop: Shop) {
  const page = `/${shop.locale}/account`;
  return redirect(signInRedirect(`/${shop.locale}`, page, 'session-ended'), 303);
}

/**
 * `intent=resend-email-optin`: the account page's "Send the link again" beside a pending email subscription
 * (decision 0054). PUT {emailOptIn: true}: the api sends a new link unless one went in the last 15 minutes (or 5
 * went); the toast says to check the inbox either way.
 */
async function resendEmailOptIn(scope: ActionScope, shop: Shop & { site: NonNullable<Shop['site']> }) {
  try {
    await shopperApi(scope.ctx, scope.request, scope).request({
      method: 'PUT',
      path: PROFILE_PATH,
      body: { emailOptIn: true } satisfies UpdateProfileRequest,
      schema: null,
      expectedStatuses: [200],
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) throw sessionEnded(shop);
    return invalid(scope, problemsOf(error, { formFields: [] }));
  }
  const toast = await setFlashToast(
    { kind: 'success', message: 'auth.toast.emailOptInResent' },
    { secure: scope.ctx.config.isProduction },
  );
  if (scope.fetch) return data({ ok: true as const }, { headers: { ...PASSWORD_PAGE_HEADERS, 'Set-Cookie': toast } });
  return redirect(`/${shop.locale}/account`, { status: 303, headers: { 'Set-Cookie': toast } });
}

/**
 * `intent=update-profile`: the details form. Checked as sign-up checks them, then PUT /consumers-v3/consumer. A
 * failure answers the page (400) with each message at its field and the values posted, so a post without JavaScript
 * shows them again; success leaves the form for the details, with one confirmation (a toast).
 */
async function updateProfile(scope: ActionScope, shop: Shop & { site: NonNullable<Shop['site']> }, form: FormData) {
  const values = profileFormValues(form);
  const countryCode = shop.site.countryCode;
  // The number is read with the dial code on file, or the site's for a first one (as the api reads it).
  const profileOnFile = await shopperApi(scope.ctx, scope.request, scope)
    .get(PROFILE_PATH, ConsumerProfileResponse)
    .then(({ consumerProfile }) => consumerProfile)
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 401) throw sessionEnded(shop);
      return null;
    });
  const onFile = profileOnFile?.consumerDetails ?? null;
  // The mobile's country: the dial code the number is written with (+49 …), else the one chosen beside it, else the
  // one on file, else the site's (decision 0017 addendum).
  const phoneCode = onFile?.phoneCode ?? null;
  const options = values.phone ? await profilePhoneCountries(scope.ctx, scope, countryCode) : null;
  // A choice the form did not offer (junk, an unknown code) is not taken: the one on file is (sign-up refuses it, having
  // no number on file to fall back on).
  const { country: chosen } = postedPhoneCountry(
    options,
    values.phoneCode,
    values.phone,
    phoneCountryOnFile(options, countryCode, phoneCode)?.dialCode,
  );
  // The number on file, unchanged (its digits as stored, in whatever mask, and its country): not checked or sent
  // again, so a number the api once took is never refused for a rule that came later.
  const digits = values.phone.replace(/\D/g, '');
  const stored = onFile?.phone ?? null;
  const dial = phoneCode?.replace(/^\+/, '') ?? '';
  const sameCountry = !chosen || chosen.dialCode === dial;
  const samePhone =
    !!stored && sameCountry && [stored, `0${stored}`, `${dial}${stored}`, `00${dial}${stored}`].includes(digits);
  const phoneCountry = values.phone && !samePhone ? chosen : null;
  const refuse = (problems: Problems) =>
    data(
      { ...failure(scope.locale, problems), intent: 'update-profile' as const, values },
      { status: 400, headers: PASSWORD_PAGE_HEADERS },
    );
  // The postal code on file, unchanged, likewise (it may be another country's: the profile is the brand's, shared by
  // its sites); a new one is checked in the account's country's format, as the api checks it.
  const samePostalCode = !!onFile?.postalCode && values.postalCode === onFile.postalCode;
  // The names on file, unchanged, likewise: one taken before names were a person's name (a digit in it) never stops
  // the other fields from being saved (decision 0017 addendum).
  const keepNames = (['firstName', 'lastName'] as const).filter(
    (name) => !!onFile?.[name] && values[name] === onFile[name],
  );
  const fieldErrors = profileProblems(
    scope.locale,
    { ...values, postalCode: samePostalCode ? '' : values.postalCode },
    { phoneCountry, countryCode: onFile?.countryCode ?? countryCode, minAccountAge: shop.site.minAccountAge },
    keepNames,
  );
  if (Object.keys(fieldErrors).length > 0) {
    return data(
      { ok: false as const, fieldErrors, intent: 'update-profile' as const, values },
      { status: 400, headers: PASSWORD_PAGE_HEADERS },
    );
  }
  // The email opt-in as on file (opted in, or waiting for its confirmation link): not sent, so saving other details
  // never sends the confirmation email again (decision 0054); a change is sent.
  const sameEmailOptIn = !!profileOnFile && values.emailOptIn === emailOptInAsked(profileOnFile);
  const saved = await saveProfile(scope, values, {
    keepEmailOptIn: sameEmailOptIn,
    keepPhone: samePhone,
    keepPostalCode: samePostalCode,
    keepNames,
    phoneCode: phoneCountry?.dialCode,
  });
  if (!saved.ok) {
    if (saved.error instanceof HttpError && saved.error.status === 401) throw sessionEnded(shop);
    return refuse(saved.problems);
  }
  const toast = await setFlashToast(
    { kind: 'success', message: 'auth.toast.profileSaved' },
    { secure: scope.ctx.config.isProduction },
  );
  const headers = { ...PASSWORD_PAGE_HEADERS, 'Set-Cookie': toast };
  if (scope.fetch) return data({ ok: true as const, intent: 'update-profile' as const }, { headers });
  return redirect(`/${shop.locale}/account`, { status: 303, headers });
}
