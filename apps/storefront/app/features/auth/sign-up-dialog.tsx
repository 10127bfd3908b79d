import { ResponsiveDialog } from '#app/components/ui/responsive-dialog.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AUTH_HASHES } from './auth-hashes.ts';
import type { AuthFormResult, AuthFormState, AuthSite } from './auth-types.ts';
import type { PhoneCountryOption } from './phone-countries.ts';
import type { AuthDialogProps } from './sign-in-dialog.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { brandOfSite } from './auth-types.ts';
import { useAfterAuth } from './use-after-auth.ts';

/** The sign-up dialog's content: every profile field (spec §3), then a way back to sign-in. */
export function SignUpContent({
  locale,
  site,
  phoneCountries,
  redirectTo,
  onSuccess,
  initial,
}: {
  locale: string;
  site: AuthSite;
  /** The mobile's country codes (the root loader's; null: no choice, the api reads the number). */
  phoneCountries: readonly PhoneCountryOption[] | null;
  redirectTo: string;
  onSuccess?: (result: Extract<AuthFormResult, { ok: true }> | undefined) => void;
  /** A sign-up refused after a post made without JavaScript (AuthFormState). */
  initial?: AuthFormState | null | undefined;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted">{t('auth.signUp.intro')}</p>
      <SignUpForm
        locale={locale}
        countryCode={site.countryCode}
        brand={brandOfSite(site.siteId)}
        minAccountAge={site.minAccountAge}
        phoneCountries={phoneCountries}
        redirectTo={redirectTo}
        variant="full"
        onSuccess={onSuccess}
        initial={initial}
      />
      <p className="border-t border-stone-200 pt-5 text-center text-sm">
        {t('auth.signUp.haveAccount')}{' '}
        <a
          href={`#${AUTH_HASHES.signIn}`}
          className="rounded font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t('auth.signUp.signIn')}
        </a>
      </p>
    </div>
  );
}

export function SignUpDialog({
  locale,
  site,
  redirectTo,
  phoneCountries,
}: AuthDialogProps & { phoneCountries: readonly PhoneCountryOption[] | null }) {
  const t = useT();
  const { isOpen, onOpenChange } = useHashDialog(AUTH_HASHES.signUp);
  const afterAuth = useAfterAuth(() => onOpenChange(false));
  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('auth.signUp.title')}>
      <SignUpContent
        locale={locale}
        site={site}
        phoneCountries={phoneCountries}
        redirectTo={redirectTo}
        onSuccess={(result) => void afterAuth(result)}
      />
    </ResponsiveDialog>
  );
}
