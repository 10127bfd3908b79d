import { ConsumerProfileResponse, type UpdateProfileRequest } from '@outsole/contracts/auth';
import type { LocalePath } from '@outsole/contracts/locales';
import type { PhoneCountry } from '@outsole/contracts/phone';

import { phoneCountryOptions, postedPhoneCode, type PhoneCountryOption } from '#app/features/auth/phone-countries.ts';
import { problemMessage } from '#app/features/auth/field-messages.ts';
import { isInterest, type ProfileFormValues } from '#app/features/auth/profile-values.ts';
import { checkField, localToday } from '#app/features/auth/validation.ts';
import type { RequestContext } from '../../request-context.server.ts';
import { PROFILE_PATH } from '../session-summary.server.ts';
import { shopperApi } from '../shopper-api.server.ts';
import { problemsOf, text, translate, type ActionScope, type Problems } from './action-kit.server.ts';
import { countriesFor } from '../../shop.server.ts';

/**
 * The account page's profile form (`intent=update-profile`, PUT /consumers-v3/consumer, spec §7 Consumer): the
 * fields a shopper may set, checked as the sign-up form checks them (features/auth validation.ts), then by the api.
 * The email is not among them: the api refuses it (it is the sign-in and would need re-verification, decision 0017
 * addendum).
 */

/** The form fields the checks and the api's field errors concern; anything else the api names goes to the form. */
export const PROFILE_FORM_FIELDS = ['firstName', 'lastName', 'phone', 'birthDate', 'postalCode'] as const;

export function profileFormValues(form: FormData): ProfileFormValues {
  // The mobile's country choice (dial code digits; decision 0017 addendum), when the form offered one.
  const phoneCode = postedPhoneCode(form.get('phoneCode'));
  return {
    firstName: text(form, 'firstName').trim(),
    lastName: text(form, 'lastName').trim(),
    phone: text(form, 'phone').trim(),
    birthDate: text(form, 'birthDate').trim(),
    postalCode: text(form, 'postalCode').trim(),
    interests: form.getAll('interests').filter(isInterest),
    preferredShoeSize: text(form, 'preferredShoeSize').trim(),
    emailOptIn: form.has('emailOptIn') && text(form, 'emailOptIn') !== 'false',
    ...(phoneCode ? { phoneCode } : {}),
  };
}

/**
 * The dial codes a shopper's mobile may have (sign-up's and the account's "Country code" choice: GET /consumers-v3/utilities/countryList, a catalog read), one option per
 * dial code, the site's first (features/auth phone-countries.ts). Null when the list cannot be read.
 */
export async function profilePhoneCountries(
  ctx: RequestContext,
  scope: { locale: LocalePath; siteId: string },
  siteCountry: string,
): Promise<PhoneCountryOption[] | null> {
  try {
    const { countries } = await countriesFor(ctx, scope);
    const options = phoneCountryOptions(countries, siteCountry);
    return options.length > 0 ? options : null;
  } catch {
    return null;
  }
}

/**
 * The dial code and mask of the shopper's phone: the country of the number's dial code, the site's own when they
 * share it (+1: the US and Canada); the site's country when no phone is on file (a new one is read as the site's).
 * Null when the list cannot be read or has neither.
 */
export function phoneCountryOnFile(
  options: readonly PhoneCountryOption[] | null,
  siteCountry: string,
  phoneCode: string | null,
): PhoneCountry | null {
  const dial = phoneCode?.replace(/^\+/, '');
  const site = options?.find((each) => each.countryCodes.includes(siteCountry));
  const found = !dial || site?.dialCode === dial ? site : options?.find((each) => each.dialCode === dial);
  return found ? { dialCode: found.dialCode, phoneMask: found.phoneMask } : null;
}

/** A name on the form: the one on file left as it is is neither checked nor sent (profileUpdateBody `keepNames`). */
export type ProfileName = 'firstName' | 'lastName';

/**
 * The sign-up form's checks on the posted values; a blank phone, birth date or postal code is no problem, nor is a
 * name in `keptNames` (the one on file, unchanged: taken by the api before a rule that came later).
 */
export function profileProblems(
  locale: LocalePath,
  values: ProfileFormValues,
  ctx: { phoneCountry: PhoneCountry | null; countryCode: string; minAccountAge?: number },
  keptNames: readonly ProfileName[] = [],
): Record<string, string> {
  const record: Record<string, string> = { ...values, interests: values.interests.join('|'), emailOptIn: '' };
  const context = { ...ctx, today: localToday(), passwordRules: false };
  const intl = {
    locale,
    formatMessage: ({ id }: { id: string }, v?: Record<string, string | number>) =>
      translate(locale, { key: id, ...(v ? { values: v } : {}) }),
  };
  const errors: Record<string, string> = {};
  for (const name of PROFILE_FORM_FIELDS) {
    const optional = name === 'phone' || name === 'birthDate' || name === 'postalCode';
    if (optional && record[name] === '') continue;
    if ((name === 'firstName' || name === 'lastName') && keptNames.includes(name)) continue;
    const problem = checkField(name, record, context);
    if (problem) errors[name] = problemMessage(name, problem, intl);
  }
  return errors;
}

/**
 * The PUT body: every field the form shows. A blank phone, birth date or postal code and "No preference" are sent as
 * `null`, which removes them (decision 0017 addendum); none of the interests ticked clears them. `keepPhone`: the number
 * on file, unchanged, is not sent, so a number the api once took is never refused for a rule that came later;
 * `keepPostalCode` likewise for the postal code on file, and `keepNames` for the names on file (a name with a digit
 * from before names were a person's name, decision 0017 addendum).
 */
export function profileUpdateBody(
  values: ProfileFormValues,
  { keepPhone = false, keepPostalCode = false, keepNames = [], keepEmailOptIn = false, phoneCode }: ProfileKeep = {},
): UpdateProfileRequest {
  return {
    ...(keepNames.includes('firstName') ? {} : { firstName: values.firstName }),
    ...(keepNames.includes('lastName') ? {} : { lastName: values.lastName }),
    ...(keepPhone ? {} : { phone: values.phone || null }),
    ...(!keepPhone && values.phone && phoneCode ? { phoneCode: `+${phoneCode}` } : {}),
    birthDate: values.birthDate || null,
    ...(keepPostalCode ? {} : { postalCode: values.postalCode || null }),
    interests: values.interests as UpdateProfileRequest['interests'],
    preferredShoeSize: values.preferredShoeSize || null,
    ...(keepEmailOptIn ? {} : { emailOptIn: values.emailOptIn }),
  };
}

/** What the PUT leaves out as it is on file, and the mobile's dial code. */
export interface ProfileKeep {
  keepPhone?: boolean;
  keepPostalCode?: boolean;
  keepNames?: readonly ProfileName[];
  /** The email opt-in as on file (opted in or pending): not sent, so no new confirmation email (decision 0054). */
  keepEmailOptIn?: boolean;
  phoneCode?: string | undefined;
}

/** PUT /consumers-v3/consumer with the shopper's token; an api refusal as problems for the form's fields. */
export async function saveProfile(
  scope: ActionScope,
  values: ProfileFormValues,
  options: ProfileKeep = {},
): Promise<{ ok: true } | { ok: false; problems: Problems; error: unknown }> {
  try {
    await shopperApi(scope.ctx, scope.request, scope).request({
      method: 'PUT',
      path: PROFILE_PATH,
      body: profileUpdateBody(values, options),
      schema: ConsumerProfileResponse,
      expectedStatuses: [400, 409, 429],
    });
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      error,
      problems: problemsOf(error, { formFields: PROFILE_FORM_FIELDS, roles: { phone: 'phone' } }),
    };
  }
}
