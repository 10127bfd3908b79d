import { AUTH_HASHES } from '#app/features/auth/auth-hashes.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';

/**
 * In place of the write-review and ask-question forms for a shopper who is not signed in (decision 0052): why, and
 * the links that open the sign-in and sign-up dialogs (moving to their hash closes this dialog).
 */
export function SignInToWrite({ message }: { message: MessageKey }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-5" data-sign-in-to-write>
      <p role="status">{t(message)}</p>
      <div className="flex flex-col gap-3">
        <a href={`#${AUTH_HASHES.signIn}`} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
          {t('auth.signIn.title')}
        </a>
        <a
          href={`#${AUTH_HASHES.signUp}`}
          className={buttonStyles({ variant: 'secondary', size: 'lg', className: 'w-full' })}
        >
          {t('auth.signIn.createAccount')}
        </a>
      </div>
    </div>
  );
}
