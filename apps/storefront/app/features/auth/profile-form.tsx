import { NAME_MAX_LENGTH } from '@outsole/contracts/auth.values';
import type { PhoneCountry } from '@outsole/contracts/phone';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

import { TextField } from '#app/components/ui/text-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import type { AuthFormResult } from './auth-types.ts';
import { CheckboxField, ContactFields, InterestsFieldset, ShoeSizeSelect } from './fields.tsx';
import { orderNames } from './profile-options.ts';
import type { ProfileFormValues } from './profile-values.ts';
import { checkPhone, formatPhone, localToday, type FieldName } from './validation.ts';

/** The account page's answer to the details form: the page's own action (profile.server.ts). */
export type ProfileActionData = AuthFormResult & { intent: 'update-profile'; values?: ProfileFormValues };

/** Where focus goes when the details come back after the form (saved or cancelled): their Edit link. */
export const FROM_EDIT = { from: 'edit-details' } as const;

export interface ProfileFormProps {
  locale: string;
  countryCode: string;
  phoneCountry: PhoneCountry | null;
  email: string;
  /** The profile's values, or the ones a post without JavaScript sent back with its errors. */
  values: ProfileFormValues;
  /** Which of phone, birth date and postal code the profile has: those stay required (the api cannot remove them). */
  onFile: { phone: boolean; birthDate: boolean; postalCode: boolean };
  actionData?: ProfileActionData | undefined;
}

const linkStyles =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * "Edit your details" (PUT /consumers-v3/consumer through the page's action, `intent=update-profile`): the sign-up
 * form's fields and checks, opened with the profile's values. The email is shown, not edited: it is the sign-in
 * (decision 0017 addendum). Works without JavaScript (the page's `?edit=details` and a document post).
 */
export function ProfileForm({
  locale,
  countryCode,
  phoneCountry,
  email,
  values,
  onFile,
  actionData,
}: ProfileFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const today = localToday();
  const page = `/${locale}/account`;
  const fields: FieldName[] = ['firstName', 'lastName'];
  // A number on file that today's rules would refuse is left to the action, which does not check it unchanged.
  if (onFile.phone && checkPhone(values.phone, phoneCountry) === null) fields.push('phone');
  if (onFile.birthDate) fields.push('birthDate');
  if (onFile.postalCode) fields.push('postalCode');
  const first = useRef<HTMLDivElement>(null);
  // Opened from the details (a client navigation): focus goes to the first field.
  useEffect(() => {
    first.current?.querySelector('input')?.focus();
  }, []);

  return (
    <AuthForm
      intent="update-profile"
      action={`${page}?edit=details`}
      fields={fields}
      checkContext={{ phoneCountry, countryCode, today, passwordRules: false }}
      formatOnBlur={{ phone: (value) => formatPhone(value, phoneCountry) }}
      submitLabel={t('auth.account.edit.save')}
      actionData={actionData}
      onSuccess={() => void navigate(page, { state: FROM_EDIT, preventScrollReset: true })}
      footer={
        <Link to={page} state={FROM_EDIT} preventScrollReset className={`${linkStyles} self-center`}>
          {t('auth.account.edit.cancel')}
        </Link>
      }
    >
      {(errors) => (
        <>
          <div ref={first} className="grid gap-5 sm:grid-cols-2">
            {orderNames(locale, [
              <TextField
                key="firstName"
                name="firstName"
                label={t('auth.field.firstName')}
                autoComplete="given-name"
                isRequired
                maxLength={NAME_MAX_LENGTH}
                defaultValue={values.firstName}
                errorMessage={errors.firstName}
              />,
              <TextField
                key="lastName"
                name="lastName"
                label={t('auth.field.lastName')}
                autoComplete="family-name"
                isRequired
                maxLength={NAME_MAX_LENGTH}
                defaultValue={values.lastName}
                errorMessage={errors.lastName}
              />,
            ])}
          </div>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold text-ink">{t('auth.field.email')}</p>
            <p className="break-all">{email}</p>
            <p className="text-sm text-muted">{t('auth.account.edit.emailFixed')}</p>
          </div>
          <ContactFields values={values} errors={errors} required={onFile} phoneCountry={phoneCountry} today={today} />
          <InterestsFieldset defaultValues={values.interests} />
          <ShoeSizeSelect countryCode={countryCode} defaultValue={values.preferredShoeSize} />
          <CheckboxField name="emailOptIn" label={t('auth.field.emailOptIn')} defaultChecked={values.emailOptIn} />
        </>
      )}
    </AuthForm>
  );
}
