import { NAME_MAX_LENGTH } from '@outsole/contracts/auth.values';
import type { PhoneCountry } from '@outsole/contracts/phone';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';

import { focusIsFree } from '#app/components/ui/focus-is-free.ts';
import { TextField } from '#app/components/ui/text-field.tsx';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { ACCOUNT_DETAILS_ID } from './auth-hashes.ts';
import type { AuthFormResult } from './auth-types.ts';
import { CheckboxField, ContactFields, InterestsFieldset, ShoeSizeSelect } from './fields.tsx';
import type { PhoneCountryOption } from './phone-countries.ts';
import { orderNames } from './profile-options.ts';
import type { ProfileFormValues } from './profile-values.ts';
import { usePhoneChoice } from './use-phone-choice.ts';
import { localToday, type FieldName } from './validation.ts';

/** The account page's answer to the details form: the page's own action (profile.server.ts). */
export type ProfileActionData = AuthFormResult & { intent: 'update-profile'; values?: ProfileFormValues };

/** Where focus goes when the details come back after the form (saved or cancelled): their Edit link. */
export const FROM_EDIT = { from: 'edit-details' } as const;

export interface ProfileFormProps {
  locale: string;
  countryCode: string;
  /** The number's country on file, else the site's: what the country choice opens with. */
  phoneCountry: PhoneCountry | null;
  /** The dial codes the mobile may have (the page's loader); null: no choice, the api reads the number. */
  phoneCountries?: readonly PhoneCountryOption[] | null | undefined;
  email: string;
  /** The profile's values, or the ones a post without JavaScript sent back with its errors. */
  values: ProfileFormValues;
  /** The number on file as the form shows it (profileValuesOf), '' without one: kept as it is, it is not checked. */
  phoneOnFile: string;
  /**
   * The postal code on file, '' without one: kept as it is, it is not checked (it may be another country's: the
   * profile is shared by the brand's sites, and the api reads it as the account's country's).
   */
  postalCodeOnFile?: string;
  /**
   * The names on file: kept as they are, they are not checked for their characters (one from before names were a
   * person's name may have a digit, decision 0017 addendum); the action neither checks nor sends them.
   */
  namesOnFile?: { firstName: string; lastName: string };
  /** The site's minimum account age: the birth date's hint and check, as the api checks it. */
  minAccountAge?: number | undefined;
  /** The account's country (the site it signed up on), whose format a new postal code is checked in, as the api does. */
  accountCountry?: string;
  actionData?: ProfileActionData | undefined;
}

const OPTIONAL = new Set<FieldName>(['phone', 'birthDate', 'postalCode']);

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
  phoneCountry: phoneCountryOnFile,
  phoneCountries = null,
  email,
  values,
  phoneOnFile,
  postalCodeOnFile = '',
  namesOnFile = { firstName: '', lastName: '' },
  accountCountry = countryCode,
  minAccountAge,
  actionData,
}: ProfileFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const today = localToday();
  const page = `/${locale}/account`;
  // Names are required; the mobile, birth date and ZIP code are optional, and emptying one removes it (decision 0017
  // addendum). A number or postal code on file left as it is passes too: the action does not check it again, so a
  // number the api once took (a landline, before mobiles were asked for) or a US ZIP code on the UK site never stops
  // the other fields from being saved.
  const fields: FieldName[] = ['firstName', 'lastName', 'phone', 'birthDate', 'postalCode'];
  // The mobile's country (decision 0017 addendum): chosen beside the number, or read from a number written with its
  // dial code (the choice then follows it); the hint, the check and the mask follow it (usePhoneChoice, as sign-up's).
  const dialOnFile = phoneCountryOnFile?.dialCode ?? '';
  const choice = usePhoneChoice({
    options: phoneCountries,
    phone: values.phone,
    phoneCode: values.phoneCode,
    initial: dialOnFile,
    fallback: phoneCountryOnFile,
  });
  const { dialCode, phoneCountry } = choice;
  const accept = (name: FieldName, value: string) =>
    value.trim() === ''
      ? OPTIONAL.has(name)
      : (name === 'phone' && phoneOnFile !== '' && value === phoneOnFile && dialCode === dialOnFile) ||
        (name === 'postalCode' && postalCodeOnFile !== '' && value.trim() === postalCodeOnFile) ||
        ((name === 'firstName' || name === 'lastName') && value.trim() === namesOnFile[name]);
  const first = useRef<HTMLDivElement>(null);
  // Opened from the details (a client navigation: their Edit link leaves, focus falls to the body): focus goes to the
  // first field. Never from a field the shopper is in: on a page loaded with `?edit=details` this runs at hydration,
  // which their first click or key starts (decision 0016), and it moved their typing into the first field.
  useEffect(() => {
    if (focusIsFree()) first.current?.querySelector('input')?.focus();
  }, []);

  return (
    <AuthForm
      intent="update-profile"
      action={withHash(`${page}?edit=details`, ACCOUNT_DETAILS_ID)}
      // Without JavaScript the page opens at the details' heading: the summary under it names every field at fault
      // (a ZIP code is a phone's screen further down the form), each a link to its field.
      problemSummary
      fields={fields}
      accept={accept}
      checkContext={{ phoneCountry, countryCode: accountCountry, today, passwordRules: false, minAccountAge }}
      contextOf={choice.contextOf}
      formatOnBlur={{ phone: choice.formatPhone }}
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
          <ContactFields
            values={values}
            errors={errors}
            required={{ phone: false, birthDate: false, postalCode: false }}
            phoneCountry={phoneCountry}
            today={today}
            minAccountAge={minAccountAge}
            {...choice.fieldProps}
          />
          <InterestsFieldset defaultValues={values.interests} />
          <ShoeSizeSelect countryCode={countryCode} defaultValue={values.preferredShoeSize} />
          <CheckboxField name="emailOptIn" label={t('auth.field.emailOptIn')} defaultChecked={values.emailOptIn} />
        </>
      )}
    </AuthForm>
  );
}
