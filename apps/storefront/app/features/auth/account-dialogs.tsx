import { Button } from '#app/components/ui/button.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { ResponsiveDialog } from '#app/components/ui/responsive-dialog.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { AUTH_HASHES } from './auth-hashes.ts';
import { sessionActionPath, type AuthSession, type AuthSite } from './auth-types.ts';
import { localToday } from './validation.ts';
import { Link } from '#app/components/ui/link.tsx';

/** After sign-up (spec §2 "welcome" dialog): the account is ready, and where to go next. */
export function WelcomeContent({
  locale,
  session,
  onDone,
  continueHash,
}: {
  locale: string;
  session: AuthSession;
  onDone?: () => void;
  /** Without JavaScript: the form the shopper signed up on the way to (a review), which "Continue" goes back to. */
  continueHash?: string | undefined;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <p className="text-lg">
        {session.firstName
          ? t('auth.welcome.greeting', {
              firstName: session.firstName,
              lastName: session.lastName ?? session.firstName,
            })
          : t('auth.welcome.ready')}
      </p>
      <p className="text-muted">{t('auth.welcome.body')}</p>
      {/* The sign-up's "Email me news…" box asked for a link to confirm (decision 0054): say it went. */}
      {session.emailOptInPending ? <p className="font-semibold">{t('auth.welcome.optInPending')}</p> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {onDone ? (
          <Button size="lg" className="flex-1" onPress={onDone}>
            {t('auth.welcome.continue')}
          </Button>
        ) : (
          <a href={`#${continueHash ?? 'main'}`} className={buttonStyles({ size: 'lg', className: 'flex-1' })}>
            {continueHash ? t('auth.welcome.resume') : t('auth.welcome.continue')}
          </a>
        )}
        <Link
          to={`/${locale}/account`}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'flex-1' })}
        >
          {t('auth.welcome.account')}
        </Link>
      </div>
    </div>
  );
}

/**
 * spec §4/§6: an employee accepts the employee discount terms in a modal on first sign-in. Accepting posts
 * `intent=accept-employee-terms`; "Not now" (or Escape) only closes it: the associate discount does not apply
 * until the terms are accepted, and the account page and menu keep offering them.
 */
export function EmployeeTermsContent({
  locale,
  site,
  redirectTo,
  onDone,
}: {
  locale: string;
  site: AuthSite;
  redirectTo: string;
  onDone?: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5">
      <p>{t('auth.terms.intro')}</p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        <li>{t('auth.terms.personalUse')}</li>
        <li>{t('auth.terms.annualLimit')}</li>
        <li>{t('auth.terms.noResale')}</li>
        <li>{t('auth.terms.review')}</li>
      </ul>
      <AuthForm
        intent="accept-employee-terms"
        action={sessionActionPath(locale)}
        fields={[]}
        checkContext={{ phoneCountry: null, countryCode: site.countryCode, today: localToday(), passwordRules: false }}
        hidden={{ redirectTo }}
        submitLabel={t('auth.terms.accept')}
        onSuccess={() => onDone?.()}
        footer={
          <div className="flex flex-col items-center gap-2 text-center">
            {onDone ? (
              <Button variant="ghost" onPress={onDone}>
                {t('auth.terms.later')}
              </Button>
            ) : (
              <a href="#main" className={buttonStyles({ variant: 'ghost' })}>
                {t('auth.terms.later')}
              </a>
            )}
            <p className="text-sm text-muted">{t('auth.terms.laterNote')}</p>
          </div>
        }
      >
        {() => null}
      </AuthForm>
    </div>
  );
}

export function WelcomeDialog({ locale, session }: { locale: string; session: AuthSession }) {
  const t = useT();
  const { isOpen, onOpenChange } = useHashDialog(AUTH_HASHES.welcome);
  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('auth.welcome.title')}>
      {(close) => <WelcomeContent locale={locale} session={session} onDone={close} />}
    </ResponsiveDialog>
  );
}

export function EmployeeTermsDialog({
  locale,
  site,
  redirectTo,
}: {
  locale: string;
  site: AuthSite;
  redirectTo: string;
}) {
  const t = useT();
  const { isOpen, onOpenChange } = useHashDialog(AUTH_HASHES.employeeTerms);
  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('auth.terms.title')}>
      {(close) => <EmployeeTermsContent locale={locale} site={site} redirectTo={redirectTo} onDone={close} />}
    </ResponsiveDialog>
  );
}
