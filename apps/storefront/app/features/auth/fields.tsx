import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth.values';
import { phoneExampleFor, type PhoneCountry } from '@outsole/contracts/phone';
import { useContext, useId, useState, type ReactNode } from 'react';

import { cx } from '#app/components/ui/cx.ts';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { FieldIdPrefix, TextField } from '#app/components/ui/text-field.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import type { PhoneCountryOption } from './phone-countries.ts';
import { INTERESTS, shoeSizeOptions } from './profile-options.ts';
import { MIN_ACCOUNT_AGE } from './validation.ts';

/** The profile's native selects (shoe size, country code), drawn as its text fields are. */
const selectClass =
  'min-h-12 rounded-xl border-2 border-stone-300 bg-white px-3 text-base hover:border-stone-500 focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export interface PasswordFieldProps {
  name: string;
  label: string;
  /** `current-password` to sign in, `new-password` where one is chosen (then the length rule applies natively too). */
  autoComplete: 'current-password' | 'new-password';
  error: string | undefined;
  description?: ReactNode;
}

/**
 * A password input with a show/hide toggle (a plain button once JavaScript runs; before that there is nothing to
 * toggle with). Its name says what it does ("Show password") and contains its visible word ("Show").
 */
export function PasswordField({ name, label, autoComplete, error, description }: PasswordFieldProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const chosen = autoComplete === 'new-password';
  return (
    <TextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired
      minLength={chosen ? PASSWORD_MIN_LENGTH : undefined}
      maxLength={PASSWORD_MAX_LENGTH}
      errorMessage={error}
      description={description}
      endAdornment={
        hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? t('auth.password.hideLabel') : t('auth.password.showLabel')}
            className="min-h-9 rounded-lg px-3 text-sm font-semibold text-ink underline underline-offset-4 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus"
          >
            {visible ? t('auth.password.hide') : t('auth.password.show')}
          </button>
        ) : undefined
      }
    />
  );
}

export function CheckboxField({
  name,
  label,
  defaultChecked,
}: {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        className="mt-0.5 size-5 shrink-0 accent-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      />
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
    </div>
  );
}

/** spec §3 Profile `preferences.interests`: a group of checkboxes posting repeated `interests` values. */
export function InterestsFieldset({ defaultValues = [] }: { defaultValues?: readonly string[] }) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-ink">{t('auth.field.interests')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t('auth.field.interests.hint')}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        {INTERESTS.map((interest) => (
          <label
            key={interest}
            className={cx(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-stone-300 bg-white px-4 text-sm font-medium',
              'hover:border-stone-500 has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-paper',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
            )}
          >
            <input
              type="checkbox"
              name="interests"
              value={interest}
              defaultChecked={defaultValues.includes(interest)}
              className="size-4 accent-accent"
            />
            {t('auth.interest', { value: selectKey(interest) })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** spec §3 Profile `preferences.preferredShoeSize`: men's and women's runs, labelled in the market's system. */
export function ShoeSizeSelect({
  countryCode,
  defaultValue,
}: {
  countryCode: string;
  defaultValue?: string | undefined;
}) {
  const t = useT();
  const sizeLabel = useSizeLabel();
  const generatedId = useId();
  const prefix = useContext(FieldIdPrefix);
  const id = prefix ? `${prefix}-preferredShoeSize` : generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('auth.field.shoeSize')}
      </label>
      <select id={id} name="preferredShoeSize" defaultValue={defaultValue ?? ''} className={selectClass}>
        <option value="">{t('auth.field.shoeSize.none')}</option>
        <optgroup label={t('auth.field.shoeSize.men')}>
          {shoeSizeOptions('men', countryCode).map((option) => (
            <option key={option.value} value={option.value}>
              {t('auth.field.shoeSize.option', { run: 'men', size: sizeLabel(option.label) })}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('auth.field.shoeSize.women')}>
          {shoeSizeOptions('women', countryCode).map((option) => (
            <option key={option.value} value={option.value}>
              {t('auth.field.shoeSize.option', { run: 'women', size: sizeLabel(option.label) })}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

type ContactField = 'phone' | 'birthDate' | 'postalCode';

export interface ContactFieldsProps {
  values: Partial<Record<ContactField, string | undefined>>;
  errors: Partial<Record<ContactField, string | undefined>>;
  /**
   * Neither sign-up nor the account's details require them (decision 0017 addenda: sign-up asks for names, email and
   * password; emptying one on the account removes it), and their labels say "(optional)".
   */
  required: Record<ContactField, boolean>;
  /** The site country's dialling code and mask, for the phone's hint (null: the plain hint). */
  phoneCountry: PhoneCountry | null;
  /** The shopper's date (localToday), the latest birth date the field offers. */
  today: string;
  /** The site's minimum account age, said in the birth date's hint. */
  minAccountAge?: number | undefined;
  /**
   * The mobile's country choice (the account's details, decision 0017 addendum): a select posting `phoneCode` (the dial
   * code's digits) beside the number, `phoneCountry` being the chosen one. Absent: no choice (sign-up).
   */
  phoneChoice?: {
    options: readonly PhoneCountryOption[];
    value: string;
    onChange: (dialCode: string) => void;
  };
  /** Called with the number as it is typed (the account's details read a `+49 …` as Germany's). */
  onPhoneInput?: (value: string) => void;
}

/** "Country code": the mobile's dial code, one option per code the api offers, named by its countries. */
function PhoneCodeSelect({ options, value, onChange }: NonNullable<ContactFieldsProps['phoneChoice']>) {
  const t = useT();
  const { locale } = useIntl();
  const generatedId = useId();
  const prefix = useContext(FieldIdPrefix);
  const id = prefix ? `${prefix}-phoneCode` : generatedId;
  const names = regionNames(locale);
  return (
    <div className="flex flex-col gap-1.5 @lg:max-w-72 @lg:shrink-0">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('auth.field.phoneCode')}
      </label>
      <select
        id={id}
        name="phoneCode"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cx(selectClass, 'w-full')}
      >
        {options.map((option) => (
          <option key={option.dialCode} value={option.dialCode}>
            {`${option.countryCodes.map((code) => names?.of(code) ?? code).join(' / ')} (+${option.dialCode})`}
          </option>
        ))}
      </select>
    </div>
  );
}

function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    return null;
  }
}

/** The mobile phone, date of birth and ZIP code fields of the sign-up form and of the account's details. */
export function ContactFields({
  values,
  errors,
  required,
  phoneCountry,
  today,
  minAccountAge = MIN_ACCOUNT_AGE,
  phoneChoice,
  onPhoneInput,
}: ContactFieldsProps) {
  const t = useT();
  const label = (field: ContactField, text: string) =>
    required[field] ? text : t('auth.field.optional', { label: text });
  const phoneLabel = label('phone', t('auth.field.phone'));
  const phone = (
    <TextField
      name="phone"
      type="tel"
      label={phoneLabel}
      autoComplete="tel-national"
      inputMode="tel"
      isRequired={required.phone}
      maxLength={25}
      defaultValue={values.phone}
      onChange={onPhoneInput}
      errorMessage={errors.phone}
      description={
        phoneCountry
          ? t('auth.field.phone.hint', { dialCode: phoneCountry.dialCode, example: phoneExampleFor(phoneCountry) })
          : t('auth.field.phone.hintPlain')
      }
      className={phoneChoice ? 'min-w-0 flex-1' : undefined}
    />
  );
  return (
    <>
      {phoneChoice ? (
        // The country code and the number are one answer: a group named as the field is (its legend is heard, not
        // shown: the field's own label says it), so a screen reader hears both as the mobile's parts. Side by side from
        // a width where the select shows its longest country names whole (a 32rem form: the account's details on a
        // wide screen), stacked in narrower ones (a phone, the sign-up dialog, where the code was cut off).
        <div className="@container">
          <fieldset className="flex min-w-0 flex-col gap-5 @lg:flex-row @lg:gap-3">
            <legend className="sr-only">{phoneLabel}</legend>
            <PhoneCodeSelect {...phoneChoice} />
            {phone}
          </fieldset>
        </div>
      ) : (
        phone
      )}
      <TextField
        name="birthDate"
        type="date"
        label={label('birthDate', t('auth.field.birthDate'))}
        autoComplete="bday"
        isRequired={required.birthDate}
        min="1900-01-01"
        max={today}
        defaultValue={values.birthDate}
        errorMessage={errors.birthDate}
        description={t('auth.field.birthDate.hint', { age: minAccountAge })}
      />
      <TextField
        name="postalCode"
        label={label('postalCode', t('auth.field.postalCode'))}
        autoComplete="postal-code"
        isRequired={required.postalCode}
        maxLength={12}
        defaultValue={values.postalCode}
        errorMessage={errors.postalCode}
      />
    </>
  );
}
