import { PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth.values';
import type { LocalePath } from '@outsole/contracts/locales';
import { data, redirect } from 'react-router';

import { apiFor } from '../../api/api.server.ts';
import { errorParams, HttpError, readErrorResponse } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/client.server.ts';
import { sameSitePath } from '../../http/same-site-path.ts';
import { withHash } from '../../http/with-hash.ts';
import { setFlashForm, setFlashToast, type FlashForm, type FlashToast } from '../../flash.server.ts';
import { translatorFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/messages/en-US.ts';
import type { RequestContext } from '../../request-context.server.ts';
import { sessionFor, type ShopperSession } from '../session.server.ts';

/**
 * What the session's actions (routes/session.ts, the reset-password and account pages) share: how they answer a
 * fetcher (JSON data, CONVENTIONS 7) and a post made without JavaScript (a 303 with a flash toast, CONVENTIONS 8),
 * and how an api failure becomes a message for a field or for the form, in the shopper's language.
 */

/** The answer a fetcher reads (features/auth AuthFormResult has the same shape). */
export type SessionActionResult =
  | { ok: true; redirectTo?: string; show?: 'welcome' | 'employee-terms' | 'merged-cart' }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string>; offerReset?: boolean };

/** A message before translation: a catalogue key (UI or `error.<ID>`) and its values. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** Problems for the form as a whole and per form field. */
export interface Problems {
  form?: Problem;
  fields?: Record<string, Problem>;
  /** The form's problem is about signing in at all (locked, too many tries): offer the password reset with it. */
  offerReset?: boolean;
}

export interface ActionScope {
  request: Request;
  ctx: RequestContext;
  locale: LocalePath;
  siteId: string;
  /** The site's country (its phone mask and postal codes), where the action needs it. */
  countryCode?: string;
  /** The site's minimum account age (`Site.minAccountAge`), where the action checks a birth date. */
  minAccountAge?: number;
  session: ShopperSession;
  /** A fetcher's single-fetch request (`….data`): answer data; otherwise a document post: answer a redirect. */
  fetch: boolean;
}

export function actionScope(
  ctx: RequestContext,
  request: Request,
  site: { locale: LocalePath; siteId: string; countryCode?: string; minAccountAge?: number },
) {
  return {
    request,
    ctx,
    ...site,
    session: sessionFor(ctx, request),
    fetch: new URL(request.url).pathname.endsWith('.data'),
  } satisfies ActionScope;
}

/** An api client for credential calls: the shopper's address and usid, no bearer (the call is the credential). */
export function credentialApi(scope: ActionScope): ApiClient {
  return apiFor(scope.ctx, {
    locale: scope.locale,
    siteId: scope.siteId,
    usid: scope.session.usid ?? undefined,
    clientIp: scope.ctx.clientIp,
  });
}

export function translate(locale: LocalePath, problem: Problem): string {
  const { format } = translatorFor(locale);
  return format(problem.key, problem.values) ?? format('error.GEN500') ?? problem.key;
}

/** A path on this site to go to after the action: same-origin paths only, else `fallback`. */
export function safeRedirect(value: FormDataEntryValue | null | undefined, fallback: string): string {
  return sameSitePath(value, 1000) ?? fallback;
}

async function flash(scope: ActionScope, toast: Omit<FlashToast, 'id' | 'values'> & { values?: FlashToast['values'] }) {
  return setFlashToast(toast, { secure: scope.ctx.config.isProduction });
}

/**
 * Success. A fetcher gets `{ ok: true, redirectTo, show }` (and the toast, if any, for the next root load); a
 * document post goes to `redirectTo` (with `#hash` when a dialog should open there) with the toast.
 */
export async function succeed(
  scope: ActionScope,
  {
    redirectTo,
    show,
    hash,
    toast,
  }: {
    redirectTo: string;
    show?: 'welcome' | 'employee-terms' | 'merged-cart';
    hash?: string;
    toast?: { kind: 'success' | 'info'; message: MessageKey; values?: Record<string, string | number> };
  },
) {
  const headers = new Headers();
  if (toast) headers.append('Set-Cookie', await flash(scope, toast));
  if (scope.fetch) {
    const result: SessionActionResult = { ok: true, redirectTo, ...(show ? { show } : {}) };
    return data(result, { headers });
  }
  return redirect(withHash(redirectTo, hash), { status: 303, headers });
}

/** A form of the session's dialogs that, refused without JavaScript, is shown again with what was typed. */
export interface KeptForm {
  intent: FlashForm['intent'];
  /** The fields to put back (never a password): their values as posted, repeated names as lists. */
  keep: readonly string[];
  /** The form's problem summary (AuthForm: `{idPrefix}-problems`), which the page goes back to. */
  problemsHash: string;
}

/** The posted values of `keep`, cut to what the flash cookie holds (a longer value is one no field allows). */
function keptValues(form: FormData, keep: readonly string[]): FlashForm['values'] {
  const values: FlashForm['values'] = {};
  for (const name of keep) {
    const all = form.getAll(name).filter((value): value is string => typeof value === 'string');
    if (all.length === 0) continue;
    values[name] =
      all.length === 1 && name !== 'interests'
        ? all[0]!.slice(0, 300)
        : all.slice(0, 20).map((value) => value.slice(0, 40));
  }
  return values;
}

/**
 * Failure the shopper can correct. A fetcher gets `{ ok: false, formError, fieldErrors }` with status 400 (or
 * `status`, with `headers`). A document post goes back to `backTo#hash` (the dialog): with `kept`, to the form's
 * problem summary with the values typed and every problem in the flash cookie (the page shows the form again with
 * them); otherwise with the first message as an error toast.
 */
export async function fail(
  scope: ActionScope,
  problems: Problems,
  {
    backTo,
    hash,
    kept,
    status = 400,
    headers,
  }: {
    backTo: string;
    hash: string;
    kept?: KeptForm & { form: FormData };
    status?: number;
    headers?: Record<string, string>;
  },
) {
  if (scope.fetch) return data(failure(scope.locale, problems), { status, ...(headers ? { headers } : {}) });
  const secure = scope.ctx.config.isProduction;
  const answer = new Headers(headers);
  if (kept) {
    const cookie = await setFlashForm(
      {
        intent: kept.intent,
        values: keptValues(kept.form, kept.keep),
        ...(problems.form ? { formProblem: { values: {}, ...problems.form } } : {}),
        fieldProblems: Object.fromEntries(
          Object.entries(problems.fields ?? {}).map(([name, problem]) => [name, { values: {}, ...problem }]),
        ),
        ...(problems.offerReset ? { offerReset: true } : {}),
      },
      { secure },
    );
    answer.append('Set-Cookie', cookie);
    return redirect(withHash(backTo, kept.problemsHash), { status: 303, headers: answer });
  }
  const first = problems.form ?? Object.values(problems.fields ?? {})[0] ?? { key: 'error.GEN500' };
  answer.append('Set-Cookie', await flash(scope, { kind: 'error', message: first.key, values: first.values ?? {} }));
  return redirect(withHash(backTo, hash), { status: 303, headers: answer });
}

/** The data answer of a failure (also what a page route renders as its actionData). */
export function failure(locale: LocalePath, problems: Problems): SessionActionResult {
  const fieldErrors = Object.fromEntries(
    Object.entries(problems.fields ?? {}).map(([field, problem]) => [field, translate(locale, problem)]),
  );
  return {
    ok: false,
    ...(problems.form ? { formError: translate(locale, problems.form) } : {}),
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...(problems.offerReset ? { offerReset: true } : {}),
  };
}

/**
 * Where each error id belongs when the api does not name a field (features/auth places these messages): the form
 * field of this action it concerns, by role. Unknown ids go to the form.
 */
export interface FieldRoles {
  /** The password being chosen (sign-up `password`; reset and change `newPassword`). */
  newPassword?: string;
  confirmPassword?: string;
  currentPassword?: string;
  email?: string;
  phone?: string;
}

const ROLE_OF_ID: Record<string, keyof FieldRoles> = {
  FE872: 'newPassword',
  AUT450: 'newPassword',
  AUT451: 'newPassword',
  AUT453: 'newPassword',
  FE340: 'confirmPassword',
  AUT437: 'currentPassword',
  AUT439: 'email',
  PRO400: 'email',
  AUT452: 'email',
  AUT444: 'phone',
  AUT442: 'phone',
};

/** Params an error message needs that the api does not send. */
const DEFAULT_PARAMS: Record<string, Record<string, string | number>> = {
  FE872: { minLength: PASSWORD_MIN_LENGTH },
};

/**
 * An api failure as problems for this form: every detail that names a field of the form (`body.email` → `email`,
 * renamed through `rename`) becomes that field's message; an id this form knows by role goes to its field; anything
 * else is the form's message. An answer without an error id (the api unreachable, a gateway) is the generic one.
 */
export function problemsOf(
  error: unknown,
  {
    formFields,
    roles = {},
    rename = {},
    wording = {},
  }: {
    formFields: readonly string[];
    roles?: FieldRoles;
    rename?: Record<string, string>;
    /** Message keys this form says an error id with, where the catalogue's words fit another form. */
    wording?: Record<string, string>;
  },
): Problems {
  if (!(error instanceof HttpError)) return { form: { key: 'error.GEN500' } };
  const body = readErrorResponse(error.body);
  // The values a flash toast can carry (spec §8 placeholders): numbers and short strings.
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(errorParams(error.body))) {
    if (typeof value === 'number') params[name] = value;
    else if (typeof value === 'boolean' || value.length <= 200) params[name] = String(value);
  }
  const fields: Record<string, Problem> = {};
  let form: Problem | undefined;
  for (const detail of body?.errorDetails ?? []) {
    if (!detail.errorId) continue;
    const values = { ...DEFAULT_PARAMS[detail.errorId], ...params };
    const named = detail.field?.replace(/^body\./, '');
    const field = named ? (rename[named] ?? named) : undefined;
    const roleField = ROLE_OF_ID[detail.errorId] ? roles[ROLE_OF_ID[detail.errorId]!] : undefined;
    const target = field && formFields.includes(field) ? field : roleField;
    const key = wording[detail.errorId] ?? `error.${detail.errorId}`;
    if (target && formFields.includes(target)) {
      fields[target] ??= { key, values };
    } else {
      form ??= { key, values };
    }
  }
  if (!form && Object.keys(fields).length === 0) form = { key: 'error.GEN500' };
  return { ...(form ? { form } : {}), ...(Object.keys(fields).length > 0 ? { fields } : {}) };
}

/** Required fields left empty, with the features/auth messages (`auth.error.<field>.required`). */
export function missing(form: FormData, names: readonly string[]): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value !== 'string' || value.trim() === '') {
      const key = `auth.error.${name}.required`;
      problems[name] = { key: translatorFor('en-us').format(key) === undefined ? 'validation.required' : key };
    }
  }
  return problems;
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
