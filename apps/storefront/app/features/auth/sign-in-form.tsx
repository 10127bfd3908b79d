import { EMAIL_MAX_LENGTH } from '@outsole/contracts/auth.values';

import { TextField } from '#app/components/ui/text-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { AUTH_HASHES } from './auth-hashes.ts';
import { sessionActionPath, type AuthFormResult, type AuthFormState } from './auth-types.ts';
import { PasswordField } from './fields.tsx';
import { localToday } from './validation.ts';

export interface SignInFormProps {
  locale: string;
  countryCode: string;
  /** Where the shopper returns after signing in: the page they were on. */
  redirectTo: string;
  onSuccess?: (result: Extract<AuthFormResult, { ok: true }> | undefined) => void;
  /** A sign-in refused after a post made without JavaScript: its email and the problem (never the password). */
  initial?: AuthFormState | null | undefined;
}

/**
 * spec §7 signin: email and password, posted as `intent=sign-in`; the session action adds the code challenge and
 * the captcha and exchanges the code (spec §4). Sign-in checks only that both are there: the password rules are for
 * choosing one, and saying more here would tell an attacker what the accounts' passwords look like.
 */
export function SignInForm({ locale, countryCode, redirectTo, onSuccess, initial }: SignInFormProps) {
  const t = useT();
  const kept = initial?.intent === 'sign-in' ? initial : null;
  const username = kept?.values.username;
  return (
    <AuthForm
      intent="sign-in"
      action={sessionActionPath(locale)}
      fields={['username', 'password']}
      checkContext={{ phoneCountry: null, countryCode, today: localToday(), passwordRules: false }}
      hidden={{ redirectTo }}
      submitLabel={t('auth.signIn.submit')}
      onSuccess={onSuccess}
      actionData={kept?.result}
      problemSummary
    >
      {(errors) => (
        <>
          <TextField
            name="username"
            defaultValue={typeof username === 'string' ? username : undefined}
            type="email"
            label={t('auth.field.email')}
            autoComplete="username"
            isRequired
            maxLength={EMAIL_MAX_LENGTH}
            errorMessage={errors.username}
          />
          <div className="flex flex-col gap-2">
            <PasswordField
              name="password"
              label={t('auth.field.password')}
              autoComplete="current-password"
              error={errors.password}
            />
            <a
              href={`#${AUTH_HASHES.forgotPassword}`}
              className="self-start rounded text-sm font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {t('auth.signIn.forgot')}
            </a>
          </div>
        </>
      )}
    </AuthForm>
  );
}
