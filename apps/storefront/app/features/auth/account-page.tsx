import type { ConsumerProfile } from '@outsole/contracts/auth';
import { INTEREST_SEPARATOR, PASSWORD_MIN_LENGTH } from '@outsole/contracts/auth.values';
import { applyPhoneMask, maskDigitCount, phoneMaskFor } from '@outsole/contracts/phone';
import { localSizeLabel } from '@outsole/contracts/sizes.values';
import { useId, useState, type ReactNode } from 'react';

import { useFormatMoney } from '#app/components/ui/money.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import { AuthForm } from './auth-form.tsx';
import { AUTH_HASHES } from './auth-hashes.ts';
import { sessionActionPath, type AuthFormResult } from './auth-types.ts';
import { PasswordField } from './fields.tsx';
import { describeShoeSize, orderNames } from './profile-options.ts';
import { localToday } from './validation.ts';
import { discountCurrencyElsewhere } from './employee-currency.ts';

export interface AccountPageProps {
  locale: string;
  countryCode: string;
  /** The site's currency: an associate discount capped in another one does not apply here (employee-currency.ts). */
  currency: string;
  profile: ConsumerProfile;
  /** The route action's answer to a change-password post made without JavaScript. */
  actionData?: AuthFormResult | undefined;
}

const linkStyles =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/**
 * `/:locale/account` (spec §2, protected): the profile of spec §3 (details, preferences, subscriptions, the loyalty,
 * athlete and employee flags; an employee's spend against the annual cap, spec §6) and the change-password form
 * (spec §7 changepassword), which posts `intent=change-password` to the page's own action.
 */
export function AccountPage({ locale, countryCode, currency, profile, actionData }: AccountPageProps) {
  const t = useT();
  const { consumerDetails: details } = profile;
  const [changed, setChanged] = useState(actionData?.ok === true);
  const passwordHeading = useId();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="font-display text-4xl font-black tracking-tight">{t('auth.account.title')}</h1>
        {details.firstName ? (
          <p className="text-lg">{t('auth.header.greeting', { firstName: details.firstName })}</p>
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

      <section aria-labelledby="account-details" className="flex flex-col gap-4">
        <h2 id="account-details" className="font-display text-2xl font-extrabold">
          {t('auth.account.details')}
        </h2>
        <ProfileDetails profile={profile} countryCode={countryCode} />
      </section>

      <section aria-labelledby={passwordHeading} className="flex max-w-md flex-col gap-4">
        <h2 id={passwordHeading} className="font-display text-2xl font-extrabold">
          {t('auth.account.password.heading')}
        </h2>
        {changed ? (
          <p role="status" className="rounded-xl bg-stone-100 px-4 py-3 font-medium">
            {t('auth.toast.passwordChanged')}
          </p>
        ) : null}
        <AuthForm
          intent="change-password"
          action={`/${locale}/account`}
          fields={['currentPassword', 'newPassword', 'confirmPassword']}
          checkContext={{ phoneCountry: null, countryCode, today: localToday(), passwordRules: true }}
          submitLabel={t('auth.account.password.submit')}
          actionData={actionData}
          resetOnSuccess
          onSuccess={() => setChanged(true)}
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

function ProfileDetails({ profile, countryCode }: { profile: ConsumerProfile; countryCode: string }) {
  const t = useT();
  const intl = useIntl();
  const { consumerDetails: details, preferences } = profile;
  const interests = preferences.interests
    .split(INTEREST_SEPARATOR)
    .filter(Boolean)
    .map((interest) => t('auth.interest', { value: selectKey(interest) }));
  const shoeSize = describeShoeSize(preferences.preferredShoeSize, countryCode);
  const emailOptIn = profile.subscriptions.some((s) => s.channel === 'email' && s.optin);
  const name = orderNames(intl.locale, [details.firstName, details.lastName]).filter(Boolean).join(' ');
  const rows: Array<[string, ReactNode]> = [
    [t('auth.account.name'), name || null],
    [t('auth.field.email'), details.email],
    [t('auth.field.phone'), formatPhoneForDisplay(details.phone, details.phoneCode)],
    [
      t('auth.field.birthDate'),
      details.birthDate
        ? intl.formatDate(`${details.birthDate}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
        : null,
    ],
    [t('auth.field.postalCode'), details.postalCode],
    [
      t('auth.account.interests'),
      interests.length > 0 ? new Intl.ListFormat(intl.locale, { type: 'unit' }).format(interests) : null,
    ],
    [
      t('auth.account.shoeSize'),
      shoeSize
        ? t('auth.field.shoeSize.option', { run: shoeSize.run, size: localSizeLabel(shoeSize.label, intl.locale) })
        : // A size written by another channel, not in the form's `M9.5` shape: shown as it is, not as none.
          preferences.preferredShoeSize || null,
    ],
    [t('auth.account.emailOptIn'), emailOptIn ? t('auth.account.subscribed') : t('auth.account.notSubscribed')],
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

/** `+1` and `4155550123` → `+1 (415) 555 - 0123` when the region's default mask fits the number. */
function formatPhoneForDisplay(phone: string | null, phoneCode: string | null): string | null {
  if (!phone) return null;
  if (!phoneCode) return phone;
  const mask = phoneMaskFor({ dialCode: phoneCode.replace(/^\+/, '') });
  return `${phoneCode} ${maskDigitCount(mask) === phone.length ? applyPhoneMask(phone, mask) : phone}`;
}
