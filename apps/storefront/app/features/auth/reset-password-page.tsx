import { PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth.values';

import { useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { AUTH_HASHES } from './auth-hashes.ts';
import type { AuthFormResult } from './auth-types.ts';
import { PasswordField } from './fields.tsx';
import { localToday } from './validation.ts';

export interface ResetPasswordPageProps {
  locale: string;
  countryCode: string;
  /** The emailed link's token (`?token=`); null when the link is incomplete. */
  token: string | null;
  /** The route action's answer to a post made without JavaScript. */
  actionData?: AuthFormResult | undefined;
  /** The api's word on the link when the page opened: `expired` (unknown, expired or used) shows no form. */
  link?: 'usable' | 'expired' | 'incomplete' | undefined;
}

const linkStyles =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * `/:locale/reset-password?token=…`, the page the reset email links to (spec §7 resetpassword): a new password and
 * its confirmation (FE872, FE340), posted to the page's own action with the token (`intent=reset-password`). A
 * link the api already refuses (unknown, expired or used: checked when the page opens) shows no form, only the way
 * to a new link; one that dies meanwhile (AUT402) is the action's form error.
 */
export function ResetPasswordPage({ locale, countryCode, token, actionData, link }: ResetPasswordPageProps) {
  const t = useT();
  if (token && link === 'expired') {
    // Checked when the page opened: no password to type for a link that cannot take it, one way on.
    return (
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
        <h1 className="font-display text-4xl font-black tracking-tight">{t('auth.reset.expiredTitle')}</h1>
        <p>{t('auth.reset.expiredBody')}</p>
        <a
          href={`#${AUTH_HASHES.forgotPassword}`}
          className="inline-flex min-h-12 items-center justify-center self-start rounded-full bg-ink px-6 font-semibold text-paper hover:bg-stone-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t('auth.reset.requestNew')}
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-black tracking-tight">{t('auth.reset.title')}</h1>
      {token ? (
        <>
          <p className="text-muted">{t('auth.reset.intro', { min: PASSWORD_MIN_LENGTH })}</p>
          <AuthForm
            intent="reset-password"
            action={`/${locale}/reset-password?token=${encodeURIComponent(token)}`}
            fields={['newPassword', 'confirmPassword']}
            checkContext={{ phoneCountry: null, countryCode, today: localToday(), passwordRules: true }}
            hidden={{ token }}
            submitLabel={t('auth.reset.submit')}
            actionData={actionData}
          >
            {(errors) => (
              <>
                <PasswordField
                  name="newPassword"
                  label={t('auth.reset.newPassword')}
                  autoComplete="new-password"
                  error={errors.newPassword}
                />
                <PasswordField
                  name="confirmPassword"
                  label={t('auth.reset.confirmPassword')}
                  autoComplete="new-password"
                  error={errors.confirmPassword}
                />
              </>
            )}
          </AuthForm>
          <p className="text-sm">
            {t('auth.reset.expired')}{' '}
            <a href={`#${AUTH_HASHES.forgotPassword}`} className={linkStyles}>
              {t('auth.reset.requestNew')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p role="alert">{t('auth.reset.invalid')}</p>
          <a href={`#${AUTH_HASHES.forgotPassword}`} className={`${linkStyles} self-start`}>
            {t('auth.reset.requestNew')}
          </a>
        </>
      )}
    </div>
  );
}
