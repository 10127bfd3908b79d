import type { ReactNode } from 'react';

import type { SignInReason } from '#app/lib/session/protected-paths.ts';

import { useT } from '#app/lib/i18n/use-t.ts';
import { EmployeeTermsContent, WelcomeContent } from './account-dialogs.tsx';
import { AUTH_HASHES, type AuthHash } from './auth-hashes.ts';
import type { AuthFormState, AuthSession, AuthSite } from './auth-types.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import type { PhoneCountryOption } from './phone-countries.ts';
import { SignInContent, signInTitle } from './sign-in-dialog.tsx';
import { SignUpContent } from './sign-up-dialog.tsx';

export interface NoScriptSectionsProps {
  locale: string;
  site: AuthSite;
  session: AuthSession;
  redirectTo: string;
  /** Why the sign-in opened over this page (an account page asked for, a session ended): said above the form. */
  reason?: SignInReason | undefined;
  /** A sign-in, sign-up or forgot password refused after a post without JavaScript, shown again in its form (flash cookie). */
  formState?: AuthFormState | null | undefined;
  /** The sign-up mobile's country codes (the root loader's), so the choice posts without JavaScript too. */
  phoneCountries?: readonly PhoneCountryOption[] | null | undefined;
  /** The form this page was opened for (`?write=review`: `modal-write-review`), which the welcome goes on to. */
  continueHash?: string | undefined;
}

/**
 * The identity dialogs for browsers without JavaScript: sections shown by CSS while the URL's hash targets them
 * (`#modal-sign-in`), holding the same forms, which then post as documents (the action answers with a redirect and
 * a flash toast). Rendered by the server only, inside <noscript> (auth-dialogs.tsx), so none of this is in the
 * page's JavaScript.
 */
export function NoScriptSections({
  locale,
  site,
  session,
  redirectTo,
  reason,
  formState,
  phoneCountries = null,
  continueHash,
}: NoScriptSectionsProps) {
  const t = useT();
  if (!session.signedIn) {
    return (
      <>
        <Section hash={AUTH_HASHES.signIn} title={signInTitle(t, site)}>
          <SignInContent locale={locale} site={site} redirectTo={redirectTo} reason={reason} initial={formState} />
        </Section>
        <Section hash={AUTH_HASHES.signUp} title={t('auth.signUp.title')}>
          <SignUpContent
            locale={locale}
            site={site}
            phoneCountries={phoneCountries}
            redirectTo={redirectTo}
            initial={formState}
          />
        </Section>
        <Section hash={AUTH_HASHES.forgotPassword} title={t('auth.forgot.title')}>
          <ForgotPasswordForm locale={locale} countryCode={site.countryCode} initial={formState} />
        </Section>
      </>
    );
  }
  return (
    <>
      {/* A signed-in shopper may have forgotten the password too (a dead reset link offers a new one). */}
      <Section hash={AUTH_HASHES.forgotPassword} title={t('auth.forgot.title')}>
        <ForgotPasswordForm locale={locale} countryCode={site.countryCode} backToSignIn={false} initial={formState} />
      </Section>
      <Section hash={AUTH_HASHES.welcome} title={t('auth.welcome.title')}>
        <WelcomeContent locale={locale} session={session} continueHash={continueHash} />
      </Section>
      {session.needsEmployeeTerms ? (
        <Section hash={AUTH_HASHES.employeeTerms} title={t('auth.terms.title')}>
          <EmployeeTermsContent locale={locale} site={site} redirectTo={redirectTo} />
        </Section>
      ) : null}
    </>
  );
}

function Section({ hash, title, children }: { hash: AuthHash; title: string; children: ReactNode }) {
  return (
    <section
      id={hash}
      aria-label={title}
      // Shown while the URL targets it, or its form's error summary (`#sign-up-problems`) inside it.
      className="mx-auto my-6 hidden max-w-lg scroll-mt-24 rounded-3xl border-2 border-ink bg-paper p-6 target:block has-[:target]:block"
    >
      <h2 className="mb-4 font-display text-2xl font-extrabold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}
