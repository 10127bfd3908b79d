import { useId } from 'react';

import { ResponsiveDialog } from '#app/components/ui/responsive-dialog.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useT, type Translate } from '#app/lib/i18n/use-t.ts';
import type { SignInReason } from '#app/lib/session/protected-paths.ts';
import { AUTH_HASHES } from './auth-hashes.ts';
import type { AuthFormResult, AuthFormState, AuthSite } from './auth-types.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { brandOfSite } from './auth-types.ts';
import { useAfterAuth } from './use-after-auth.ts';

type Success = (result: Extract<AuthFormResult, { ok: true }> | undefined) => void;

const linkStyles =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export function signInTitle(t: Translate, site: AuthSite): string {
  return site.simplifiedEnrollment ? t('auth.enroll.title') : t('auth.signIn.title');
}

/**
 * The sign-in dialog's content. With the site's `simplifiedEnrollment` flag on (spec §2: "a simplified enrollment
 * variant when enabled") a short join form (name, email, password) sits beside sign-in, so a new shopper joins
 * without leaving the dialog; the full sign-up stays a link away.
 */
export function SignInContent({
  locale,
  site,
  redirectTo,
  reason,
  onSuccess,
  initial,
}: {
  locale: string;
  site: AuthSite;
  redirectTo: string;
  /** Why the dialog opened by itself (protected-paths.ts): said first, in place of the usual introduction. */
  reason?: SignInReason | undefined;
  onSuccess?: Success;
  /** A sign-in or enrollment refused after a post made without JavaScript (AuthFormState). */
  initial?: AuthFormState | null | undefined;
}) {
  const t = useT();
  const id = useId();
  const why = reason ? (
    <p className="rounded-xl bg-stone-100 px-4 py-3 font-medium">
      {reason === 'session-ended' ? t('auth.signIn.reason.sessionEnded') : t('auth.signIn.reason.account')}
    </p>
  ) : null;
  if (!site.simplifiedEnrollment) {
    return (
      <div className="flex flex-col gap-6">
        {why ?? <p className="text-muted">{t('auth.signIn.intro')}</p>}
        <SignInForm
          locale={locale}
          countryCode={site.countryCode}
          redirectTo={redirectTo}
          onSuccess={onSuccess}
          initial={initial}
        />
        <p className="border-t border-stone-200 pt-5 text-center text-sm">
          {t('auth.signIn.noAccount')}{' '}
          <a href={`#${AUTH_HASHES.signUp}`} className={linkStyles}>
            {t('auth.signIn.createAccount')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {why}
      <section aria-labelledby={`${id}-sign-in`} className="flex flex-col gap-4">
        <h3 id={`${id}-sign-in`} className="font-display text-xl font-bold">
          {t('auth.enroll.signInHeading')}
        </h3>
        <SignInForm
          locale={locale}
          countryCode={site.countryCode}
          redirectTo={redirectTo}
          onSuccess={onSuccess}
          initial={initial}
        />
      </section>
      <section aria-labelledby={`${id}-join`} className="flex flex-col gap-4 border-t border-stone-200 pt-6">
        <h3 id={`${id}-join`} className="font-display text-xl font-bold">
          {t('auth.enroll.joinHeading')}
        </h3>
        <p className="text-muted">{t('auth.enroll.joinIntro')}</p>
        <SignUpForm
          locale={locale}
          countryCode={site.countryCode}
          brand={brandOfSite(site.siteId)}
          phoneCountries={null}
          redirectTo={redirectTo}
          variant="quick"
          onSuccess={onSuccess}
          initial={initial}
        />
        <a href={`#${AUTH_HASHES.signUp}`} className={`${linkStyles} self-center text-sm`}>
          {t('auth.enroll.fullForm')}
        </a>
      </section>
    </div>
  );
}

export interface AuthDialogProps {
  locale: string;
  site: AuthSite;
  redirectTo: string;
  reason?: SignInReason | undefined;
}

export function SignInDialog({ locale, site, redirectTo, reason }: AuthDialogProps) {
  const t = useT();
  const { isOpen, onOpenChange } = useHashDialog(AUTH_HASHES.signIn);
  const close = () => onOpenChange(false);
  const afterAuth = useAfterAuth(close);
  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={signInTitle(t, site)}>
      <SignInContent
        locale={locale}
        site={site}
        redirectTo={redirectTo}
        reason={reason}
        onSuccess={(result) => void afterAuth(result)}
      />
    </ResponsiveDialog>
  );
}
