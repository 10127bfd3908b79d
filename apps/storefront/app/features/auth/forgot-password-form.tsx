import { EMAIL_MAX_LENGTH } from '@outsole/contracts/auth.values';
import { useEffect, useRef, useState } from 'react';

import { Button } from '#app/components/ui/button.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { AUTH_HASHES } from './auth-hashes.ts';
import { sessionActionPath, type AuthFormState } from './auth-types.ts';
import { localToday } from './validation.ts';

/**
 * spec §7 confirmforgotpassword: the email, posted as `intent=forgot-password`. The confirmation is the same text
 * whether or not an account exists for the address, so the form never tells who has an account.
 */
export function ForgotPasswordForm({
  locale,
  countryCode,
  onDone,
  backToSignIn = true,
  initial,
}: {
  locale: string;
  countryCode: string;
  /** Closes the dialog; absent where there is nothing to close (the section shown without JavaScript). */
  onDone?: () => void;
  /** The "Back to sign in" link: not for a signed-in shopper, for whom there is no sign-in to go back to. */
  backToSignIn?: boolean;
  /** A request refused after a post made without JavaScript: its email and the problem, at the field as the dialog's. */
  initial?: AuthFormState | null | undefined;
}) {
  const t = useT();
  const kept = initial?.intent === 'forgot-password' ? initial : null;
  const email = kept?.values.email;
  const [sent, setSent] = useState(false);
  // The form (and the button that had focus) gives way to the confirmation, which takes focus and is read out.
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);
  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <p ref={confirmation} tabIndex={-1} className="rounded-xl bg-stone-100 px-4 py-3 outline-none">
          {t('auth.forgot.sent')}
        </p>
        {onDone ? (
          <Button size="lg" className="w-full" onPress={onDone}>
            {t('auth.forgot.done')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <AuthForm
      intent="forgot-password"
      action={sessionActionPath(locale)}
      fields={['email']}
      checkContext={{ phoneCountry: null, countryCode, today: localToday(), passwordRules: false }}
      submitLabel={t('auth.forgot.submit')}
      onSuccess={() => setSent(true)}
      actionData={kept?.result}
      problemSummary
      footer={
        backToSignIn ? (
          <a
            href={`#${AUTH_HASHES.signIn}`}
            className="self-center rounded text-sm font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t('auth.forgot.back')}
          </a>
        ) : undefined
      }
    >
      {(errors) => (
        <>
          <p className="text-muted">{t('auth.forgot.intro')}</p>
          <TextField
            name="email"
            defaultValue={typeof email === 'string' ? email : undefined}
            type="email"
            label={t('auth.field.email')}
            autoComplete="email"
            isRequired
            maxLength={EMAIL_MAX_LENGTH}
            errorMessage={errors.email}
          />
        </>
      )}
    </AuthForm>
  );
}
