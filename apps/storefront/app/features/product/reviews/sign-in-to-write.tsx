import { AUTH_HASHES } from '#app/features/auth/auth-hashes.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { MessageKey } from '#app/lib/i18n/messages/en-US.ts';
import type { WriteWhat } from './review-query.ts';
import { useWriterSignedIn } from './use-writer-signed-in.ts';
import { useWriteHref } from './write-href.ts';

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

/**
 * At the top of the write-review and ask-question forms for readers without JavaScript (decision 0052, addendum):
 * the page is a kept page served to guests and signed-in shoppers alike, so without JavaScript it cannot tell whom
 * it shows the form to. It says that writing needs an account, in words also right for a signed-in shopper, before
 * anything is typed, with a link to the form's page of the shopper's own (`?write=`): rendered for them, it asks a
 * guest to sign in (and brings them back to the form) and starts a signed-in shopper's form with their name. With
 * JavaScript nothing shows: the page knows, and SignInToWrite replaces the form for a guest.
 */
export function SignedInOnlyNotice({ message, what }: { message: MessageKey; what: WriteWhat }) {
  const t = useT();
  const href = useWriteHref(what, what === 'review' ? 'modal-write-review' : 'modal-ask-question');
  // A page rendered for a signed-in shopper says nothing; a kept page served to one carries the page cache's mark,
  // and app.css hides what is marked for the signed-out (`data-account-form`, as the header's sign-in link).
  if (useWriterSignedIn() === true) return null;
  return (
    <noscript>
      <p className="rounded-xl bg-stone-100 px-4 py-3 text-sm" data-signed-in-only data-account-form="signed-out">
        {t(message)}{' '}
        <a href={href} rel="nofollow" className="font-semibold underline">
          {t('auth.signIn.title')}
        </a>
      </p>
    </noscript>
  );
}
