import type { PageIntl } from '#app/lib/i18n/intl.tsx';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import type { PasswordWeakness } from '@outsole/contracts/password.values';
import type { FieldName, Problem } from './validation.ts';

const REQUIRED: Record<FieldName, MessageKey> = {
  firstName: 'auth.error.firstName.required',
  lastName: 'auth.error.lastName.required',
  email: 'auth.error.email.required',
  username: 'auth.error.email.required',
  password: 'auth.error.password.required',
  currentPassword: 'auth.error.currentPassword.required',
  newPassword: 'auth.error.password.required',
  confirmPassword: 'auth.error.confirmPassword.required',
  phone: 'auth.error.phone.required',
  birthDate: 'auth.error.birthDate.required',
  postalCode: 'auth.error.postalCode.required',
};

/** AUT450 by the rule the password breaks (contracts password.values.ts). */
const WEAK_PASSWORD: Record<PasswordWeakness, MessageKey> = {
  whitespace: 'auth.error.password.whitespace',
  repeated: 'auth.error.password.repeated',
  sequence: 'auth.error.password.sequence',
  context: 'auth.error.password.context',
};

/**
 * A problem as a catalogue key and its values. The spec's own ids use the error catalogue (`error.FE872`,
 * `error.FE340`, `error.PRO414`, `error.PRO415`), so the browser says exactly what the api would; the storefront
 * server says the same when it checks a form posted without JavaScript.
 */
export function problemKey(
  field: FieldName,
  problem: Problem,
  /** The page's locale, for a list in the message ("015, 016 or 017"). */
  locale = 'en-US',
): { key: string; values?: Record<string, string | number> } {
  switch (problem.code) {
    case 'required':
      return { key: REQUIRED[field] };
    case 'email':
      return { key: 'validation.email' };
    case 'emailScripts':
      return { key: 'validation.emailScripts' };
    case 'tooLong':
      return { key: 'auth.error.tooLong', values: { max: problem.max } };
    case 'nameCharacters':
      return { key: 'validation.nameCharacters' };
    case 'FE872':
      return { key: 'error.FE872', values: { minLength: problem.minLength } };
    case 'FE340':
      return { key: 'error.FE340' };
    case 'phoneDigits':
      return { key: 'auth.error.phoneDigits', values: { digits: problem.digits, example: problem.example } };
    case 'phoneDigitCounts':
      return {
        key: 'auth.error.phoneDigitCounts',
        values: { fewer: problem.fewer, digits: problem.digits, example: problem.example },
      };
    case 'phoneCountry':
      return { key: 'auth.error.phoneCountry', values: { dialCode: problem.dialCode } };
    case 'phoneMobile':
      return {
        key: 'auth.error.phoneMobile',
        values: { starts: new Intl.ListFormat(locale, { type: 'disjunction' }).format(problem.starts) },
      };
    case 'phoneCode':
      return { key: 'auth.error.phoneCode' };
    case 'birthDate':
      return { key: 'error.PRO414' };
    case 'tooYoung':
      return { key: 'auth.error.tooYoung', values: { age: problem.age } };
    case 'postalCode':
      return { key: 'error.PRO415' };
    case 'passwordWeak':
      return { key: WEAK_PASSWORD[problem.rule] };
  }
}

/** A problem in the page's language. */
export function problemMessage(
  field: FieldName,
  problem: Problem,
  intl: Pick<PageIntl, 'formatMessage' | 'locale'>,
): string {
  const { key, values } = problemKey(field, problem, intl.locale);
  return intl.formatMessage({ id: key }, values);
}
