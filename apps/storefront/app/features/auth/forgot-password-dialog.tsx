import { ResponsiveDialog } from '#app/components/ui/responsive-dialog.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AUTH_HASHES } from './auth-hashes.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import type { AuthDialogProps } from './sign-in-dialog.tsx';

/** Open to a signed-in shopper too (a dead reset link offers a new one), then without the way back to sign in. */
export function ForgotPasswordDialog({
  locale,
  site,
  signedIn,
}: Omit<AuthDialogProps, 'redirectTo'> & { signedIn: boolean }) {
  const t = useT();
  const { isOpen, onOpenChange } = useHashDialog(AUTH_HASHES.forgotPassword);
  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('auth.forgot.title')}>
      {(close) => (
        <ForgotPasswordForm locale={locale} countryCode={site.countryCode} onDone={close} backToSignIn={!signedIn} />
      )}
    </ResponsiveDialog>
  );
}
