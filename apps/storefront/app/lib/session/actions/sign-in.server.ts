import {
  AuthorizationCodeResponse,
  SignUpResponse,
  type GuestObjects,
  type SignInRequest,
  type SignUpRequest,
  type TokenResponse,
} from '@outsole/contracts/auth';
import { INTERESTS } from '@outsole/contracts/auth.values';

import { problemKey } from '#app/features/auth/field-messages.ts';
import { checkField, SIGN_UP_OPTIONAL, type CheckContext, type FieldName } from '#app/features/auth/validation.ts';
import { postedPhoneCode, postedPhoneCountry } from '#app/features/auth/phone-countries.ts';
import { brandOfSite } from '#app/features/auth/auth-types.ts';
import { HttpError } from '../../api/api-error.ts';

import { readBasketId } from '../basket-cookie.server.ts';
import { mergeNoticeCookie, mergeNoticeOf } from '../merge-notice.server.ts';
import { createPkcePair } from '../pkce.server.ts';
import { requestToken } from '../token-client.server.ts';
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
  type Problem,
  type Problems,
} from './action-kit.server.ts';
import { captchaToken } from './captcha.server.ts';
import { profilePhoneCountries } from './profile.server.ts';

/**
 * Sign-in and sign-up (spec §4 Session, §7 Authentication): credentials for an authorization code bound to a PKCE
 * challenge, then the code and its verifier for tokens, in this one request, so the verifier never leaves the
 * server (not even in a cookie). The exchange carries the guest's objects and usid for the merge; the new tokens go
 * into the session's cookies.
 */

export const SIGN_IN_PATH = '/consumers-v3/auth/signin';
export const SIGN_UP_PATH = '/consumers-v3/auth/signup';

export const SIGN_IN_HASH = 'modal-sign-in';
const SIGN_UP_HASH = 'modal-sign-up';
const WELCOME_HASH = 'modal-welcome';
const EMPLOYEE_TERMS_HASH = 'modal-employee-terms';

/**
 * The guest's objects merged into the account at the exchange (spec §4: basket, favorites, saved for later): the
 * stored basket id of this site (basket-cookie.server.ts); favorites add theirs here. The guest's reviews, questions
 * and votes follow the usid the code is bound to.
 */
function guestObjects(scope: ActionScope): GuestObjects {
  const basketId = readBasketId(scope.request.headers.get('cookie'), scope.siteId);
  return basketId ? { basketId } : {};
}

async function exchange(scope: ActionScope, authorizationCode: string, codeVerifier: string): Promise<TokenResponse> {
  return requestToken(credentialApi(scope), {
    type: 'Registered',
    authorizationCode,
    codeVerifier,
    guestObjects: guestObjects(scope),
  });
}

/** After the exchange: the cookies, the merged-cart notice, and which dialog comes next. */
function establish(scope: ActionScope, tokens: TokenResponse): 'employee-terms' | 'merged-cart' | undefined {
  scope.session.establish(tokens);
  const notice = mergeNoticeOf(tokens.merged);
  if (notice) scope.session.addCookie(mergeNoticeCookie(notice, scope.siteId, scope.ctx.config.isProduction));
  if (tokens.consumerType === 'EMPLOYEE' && tokens.isEmployeeDiscountTCAccepted === false) return 'employee-terms';
  return notice ? 'merged-cart' : undefined;
}

/** Without JavaScript a refused sign-in comes back with its email (AuthForm `sign-in-problems`). */
const SIGN_IN_KEPT: KeptForm = { intent: 'sign-in', keep: ['username'], problemsHash: 'sign-in-problems' };

/**
 * Too many sign-ins (API429: the api's credential limits count the address and the account for its window, 15
 * minutes by default, successful sign-ins too): why and for how long, from the api's Retry-After in whole minutes
 * rounded up ("later" without one), with the password reset offered; 429 and Retry-After are passed on.
 */
function tooManySignIns(error: HttpError): { problems: Problems; status: number; headers?: Record<string, string> } {
  const seconds = error.retryAfterSeconds;
  const form: Problem =
    seconds === null
      ? { key: 'auth.signIn.tooManyLater' }
      : { key: 'auth.signIn.tooMany', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
  return {
    problems: { form, offerReset: true },
    status: 429,
    ...(seconds === null ? {} : { headers: { 'Retry-After': String(seconds) } }),
  };
}

export async function signIn(scope: ActionScope, form: FormData) {
  const home = `/${scope.locale}`;
  const redirectTo = safeRedirect(form.get('redirectTo'), home);
  const back = { backTo: redirectTo, hash: SIGN_IN_HASH, kept: { ...SIGN_IN_KEPT, form } };
  const fields = missing(form, ['username', 'password']);
  if (Object.keys(fields).length > 0) return fail(scope, { fields }, back);

  const pkce = createPkcePair();
  let tokens: TokenResponse;
  try {
    const body: SignInRequest = {
      type: 'Registered',
      username: text(form, 'username').trim(),
      password: text(form, 'password'),
      codeChallenge: pkce.codeChallenge,
      codeChallengeMethod: 'S256',
      recaptcha_response: await captchaToken(scope, form, 'signin'),
    };
    const { authorizationCode } = await credentialApi(scope).request({
      method: 'POST',
      path: SIGN_IN_PATH,
      body,
      schema: AuthorizationCodeResponse,
      expectedStatuses: [400, 429],
    });
    tokens = await exchange(scope, authorizationCode, pkce.codeVerifier);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      const { problems, ...answer } = tooManySignIns(error);
      return fail(scope, problems, { ...back, ...answer });
    }
    // AUT401 (wrong email or password, or no such account: one message), AUT426, AUT423, AUT403, AUT409.
    const problem = problemsOf(error, { formFields: [] }).form ?? { key: 'error.GEN500' };
    // Locked (AUT423): the reset is the way in meanwhile, and clears the lock.
    return fail(scope, { form: problem, ...(problem.key === 'error.AUT423' ? { offerReset: true } : {}) }, back);
  }
  const show = establish(scope, tokens);
  return succeed(scope, {
    redirectTo,
    ...(show ? { show } : {}),
    ...(show === 'employee-terms' ? { hash: EMPLOYEE_TERMS_HASH } : {}),
  });
}

/** The profile fields of the full sign-up form (the simplified enrollment variant posts a subset). */
const SIGN_UP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'birthDate',
  'postalCode',
  'interests',
  'preferredShoeSize',
  'emailOptIn',
] as const;

/**
 * Without JavaScript a refused sign-up comes back with everything typed but the password, to the form it came from:
 * the full one (which always posts a phone field) or the simplified enrollment's beside sign-in.
 */
function signUpKept(form: FormData): KeptForm {
  const intent = form.has('phone') ? 'sign-up' : 'enroll';
  const keep = [...SIGN_UP_FIELDS.filter((name) => name !== 'password'), 'phoneCode'];
  return { intent, keep, problemsHash: `${intent}-problems` };
}

/** The latest calendar date anywhere (UTC+14): a birth date is the shopper's, whose day may be ahead of ours. */
function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Every field of the sign-up form checked at once, as the browser checks them (features/auth/validation.ts), so a
 * form posted without JavaScript hears of every problem in one answer, not one per try. The profile fields a
 * variant does not post (the simplified enrollment's) are not checked. The mobile is checked as the country chosen
 * beside it (`phoneCode`), or the one it is written with (`+44 …`), else the site's, as the account's details check it
 * (features/auth phone-countries.ts, decision 0017 addenda); a choice no form offers is refused at the field. Without
 * the country list the api judges the number. `phoneCode`: the country to send with the number (`+44`).
 */
async function signUpProblems(
  scope: ActionScope,
  form: FormData,
): Promise<{ fields: Record<string, Problem>; phoneCode?: string }> {
  const names: FieldName[] = ['firstName', 'lastName', 'email', 'password'];
  for (const name of ['phone', 'birthDate', 'postalCode'] as const) if (form.has(name)) names.push(name);
  const values = Object.fromEntries(names.map((name) => [name, text(form, name)]));
  const countryCode = scope.countryCode ?? '';
  const phone = form.has('phone') ? (values.phone ?? '').trim() : '';
  const choice =
    phone && countryCode
      ? postedPhoneCountry(
          await profilePhoneCountries(scope.ctx, scope, countryCode),
          postedPhoneCode(form.get('phoneCode')),
          phone,
        )
      : { country: null, refused: false };
  const check: CheckContext = {
    phoneCountry: choice.country,
    countryCode,
    today: latestToday(),
    passwordRules: true,
    brand: brandOfSite(scope.siteId),
    minAccountAge: scope.minAccountAge,
  };
  const fields: Record<string, Problem> = {};
  for (const name of names) {
    // The mobile, birth date and postal code are asked, not required (decision 0017 addenda): checked when filled.
    if (SIGN_UP_OPTIONAL.has(name) && (values[name] ?? '').trim() === '') continue;
    const problem =
      name === 'phone' && choice.refused ? { code: 'phoneCode' as const } : checkField(name, values, check);
    if (problem) fields[name] = problemKey(name, problem, scope.locale);
  }
  return { fields, ...(phone && choice.country ? { phoneCode: `+${choice.country.dialCode}` } : {}) };
}

function isInterest(value: unknown): value is (typeof INTERESTS)[number] {
  return typeof value === 'string' && (INTERESTS as readonly string[]).includes(value);
}

export async function signUp(scope: ActionScope, form: FormData) {
  const home = `/${scope.locale}`;
  const redirectTo = safeRedirect(form.get('redirectTo'), home);
  const back = { backTo: redirectTo, hash: SIGN_UP_HASH, kept: { ...signUpKept(form), form } };
  const { fields, phoneCode } = await signUpProblems(scope, form);
  if (Object.keys(fields).length > 0) return fail(scope, { fields }, back);

  const optional = (name: string) => {
    const value = text(form, name).trim();
    return value ? value : undefined;
  };
  // The interests dialog's keys (the api takes no others); anything else a hand-made post adds is left out.
  const interests = form.getAll('interests').filter(isInterest);
  const pkce = createPkcePair();
  const body: SignUpRequest = {
    firstName: text(form, 'firstName').trim(),
    lastName: text(form, 'lastName').trim(),
    email: text(form, 'email').trim(),
    password: text(form, 'password'),
    ...(optional('phone') ? { phone: optional('phone') } : {}),
    // The country the number was checked as, so the api reads it the same way (decision 0017 addenda).
    ...(optional('phone') && phoneCode ? { phoneCode } : {}),
    ...(optional('birthDate') ? { birthDate: optional('birthDate') } : {}),
    ...(optional('postalCode') ? { postalCode: optional('postalCode') } : {}),
    ...(interests.length > 0 ? { interests } : {}),
    ...(optional('preferredShoeSize') ? { preferredShoeSize: optional('preferredShoeSize') } : {}),
    emailOptIn: form.has('emailOptIn') && text(form, 'emailOptIn') !== 'false',
    codeChallenge: pkce.codeChallenge,
    recaptcha_response: '',
  };

  let created: SignUpResponse;
  try {
    body.recaptcha_response = await captchaToken(scope, form, 'signup');
    created = await credentialApi(scope).request({
      method: 'POST',
      path: SIGN_UP_PATH,
      body,
      schema: SignUpResponse,
      expectedStatuses: [400, 409, 429],
    });
  } catch (error) {
    const roles = { newPassword: 'password', email: 'email', phone: 'phone' };
    // The api's refusal of the country code (PRO412 on body.phoneCode) belongs to the mobile it is part of.
    const rename = { phoneCode: 'phone' };
    // A new shopper has no current password: AUT451 ("not your email or current password") says only the email.
    const wording = { AUT451: 'auth.error.password.notEmail' };
    return fail(scope, problemsOf(error, { formFields: SIGN_UP_FIELDS, roles, rename, wording }), back);
  }
  let tokens: TokenResponse | null = null;
  if (created.authorizationCode) {
    try {
      tokens = await exchange(scope, created.authorizationCode, pkce.codeVerifier);
    } catch {
      tokens = null; // reported by the api client; the account exists, the shopper signs in with it
    }
  }
  if (!tokens) {
    // The account exists but no session came with it (the exchange failed): the shopper signs in with it.
    return succeed(scope, {
      redirectTo,
      hash: SIGN_IN_HASH,
      toast: { kind: 'success', message: 'auth.toast.accountCreated' },
    });
  }
  establish(scope, tokens);
  return succeed(scope, {
    redirectTo,
    show: 'welcome',
    hash: WELCOME_HASH,
    // Without JavaScript the page it lands on must be rendered for the shopper (a kept copy has no welcome section):
    // the toast's cookie makes it their own, and says it.
    ...(scope.fetch ? {} : { toast: { kind: 'success' as const, message: 'auth.toast.accountCreated' as const } }),
  });
}
