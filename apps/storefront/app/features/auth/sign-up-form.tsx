import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth.values';

import { TextField } from '#app/components/ui/text-field.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { sessionActionPath, type AuthFormResult, type AuthFormState } from './auth-types.ts';
import { CheckboxField, ContactFields, InterestsFieldset, PasswordField, ShoeSizeSelect } from './fields.tsx';
import type { PhoneCountryOption } from './phone-countries.ts';
import { orderNames } from './profile-options.ts';
import { usePhoneChoice } from './use-phone-choice.ts';
import { localToday, SIGN_UP_OPTIONAL, type FieldName } from './validation.ts';

export type SignUpVariant = 'full' | 'quick';

export interface SignUpFormProps {
  locale: string;
  countryCode: string;
  /** The site's brand: a password that is only the brand and digits is refused at the field (as the api does). */
  brand?: string;
  /** The site's minimum account age: the birth date's hint and check. */
  minAccountAge?: number | undefined;
  /**
   * The dial codes the mobile may have, the site's first (the root loader's, so the choice is there before and
   * without JavaScript); null when the list could not be read: no choice and no check here, the api reads the number.
   */
  phoneCountries: readonly PhoneCountryOption[] | null;
  redirectTo: string;
  /**
   * `full`: every profile field of spec §3 (the sign-up dialog). `quick`: name, email and password only, the
   * simplified enrollment variant beside sign-in; the account is then partially enrolled (spec §5).
   */
  variant: SignUpVariant;
  onSuccess?: (result: Extract<AuthFormResult, { ok: true }> | undefined) => void;
  /** A sign-up refused after a post made without JavaScript: the values typed and the problems (never the password). */
  initial?: AuthFormState | null | undefined;
}

const QUICK_FIELDS: readonly FieldName[] = ['firstName', 'lastName', 'email', 'password'];
const FULL_FIELDS: readonly FieldName[] = [...QUICK_FIELDS, 'phone', 'birthDate', 'postalCode'];
const acceptBlankOptional = (name: FieldName, value: string) => value.trim() === '' && SIGN_UP_OPTIONAL.has(name);

/** `intent=sign-up` with the fields of contracts SignUpRequest (the session action adds challenge and captcha). */
export function SignUpForm({
  locale,
  countryCode,
  brand,
  minAccountAge,
  phoneCountries,
  redirectTo,
  variant,
  onSuccess,
  initial,
}: SignUpFormProps) {
  const t = useT();
  const today = localToday();
  const full = variant === 'full';
  const kept = initial?.intent === (full ? 'sign-up' : 'enroll') ? initial : null;
  const value = (name: string): string | undefined => {
    const typed = kept?.values[name];
    return typeof typed === 'string' ? typed : undefined;
  };
  const interests = kept?.values.interests;
  // The mobile's "Country code", as the account's details have it (decision 0017 addenda): the site's first, or the
  // one a refused post chose; the hint, the check and the mask follow it.
  const choice = usePhoneChoice({
    options: phoneCountries,
    phone: value('phone') ?? '',
    phoneCode: value('phoneCode'),
  });
  const phoneCountry = full ? choice.phoneCountry : null;
  return (
    <AuthForm
      intent="sign-up"
      action={sessionActionPath(locale)}
      fields={full ? FULL_FIELDS : QUICK_FIELDS}
      accept={acceptBlankOptional}
      checkContext={{ phoneCountry, countryCode, today, passwordRules: true, brand, minAccountAge }}
      {...(full ? { contextOf: choice.contextOf } : {})}
      hidden={{ redirectTo }}
      formatOnBlur={{ phone: choice.formatPhone }}
      submitLabel={full ? t('auth.signUp.submit') : t('auth.enroll.submit')}
      onSuccess={onSuccess}
      actionData={kept?.result}
      problemSummary
      idPrefix={full ? 'sign-up' : 'enroll'}
    >
      {(errors) => (
        <>
          {/* Family name first where that is the custom (Japanese), in the reading and the tab order alike. */}
          <div className="grid gap-5 sm:grid-cols-2">
            {orderNames(locale, [
              <TextField
                key="firstName"
                name="firstName"
                defaultValue={value('firstName')}
                label={t('auth.field.firstName')}
                autoComplete="given-name"
                isRequired
                maxLength={NAME_MAX_LENGTH}
                errorMessage={errors.firstName}
              />,
              <TextField
                key="lastName"
                name="lastName"
                defaultValue={value('lastName')}
                label={t('auth.field.lastName')}
                autoComplete="family-name"
                isRequired
                maxLength={NAME_MAX_LENGTH}
                errorMessage={errors.lastName}
              />,
            ])}
          </div>
          <TextField
            name="email"
            defaultValue={value('email')}
            type="email"
            label={t('auth.field.email')}
            autoComplete="email"
            isRequired
            maxLength={EMAIL_MAX_LENGTH}
            errorMessage={errors.email}
          />
          <PasswordField
            name="password"
            label={t('auth.field.password')}
            autoComplete="new-password"
            error={errors.password}
            description={t('auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
          />
          {full ? (
            <>
              <ContactFields
                values={{ phone: value('phone'), birthDate: value('birthDate'), postalCode: value('postalCode') }}
                errors={errors}
                required={{ phone: false, birthDate: false, postalCode: false }}
                phoneCountry={phoneCountry}
                today={today}
                minAccountAge={minAccountAge}
                {...choice.fieldProps}
              />
              <InterestsFieldset defaultValues={Array.isArray(interests) ? interests : interests ? [interests] : []} />
              <ShoeSizeSelect countryCode={countryCode} defaultValue={value('preferredShoeSize')} />
            </>
          ) : null}
          <CheckboxField
            name="emailOptIn"
            label={t('auth.field.emailOptIn')}
            defaultChecked={kept ? value('emailOptIn') !== undefined : undefined}
          />
          <p className="text-sm text-muted">{t('auth.signUp.terms')}</p>
        </>
      )}
    </AuthForm>
  );
}
