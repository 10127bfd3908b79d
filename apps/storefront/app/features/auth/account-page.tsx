import { formatList } from '#app/lib/i18n/intl-formatters.ts';
import type { ConsumerProfile } from '@outsole/contracts/auth';
import { INTEREST_SEPARATOR, PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth.values';
import type { PhoneCountry } from '@outsole/contracts/phone';
import { localSizeLabel } from '@outsole/contracts/sizes.values';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { useFormatMoney } from '#app/components/ui/money.tsx';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { ACCOUNT_DETAILS_ID, ACCOUNT_PASSWORD_ID, AUTH_HASHES } from './auth-hashes.ts';
import { sessionActionPath, type AuthFormResult } from './auth-types.ts';
import { PasswordField } from './fields.tsx';
import { describeShoeSize, orderNames } from './profile-options.ts';
import type { PhoneCountryOption } from './phone-countries.ts';
import { FROM_EDIT, ProfileForm, type ProfileActionData } from './profile-form.tsx';
import { emailSubscriptionState, formatPhoneForDisplay, profileValuesOf } from './profile-values.ts';
import { localToday } from './validation.ts';
import { discountCurrencyElsewhere } from './employee-currency.ts';

export interface AccountPageProps {
  locale: string;
  countryCode: string;
  /** The site's minimum account age (the details form's birth date). */
  minAccountAge?: number | undefined;
  /** The site's currency: an associate discount capped in another one does not apply here (employee-currency.ts). */
  currency: string;
  profile: ConsumerProfile;
  /** The dial code and mask of the shopper's phone (the loader's, from the country list); null when unknown. */
  phoneCountry: PhoneCountry | null;
  /** The dial codes the mobile may have, for the details form's country choice (null: none offered). */
  phoneCountries?: readonly PhoneCountryOption[] | null | undefined;
  /** The details as a form (`?edit=details`). */
  editing: boolean;
  /** The route action's answer to a post made without JavaScript: the details form's, or change password's. */
  actionData?: AuthFormResult | ProfileActionData | undefined;
}

const linkStyles =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * `/:locale/account` (spec §2, protected): the profile of spec §3 (details, preferences, subscriptions, the loyalty,
 * athlete and employee flags; an employee's spend against the annual cap, spec §6) and the change-password form
 * (spec §7 changepassword), which posts `intent=change-password` to the page's own action.
 */
export function AccountPage({
  locale,
  countryCode,
  minAccountAge,
  currency,
  profile,
  phoneCountry,
  phoneCountries = null,
  editing,
  actionData,
}: AccountPageProps) {
  const t = useT();
  const { consumerDetails: details } = profile;
  const passwordHeading = useId();
  const profileAnswer = actionData && 'intent' in actionData ? actionData : undefined;
  const passwordAnswer = actionData && !('intent' in actionData) ? actionData : undefined;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-4xl font-black tracking-tight">{t('auth.account.title')}</h1>
        {details.firstName ? (
          <p className="text-lg">
            {t('auth.header.menuGreeting', {
              firstName: details.firstName,
              lastName: details.lastName || details.firstName,
            })}
          </p>
        ) : null}
        <Badges profile={profile} />
      </header>

      {profile.consumerType === 'EMPLOYEE' && details.employee ? (
        <EmployeeSection
          employee={details.employee}
          accepted={profile.isEmployeeDiscountTCAccepted}
          elsewhere={discountCurrencyElsewhere(profile, currency)}
        />
      ) : null}

      <section aria-labelledby={ACCOUNT_DETAILS_ID} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
          <h2 id={ACCOUNT_DETAILS_ID} className="scroll-mt-4 font-display text-2xl font-extrabold">
            {editing ? t('auth.account.edit.heading') : t('auth.account.details')}
          </h2>
          {editing ? null : <EditLink />}
        </div>
        {editing ? (
          <ProfileForm
            locale={locale}
            countryCode={countryCode}
            minAccountAge={minAccountAge}
            phoneCountry={phoneCountry}
            phoneCountries={phoneCountries}
            email={details.email}
            values={profileAnswer?.values ?? profileValuesOf(profile, phoneCountry)}
            phoneOnFile={profileValuesOf(profile, phoneCountry).phone}
            postalCodeOnFile={details.postalCode ?? ''}
            namesOnFile={{ firstName: details.firstName ?? '', lastName: details.lastName ?? '' }}
            accountCountry={details.countryCode}
            actionData={profileAnswer}
          />
        ) : (
          <ProfileDetails profile={profile} countryCode={countryCode} phoneCountry={phoneCountry} />
        )}
      </section>

      <section
        id={ACCOUNT_PASSWORD_ID}
        aria-labelledby={passwordHeading}
        className="flex max-w-md scroll-mt-4 flex-col gap-4"
      >
        <h2 id={passwordHeading} className="font-display text-2xl font-extrabold">
          {t('auth.account.password.heading')}
        </h2>
        <AuthForm
          intent="change-password"
          action={withHash(`/${locale}/account`, ACCOUNT_PASSWORD_ID)}
          problemSummary
          fields={['currentPassword', 'newPassword', 'confirmPassword']}
          checkContext={{ phoneCountry: null, countryCode, today: localToday(), passwordRules: true }}
          submitLabel={t('auth.account.password.submit')}
          actionData={passwordAnswer}
          // Its confirmation is the toast the action sends (one announcement, not a second status here too).
          resetOnSuccess
        >
          {(errors) => (
            <>
              <PasswordField
                name="currentPassword"
                label={t('auth.account.password.current')}
                autoComplete="current-password"
                error={errors.currentPassword}
              />
              <PasswordField
                name="newPassword"
                label={t('auth.reset.newPassword')}
                autoComplete="new-password"
                error={errors.newPassword}
                description={t('auth.password.hint', { min: PASSWORD_MIN_LENGTH })}
              />
              <PasswordField
                name="confirmPassword"
                label={t('auth.reset.confirmPassword')}
                autoComplete="new-password"
                error={errors.confirmPassword}
              />
            </>
          )}
        </AuthForm>
      </section>

      <form method="post" action={sessionActionPath(locale)}>
        <input type="hidden" name="intent" value="sign-out" />
        <input type="hidden" name="redirectTo" value={`/${locale}`} />
        <button type="submit" className={linkStyles}>
          {t('auth.header.signOut')}
        </button>
      </form>
    </div>
  );
}

/**
 * An email subscription waiting for its confirmation link (double opt-in, decision 0054): says so, with a plain form
 * post that sends the link again (no JavaScript needed; the api sends at most one every 15 minutes).
 */
function EmailPending() {
  const t = useT();
  return (
    <span className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span>{t('auth.account.emailPending')}</span>
      <form method="post">
        <input type="hidden" name="intent" value="resend-email-optin" />
        <button type="submit" className={linkStyles}>
          {t('auth.account.emailResend')}
        </button>
      </form>
    </span>
  );
}

function Badges({ profile }: { profile: ConsumerProfile }) {
  const t = useT();
  const badges = [
    profile.isLoyaltyMember ? t('auth.account.loyaltyMember') : null,
    profile.consumerDetails.athlete ? t('auth.account.athlete') : null,
    profile.consumerType === 'EMPLOYEE' ? t('auth.account.employee') : null,
  ].filter((badge): badge is string => badge !== null);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-on-accent">
          {badge}
        </li>
      ))}
    </ul>
  );
}

function EmployeeSection({
  employee,
  accepted,
  elsewhere,
}: {
  employee: NonNullable<ConsumerProfile['consumerDetails']['employee']>;
  accepted: boolean;
  /** The cap's currency when this site sells in another: the discount applies only on the stores selling in it. */
  elsewhere: string | null;
}) {
  const t = useT();
  const formatMoney = useFormatMoney();
  return (
    <section aria-labelledby="account-employee" className="flex flex-col gap-3 rounded-3xl bg-stone-100 p-6">
      <h2 id="account-employee" className="font-display text-2xl font-extrabold">
        {t('auth.account.employee.heading')}
      </h2>
      <p>
        {t('auth.account.employee.spend', {
          spent: formatMoney(employee.currentSpend),
          cap: formatMoney(employee.annualCap),
        })}
      </p>
      {elsewhere ? <p>{t('auth.account.employee.otherCurrency', { currency: elsewhere })}</p> : null}
      {accepted ? null : (
        <p>
          {t('auth.account.employee.pending')}{' '}
          <a href={`#${AUTH_HASHES.employeeTerms}`} className={linkStyles}>
            {t('auth.account.employee.review')}
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * "Edit" for the details: a link to `?edit=details`, so it works without JavaScript. Focus comes back to it when the
 * form is saved or cancelled (FROM_EDIT), where the shopper was.
 */
function EditLink() {
  const t = useT();
  const location = useLocation();
  const ref = useRef<HTMLAnchorElement>(null);
  const back = (location.state as { from?: string } | null)?.from === FROM_EDIT.from;
  useEffect(() => {
    if (back) ref.current?.focus();
  }, [back, location.key]);
  return (
    <Link
      ref={ref}
      to={{ search: '?edit=details' }}
      preventScrollReset
      aria-label={t('auth.account.edit.label')}
      className={linkStyles}
    >
      {t('auth.account.edit')}
    </Link>
  );
}

function ProfileDetails({
  profile,
  countryCode,
  phoneCountry,
}: {
  profile: ConsumerProfile;
  countryCode: string;
  phoneCountry: PhoneCountry | null;
}) {
  const t = useT();
  const intl = useIntl();
  const { consumerDetails: details, preferences } = profile;
  const interests = preferences.interests
    .split(INTEREST_SEPARATOR)
    .filter(Boolean)
    .map((interest) => t('auth.interest', { value: selectKey(interest) }));
  const shoeSize = describeShoeSize(preferences.preferredShoeSize, countryCode);
  const emailState = emailSubscriptionState(profile);
  const name = orderNames(intl.locale, [details.firstName, details.lastName]).filter(Boolean).join(' ');
  const rows: Array<[string, ReactNode]> = [
    [t('auth.account.name'), name || null],
    [t('auth.field.email'), details.email],
    [t('auth.field.phone'), formatPhoneForDisplay(details.phone, details.phoneCode, phoneCountry)],
    [
      t('auth.field.birthDate'),
      details.birthDate
        ? intl.formatDate(`${details.birthDate}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
        : null,
    ],
    [t('auth.field.postalCode'), details.postalCode],
    [t('auth.account.interests'), interests.length > 0 ? formatList(intl.locale, interests) : null],
    [
      t('auth.account.shoeSize'),
      shoeSize
        ? t('auth.field.shoeSize.option', { run: shoeSize.run, size: localSizeLabel(shoeSize.label, intl.locale) })
        : // A size written by another channel, not in the form's `M9.5` shape: shown as it is, not as none.
          preferences.preferredShoeSize || null,
    ],
    [
      t('auth.account.emailOptIn'),
      emailState === 'pending' ? (
        <EmailPending />
      ) : emailState === 'subscribed' ? (
        t('auth.account.subscribed')
      ) : (
        t('auth.account.notSubscribed')
      ),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className={value ? undefined : 'text-muted'}>{value ?? t('auth.account.notSet')}</dd>
        </div>
      ))}
    </dl>
  );
}
