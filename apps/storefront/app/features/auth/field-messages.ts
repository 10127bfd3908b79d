import type { PageIntl } from '#app/lib/i18n/intl.tsx';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
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

/**
 * A problem in the page's language. The spec's own ids use the error catalogue (`error.FE872`, `error.FE340`,
 * `error.PRO414`, `error.PRO415`), so the browser says exactly what the api would.
 */
export function problemMessage(field: FieldName, problem: Problem, intl: Pick<PageIntl, 'formatMessage'>): string {
  const format = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  switch (problem.code) {
    case 'required':
      return format(REQUIRED[field]);
    case 'email':
      return format('validation.email');
    case 'tooLong':
      return format('auth.error.tooLong', { max: problem.max });
    case 'FE872':
      return format('error.FE872', { minLength: problem.minLength });
    case 'FE340':
      return format('error.FE340');
    case 'phoneDigits':
      return format('auth.error.phoneDigits', { digits: problem.digits, mask: problem.mask });
    case 'phoneCountry':
      return format('auth.error.phoneCountry', { dialCode: problem.dialCode });
    case 'birthDate':
      return format('error.PRO414');
    case 'tooYoung':
      return format('auth.error.tooYoung', { age: problem.age });
    case 'postalCode':
      return format('error.PRO415');
  }
}
