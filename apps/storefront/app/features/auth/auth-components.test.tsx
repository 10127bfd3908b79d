import type { ConsumerProfile } from '@outsole/contracts/auth';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ToastProvider } from '#app/components/ui/toast.tsx';
import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { AccountControl } from './account-control.tsx';
import { AccountPage } from './account-page.tsx';
import { AuthDialogs } from './auth-dialogs.tsx';
import type { AuthSession, AuthSite } from './auth-types.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

/** Server renders of the identity UI, as a browser without JavaScript receives it. */
const US_SITE: AuthSite = { siteId: 'stride-en-us', countryCode: 'US', simplifiedEnrollment: false };
const SIGNED_OUT: AuthSession = { signedIn: false };

async function render(node: ReactNode, { locale = 'en-us', url = '/en-us/c/shoes-653341?sort=new' } = {}) {
  const tag = locale === 'en-us' ? 'en-US' : `${locale.slice(0, 2)}-${locale.slice(3).toUpperCase()}`;
  const Stub = createRoutesStub([{ path: '/:locale/*', Component: () => node }]);
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider value={pageIntl(tag, messagesFor(locale as 'en-us'))}>
      <ToastProvider durations={{ durationMs: 5000, actionDurationMs: 10000 }}>
        <Stub initialEntries={[url]} />
      </ToastProvider>
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replaceAll('<!-- -->', '');
}

/** The section with the given id (up to its closing tag), from a rendered page. */
function section(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  const pattern = /<(\/?)section\b/g;
  pattern.lastIndex = start;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + '</section>'.length);
  }
  throw new Error(`unclosed section ${id}`);
}

/** A form posting to `action` (attributes in any order). */
function postsTo(html: string, action: string): boolean {
  return [...html.matchAll(/<form\b[^>]*>/g)].some(
    ([tag]) => tag.includes(`action="${action}"`) && tag.includes('method="post"'),
  );
}

/** The interests checkbox of `value`. */
function interest(html: string, value: string): string {
  return (
    [...html.matchAll(/<input\b[^>]*>/g)].find(
      ([tag]) => tag.includes('name="interests"') && tag.includes(`value="${value}"`),
    )?.[0] ?? ''
  );
}

/** The <input> tag named `name`. */
function inputTag(html: string, name: string): string {
  return [...html.matchAll(/<input\b[^>]*>/g)].find(([tag]) => tag.includes(`name="${name}"`))?.[0] ?? '';
}

function inputNames(html: string): string[] {
  return [...html.matchAll(/<(?:input|select)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1] ?? '');
}

function hiddenValue(html: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
}

describe('AuthDialogs without JavaScript', () => {
  it('renders sign-in, sign-up and forgot-password as :target sections in <noscript>, posting to the session route', async () => {
    const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} />);
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(noscript).not.toBe('');

    const signIn = section(noscript, 'modal-sign-in');
    expect(signIn).toContain('target:block');
    expect(signIn).toContain('<h2');
    expect(postsTo(signIn, '/en-us/session')).toBe(true);
    expect(hiddenValue(signIn, 'intent')).toBe('sign-in');
    // Back to the page the shopper was on, query included (HTML-escaped in the attribute).
    expect(hiddenValue(signIn, 'redirectTo')).toBe('/en-us/c/shoes-653341?sort=new');
    expect(inputNames(signIn)).toEqual(['intent', 'redirectTo', 'username', 'password']);
    expect(signIn).toContain('href="#modal-forgot-password"');
    expect(signIn).toContain('href="#modal-sign-up"');
    // No JavaScript: the browser's own checks apply, and there is no show/hide toggle to press.
    expect(signIn).not.toContain('noValidate');
    expect(signIn).not.toContain('Show password');
    expect(inputTag(signIn, 'username')).toContain('required=""');

    const forgot = section(noscript, 'modal-forgot-password');
    expect(hiddenValue(forgot, 'intent')).toBe('forgot-password');
    expect(inputNames(forgot)).toEqual(['intent', 'email']);
    expect(forgot).toContain('href="#modal-sign-in"');

    // Nothing of a signed-in shopper's dialogs.
    expect(html).not.toContain('id="modal-welcome"');
    expect(html).not.toContain('id="modal-employee-terms"');
  });

  it('a refused sign-up comes back filled in (never the password), every problem at its field and in a summary', async () => {
    const formState = {
      intent: 'sign-up' as const,
      values: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '123',
        birthDate: '2020-02-02',
        postalCode: 'ABC',
        interests: ['hiking', 'trail-running'],
        preferredShoeSize: 'W8',
        emailOptIn: 'on',
      },
      result: {
        ok: false as const,
        fieldErrors: {
          phone: 'Please enter a 10-digit number, like (XXX) XXX - XXXX.',
          birthDate: 'You must be at least 13 to create an account.',
          postalCode: 'Please enter a valid ZIP code.',
        },
      },
    };
    const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} formState={formState} />);
    const signUp = section(html, 'modal-sign-up');
    // Shown while the summary inside it is the URL's target (the action goes back to #sign-up-problems).
    expect(signUp).toContain('has-[:target]:block');
    expect(inputTag(signUp, 'firstName')).toContain('value="Grace"');
    expect(inputTag(signUp, 'email')).toContain('value="grace@example.com"');
    expect(inputTag(signUp, 'birthDate')).toContain('value="2020-02-02"');
    expect(inputTag(signUp, 'password')).not.toContain('value=');
    expect(inputTag(signUp, 'emailOptIn')).toContain('checked=""');
    expect(signUp).toMatch(/<input[^>]*name="interests" checked="" value="hiking"/);
    expect(signUp).toMatch(/<input[^>]*name="interests" value="road-running"/);
    expect(signUp).toMatch(/<option value="W8" selected="">/);
    for (const [name, message] of Object.entries(formState.result.fieldErrors)) {
      const input = inputTag(signUp, name);
      expect(input, name).toContain('aria-invalid="true"');
      expect(input, name).toContain(`id="sign-up-${name}"`);
      const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
      expect(signUp).toContain(
        `id="${describedBy.split(' ').at(-1)}" class="flex items-start gap-1.5 text-sm font-medium text-danger">${message}</p>`,
      );
      expect(signUp).toContain(`href="#sign-up-${name}"`);
    }
    expect(inputTag(signUp, 'firstName')).not.toContain('aria-invalid="true"');
    // The summary: first in the form, focusable (the fragment focuses it), titled with the count.
    const summary =
      /<div id="sign-up-problems" tabindex="-1" role="group" aria-labelledby="sign-up-problems-title"[^>]*>/.exec(
        signUp,
      );
    expect(summary).not.toBeNull();
    expect(signUp).toContain('Please correct 3 fields.');
    expect(signUp.indexOf('sign-up-problems')).toBeLessThan(signUp.indexOf('name="firstName"'));
    // The other forms are untouched.
    expect(inputTag(section(html, 'modal-sign-in'), 'username')).not.toContain('value=');
  });

  it('a refused sign-in comes back with its email and the problem; too many attempts offer the reset', async () => {
    const formState = {
      intent: 'sign-in' as const,
      values: { username: 'grace@example.com' },
      result: { ok: false as const, formError: 'Too many sign-in attempts.', offerReset: true },
    };
    const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} formState={formState} />);
    const signIn = section(html, 'modal-sign-in');
    expect(inputTag(signIn, 'username')).toContain('value="grace@example.com"');
    expect(inputTag(signIn, 'password')).not.toContain('value=');
    expect(signIn).toMatch(
      /<div id="sign-in-problems" tabindex="-1"[^>]*><p id="sign-in-problems-title"[^>]*>Too many sign-in attempts.<\/p>/,
    );
    expect(signIn).toMatch(/<a href="#modal-forgot-password"[^>]*>Reset your password<\/a>/);
    expect(inputTag(section(html, 'modal-sign-up'), 'email')).not.toContain('value=');
  });

  it('sign-up asks for the mobile, date of birth and ZIP code without requiring them: labelled "(optional)"', async () => {
    const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} />);
    const signUp = section(html, 'modal-sign-up');
    for (const [name, label] of [
      ['phone', 'Mobile phone'],
      ['birthDate', 'Date of birth'],
      ['postalCode', 'ZIP code'],
    ] as const) {
      expect(inputTag(signUp, name), name).not.toContain('required=""');
      const id = /\sid="([^"]+)"/.exec(inputTag(signUp, name))?.[1];
      expect(signUp, name).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>${label} \\(optional\\)`));
    }
  });

  it('the date of birth’s hint says the site’s minimum age (DE 16, FR 15), not one age for every market', async () => {
    const cases = [
      [
        'de-de',
        { siteId: 'stride-de-de', countryCode: 'DE', minAccountAge: 16 },
        'Für ein Konto musst du mindestens 16 Jahre alt sein.',
      ],
      [
        'fr-fr',
        { siteId: 'stride-fr-fr', countryCode: 'FR', minAccountAge: 15 },
        'Vous devez avoir au moins 15 ans pour créer un compte.',
      ],
    ] as const;
    for (const [locale, site, hint] of cases) {
      const html = await render(
        <AuthDialogs locale={locale} site={{ ...site, simplifiedEnrollment: false }} session={SIGNED_OUT} />,
        { locale, url: `/${locale}` },
      );
      expect(section(html, 'modal-sign-up'), locale).toContain(
        `id="sign-up-birthDate-description" class="text-sm text-muted">${hint}</p>`,
      );
    }
  });

  it('the sign-up section has every profile field of SignUpRequest, labelled, with the required ones marked', async () => {
    const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} />);
    const signUp = section(html, 'modal-sign-up');
    expect(hiddenValue(signUp, 'intent')).toBe('sign-up');
    const names = inputNames(signUp);
    for (const field of [
      'firstName',
      'lastName',
      'email',
      'password',
      'phone',
      'birthDate',
      'postalCode',
      'interests',
      'preferredShoeSize',
      'emailOptIn',
      'redirectTo',
    ])
      expect(names, field).toContain(field);
    expect(names.filter((name) => name === 'interests')).toHaveLength(9);
    for (const [name, type] of [
      ['firstName', 'text'],
      ['email', 'email'],
      ['password', 'password'],
      ['phone', 'tel'],
      ['birthDate', 'date'],
      ['postalCode', 'text'],
    ] as const) {
      const input = inputTag(signUp, name);
      expect(input, name).toContain(`type="${type}"`);
      if (['firstName', 'email', 'password'].includes(name)) expect(input, name).toContain('required=""');
      const id = /\sid="([^"]+)"/.exec(input)?.[1];
      expect(signUp, `label for ${name}`).toMatch(new RegExp(`<label[^>]*for="${id}"`));
    }
    expect(inputTag(signUp, 'password')).toContain('minLength="8"');
    expect(signUp).toContain('At least 8 characters.');
    expect(signUp).toContain('ZIP code');
    expect(signUp).toContain('Road running');
    expect(signUp).toMatch(/<optgroup label="Men’s sizes"><option value="M7">Men’s 7<\/option>/);
    expect(signUp).toContain('Email me news, offers and early access to new styles.');
  });

  describe('the sign-up mobile’s country code (as the account’s details have it)', () => {
    const OPTIONS = [
      { dialCode: '1', phoneMask: '(XXX) XXX - XXXX', countryCodes: ['US', 'CA'] },
      { dialCode: '44', phoneMask: 'XXXX - XXX - XXX', countryCodes: ['GB'] },
      { dialCode: '49', phoneMask: 'XXX - XXXXXXXX', countryCodes: ['DE'] },
    ];
    const select = (html: string) => /<select[^>]*name="phoneCode"[^>]*>.*?<\/select>/s.exec(html)?.[0] ?? '';
    /** The hint and message ids the phone input is described by, and their texts. */
    const phoneDescription = (html: string) => {
      const ids = /aria-describedby="([^"]+)"/.exec(inputTag(html, 'phone'))?.[1]?.split(' ') ?? [];
      return ids.map((id) => new RegExp(`<p id="${id}"[^>]*>(.*?)</p>`).exec(html)?.[1] ?? `#${id} missing`);
    };

    it('a labelled select posting phoneCode before the number, opening at the site’s country, without JavaScript', async () => {
      const html = await render(
        <AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} phoneCountries={OPTIONS} />,
      );
      const signUp = section(html, 'modal-sign-up');
      const choice = select(signUp);
      expect(choice).toContain('id="sign-up-phoneCode"');
      expect(signUp).toContain(
        '<label for="sign-up-phoneCode" class="text-sm font-semibold text-ink">Country code</label>',
      );
      expect(choice).toMatch(/<option value="1" selected="">United States \/ Canada \(\+1\)<\/option>/);
      expect(choice).toMatch(/<option value="44">United Kingdom \(\+44\)<\/option>/);
      // One group named as the field is, the code before the number; the hint says the code and its mask.
      expect(signUp).toMatch(
        /<fieldset[^>]*><legend class="sr-only">Mobile phone \(optional\)<\/legend>.*name="phoneCode".*name="phone"/s,
      );
      expect(phoneDescription(signUp)).toEqual(['Country code +1, for example (201) 555-0123']);
      expect(inputNames(signUp)).toContain('phoneCode');
    });

    it('a refused post comes back at the code chosen, with the number and its message at the field', async () => {
      const formState = {
        intent: 'sign-up' as const,
        values: { firstName: 'Grace', lastName: 'Hopper', phone: '020 7946 0000', phoneCode: '44' },
        result: {
          ok: false as const,
          fieldErrors: { phone: 'Please enter a mobile number: mobile numbers start with 07.' },
        },
      };
      const html = await render(
        <AuthDialogs
          locale="en-us"
          site={US_SITE}
          session={SIGNED_OUT}
          phoneCountries={OPTIONS}
          formState={formState}
        />,
      );
      const signUp = section(html, 'modal-sign-up');
      expect(select(signUp)).toMatch(/<option value="44" selected="">/);
      expect(inputTag(signUp, 'phone')).toContain('value="020 7946 0000"');
      expect(inputTag(signUp, 'phone')).toContain('aria-invalid="true"');
      expect(phoneDescription(signUp)).toEqual([
        'Country code +44, for example 07700 900123',
        expect.stringContaining('Please enter a mobile number: mobile numbers start with 07.'),
      ]);
      expect(signUp).toContain('href="#sign-up-phone"');
    });

    it('a code posted that the list does not offer opens at the site’s; no list, no choice (the api reads the number)', async () => {
      const formState = {
        intent: 'sign-up' as const,
        values: { phone: '415 555 0199', phoneCode: '9'.repeat(300) },
        result: {
          ok: false as const,
          fieldErrors: { phone: 'Please choose your mobile’s country code from the list.' },
        },
      };
      const junk = await render(
        <AuthDialogs
          locale="en-us"
          site={US_SITE}
          session={SIGNED_OUT}
          phoneCountries={OPTIONS}
          formState={formState}
        />,
      );
      expect(select(section(junk, 'modal-sign-up'))).toMatch(/<option value="1" selected="">/);
      const none = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} />);
      expect(select(section(none, 'modal-sign-up'))).toBe('');
      expect(phoneDescription(section(none, 'modal-sign-up'))).toEqual(['Include your area code.']);
    });

    it('in every locale: the label and the country names in the page’s language', async () => {
      const cases = [
        ['en-gb', 'Country code', 'United States / Canada (+1)'],
        ['de-de', 'Ländervorwahl', 'Vereinigte Staaten / Kanada (+1)'],
        ['fr-fr', 'Indicatif pays', 'États-Unis / Canada (+1)'],
        ['ja-jp', '国番号', 'アメリカ合衆国 / カナダ (+1)'],
      ] as const;
      for (const [locale, label, option] of cases) {
        const html = await render(
          <AuthDialogs locale={locale} site={US_SITE} session={SIGNED_OUT} phoneCountries={OPTIONS} />,
          { locale, url: `/${locale}` },
        );
        const signUp = section(html, 'modal-sign-up');
        expect(signUp, locale).toContain(
          `for="sign-up-phoneCode" class="text-sm font-semibold text-ink">${label}</label>`,
        );
        expect(select(signUp), locale).toContain(`>${option}</option>`);
      }
    });
  });

  it('offers the simplified enrollment variant when the site flag is on, in the page language', async () => {
    const site: AuthSite = { siteId: 'stride-de-de', countryCode: 'DE', simplifiedEnrollment: true };
    const html = await render(<AuthDialogs locale="de-de" site={site} session={SIGNED_OUT} />, {
      locale: 'de-de',
      url: '/de-de',
    });
    const signIn = section(html, 'modal-sign-in');
    expect(signIn).toContain('Anmelden oder registrieren');
    expect(signIn).toContain('Ich bin neu hier');
    const intents = [...signIn.matchAll(/name="intent" value="([^"]+)"/g)].map((match) => match[1]);
    expect(intents).toEqual(['sign-in', 'sign-up']);
    const join = signIn.slice(signIn.indexOf('value="sign-up"'));
    expect(inputNames(join)).toEqual(['redirectTo', 'firstName', 'lastName', 'email', 'password', 'emailOptIn']);
    expect(signIn).toContain('href="#modal-sign-up"');
    // The German sign-up section labels the postal code and sizes for Germany.
    const signUp = section(html, 'modal-sign-up');
    expect(signUp).toContain('Postleitzahl');
    expect(signUp).toMatch(/<option value="W7">Damen 38<\/option>/);
  });

  it('asks for the family name first in Japanese', async () => {
    const site: AuthSite = { siteId: 'stride-ja-jp', countryCode: 'JP', simplifiedEnrollment: true };
    const html = await render(<AuthDialogs locale="ja-jp" site={site} session={SIGNED_OUT} />, {
      locale: 'ja-jp',
      url: '/ja-jp',
    });
    const names = inputNames(section(html, 'modal-sign-up'));
    expect(names.indexOf('lastName')).toBeLessThan(names.indexOf('firstName'));
    expect(section(html, 'modal-sign-up')).toContain('郵便番号');
  });

  it.each([
    ['en-us', 'We’ve sent you an email to confirm your subscription.'],
    ['en-gb', 'We’ve sent you an email to confirm your subscription.'],
    ['de-de', 'Wir haben dir eine E-Mail geschickt: Bitte bestätige darin dein Abonnement.'],
    ['fr-fr', 'Nous vous avons envoyé un e-mail pour confirmer votre abonnement.'],
    ['ja-jp', '購読を確認するためのメールをお送りしました。'],
  ])(
    '%s: the welcome says the email marketing opt-in waits for its emailed link (decision 0054)',
    async (locale, said) => {
      const session: AuthSession = { signedIn: true, firstName: 'Ana', emailOptInPending: true };
      const url = `/${locale}`;
      const pending = await render(<AuthDialogs locale={locale} site={US_SITE} session={session} />, { locale, url });
      expect(section(pending, 'modal-welcome')).toContain(said);
      const none = await render(
        <AuthDialogs locale={locale} site={US_SITE} session={{ ...session, emailOptInPending: false }} />,
        { locale, url },
      );
      expect(section(none, 'modal-welcome')).not.toContain(said);
    },
  );

  it('signed in: the welcome section, the employee terms while they wait, and the merged-cart notice', async () => {
    const session: AuthSession = {
      signedIn: true,
      firstName: 'Ana',
      consumerType: 'EMPLOYEE',
      needsEmployeeTerms: true,
      mergeNotice: { cart: true, leftOut: { cart: 0, saveForLater: 0 } },
    };
    const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={session} />);
    expect(html).not.toContain('id="modal-sign-in"');
    expect(section(html, 'modal-welcome')).toContain('Hi Ana, your account is ready.');
    // A dead reset link offers a new one to a signed-in shopper too: the request form is there, with no way back to a
    // sign-in that is not offered.
    const forgot = section(html, 'modal-forgot-password');
    expect(postsTo(forgot, '/en-us/session')).toBe(true);
    expect(hiddenValue(forgot, 'intent')).toBe('forgot-password');
    expect(inputNames(forgot)).toEqual(['intent', 'email']);
    expect(forgot).not.toContain('href="#modal-sign-in"');
    const terms = section(html, 'modal-employee-terms');
    expect(hiddenValue(terms, 'intent')).toBe('accept-employee-terms');
    expect(terms).toContain('Accept terms');
    expect(terms).toContain('Until you accept, the employee discount won’t apply to your orders.');
    expect(html).toContain('We’ve added the items from your previous visit to your cart.');
    expect(html).not.toContain('didn’t fit');
    expect(html).toMatch(/name="intent" value="dismiss-merge-notice"/);
    expect(html).toContain('aria-label="Dismiss notice"');

    const accepted = await render(
      <AuthDialogs
        locale="en-us"
        site={US_SITE}
        session={{ ...session, needsEmployeeTerms: false, mergeNotice: undefined }}
      />,
    );
    expect(accepted).not.toContain('id="modal-employee-terms"');
    expect(accepted).not.toContain('dismiss-merge-notice');
  });

  it('the merged-cart notice names what a full cart or saved list left out', async () => {
    const notice = (mergeNotice: NonNullable<AuthSession['mergeNotice']>, locale = 'en-us') =>
      render(<AuthDialogs locale={locale} site={US_SITE} session={{ signedIn: true, mergeNotice }} />, {
        locale,
        url: `/${locale}`,
      });
    const full = await notice({ cart: true, leftOut: { cart: 3, saveForLater: 1 } });
    expect(full).toContain('We’ve added the items from your previous visit to your cart.');
    expect(full).toContain('3 items from your previous visit didn’t fit: your cart holds up to 100 different items.');
    expect(full).toContain('1 saved item from your previous visit didn’t fit: you can save up to 250 items.');
    // Only saved items left out (the guest had no cart): no word of a merged cart.
    const saved = await notice({ cart: false, leftOut: { cart: 0, saveForLater: 2 } });
    expect(saved).not.toContain('We’ve added');
    expect(saved).toContain('2 saved items from your previous visit didn’t fit');
    expect(full).toContain('>View cart</a>');
    // On the cart page the notice offers no link to it (it only loaded the page again: t1 F7).
    const onCart = await render(
      <AuthDialogs
        locale="en-us"
        site={US_SITE}
        session={{ signedIn: true, mergeNotice: { cart: true, leftOut: { cart: 0, saveForLater: 0 } } }}
      />,
      { url: '/en-us/cart' },
    );
    expect(onCart).toContain('We’ve added the items from your previous visit to your cart.');
    expect(onCart).not.toContain('View cart');
    expect(await notice({ cart: true, leftOut: { cart: 1, saveForLater: 0 } }, 'de-de')).toContain(
      '1 Artikel von deinem letzten Besuch passte nicht mehr hinein: Dein Warenkorb fasst bis zu 100 verschiedene Artikel.',
    );
  });
});

describe('the merged-cart notice says what the merge changed (findings-1 F14)', () => {
  const notice = (mergeNotice: NonNullable<AuthSession['mergeNotice']>, locale = 'en-us') =>
    render(<AuthDialogs locale={locale} site={US_SITE} session={{ signedIn: true, mergeNotice }} />, {
      locale,
      url: `/${locale}`,
    });
  const nothingLeft = { cart: 0, saveForLater: 0 };

  it('a line raised by the saved cart, and the delivery chosen on this visit kept for the saved items', async () => {
    const both = await notice({ cart: true, leftOut: nothingLeft, changes: { raised: 1, methodKept: true } });
    expect(both).toContain('We’ve added the items from your previous visit to your cart.');
    expect(both).toContain(
      'One item you added was also in your cart from your previous visit, so its quantity went up. Please check it.',
    );
    expect(both).toContain('The items from your previous visit now ship the way you chose on this visit.');
    const two = await notice({ cart: true, leftOut: nothingLeft, changes: { raised: 2, methodKept: false } });
    expect(two).toContain('2 items you added were also in your cart from your previous visit');
    expect(two).not.toContain('the way you chose');
    const none = await notice({ cart: true, leftOut: nothingLeft });
    expect(none).not.toContain('quantity');
    expect(none).not.toContain('the way you chose');
  });

  it.each([
    [
      'de-de',
      'deshalb hat sich seine Menge erhöht. Bitte prüfe sie.',
      'so geliefert, wie du es bei diesem Besuch gewählt hast.',
    ],
    ['fr-fr', 'sa quantité a donc augmenté. Vérifiez-la.', 'selon le mode choisi lors de cette visite.'],
    ['ja-jp', '追加した商品のうち1点は', '今回お選びいただいた配送方法でお届けします。'],
    ['en-gb', 'also in your basket from your previous visit', 'will now be delivered the way you chose'],
  ])('in %s', async (locale, raised, kept) => {
    const text = await notice({ cart: true, leftOut: nothingLeft, changes: { raised: 1, methodKept: true } }, locale);
    expect(text).toContain(raised);
    expect(text).toContain(kept);
  });

  it.each([
    ['en-us', 'One gift card line from this visit was reduced or left out: gift cards in one order are limited', 1],
    ['en-gb', '2 gift card lines from this visit were reduced or left out', 2],
    ['de-de', 'Eine Geschenkkarten-Position von diesem Besuch wurde verringert oder weggelassen: Geschenkkarten', 1],
    ['fr-fr', 'Une ligne de cartes cadeaux de cette visite a été réduite ou retirée\u202f: les cartes cadeaux', 1],
    ['ja-jp', '今回のご訪問で追加したギフトカードのうち1件は', 1],
  ] as [string, string, number][])(
    'in %s, gift cards the gift card limits held back (decision 0018 addendum)',
    async (locale, said, count) => {
      const changes = { raised: 0, methodKept: false, giftCardsCapped: count };
      expect(await notice({ cart: true, leftOut: nothingLeft, changes }, locale)).toContain(said);
      const none = await notice(
        { cart: true, leftOut: nothingLeft, changes: { raised: 1, methodKept: false } },
        locale,
      );
      expect(none).not.toContain(said.slice(0, 12));
    },
  );
});

describe('the merged-cart notice names what changed (decision 0017 addendum, session 52)', () => {
  const notice = (mergeNotice: NonNullable<AuthSession['mergeNotice']>, locale = 'en-us') =>
    render(<AuthDialogs locale={locale} site={US_SITE} session={{ signedIn: true, mergeNotice }} />, {
      locale,
      url: `/${locale}`,
    });
  const lines = (count: number, ...names: string[]) => ({ count, names });
  const named = {
    added: lines(5, 'Lumen 4', 'Strata 8 Socks', 'Trail Cap'),
    raised: lines(1, 'Vela 2'),
    capped: lines(2, 'Ridge GTX', 'Summit Jacket'),
    method: 'Standard shipping',
  };
  const changed = {
    cart: true,
    leftOut: { cart: 0, saveForLater: 0 },
    changes: { raised: 2, methodKept: true },
    named,
  };

  it('en-US: the added, raised and capped lines by name (a few, then how many more) and the method kept', async () => {
    const html = await notice(changed);
    expect(html).toContain(
      'We’ve added the items from your previous visit to your cart: Lumen 4, Strata 8 Socks, and 3 more.',
    );
    expect(html).toContain(
      'Also in your cart from your previous visit, so its quantity went up: Vela 2. Please check it.',
    );
    expect(html).toContain(
      'Quantities limited to what’s in stock or the most you can buy: Ridge GTX and Summit Jacket.',
    );
    expect(html).toContain(
      'The items from your previous visit now ship the way you chose on this visit: Standard shipping.',
    );
    // The counts-only sentences are not said beside the named ones.
    expect(html).not.toContain('One item you added');
    expect(html).not.toContain('We’ve added the items from your previous visit to your cart.<');
    // Three lines are named in full; no method sentence when none gave way.
    const three = await notice({
      ...changed,
      changes: { raised: 0, methodKept: false },
      named: { ...named, added: lines(3, 'Lumen 4', 'Strata 8 Socks', 'Trail Cap'), raised: lines(0) },
    });
    expect(three).toContain('to your cart: Lumen 4, Strata 8 Socks, and Trail Cap.');
    expect(three).not.toContain('the way you chose');
    expect(three).not.toContain('quantity went up');
  });

  it.each([
    [
      'en-gb',
      [
        'We’ve added the items from your previous visit to your basket: Lumen 4, Strata 8 Socks and 3 more.',
        'Also in your basket from your previous visit, so its quantity went up: Vela 2. Please check it.',
        'Quantities limited to what’s in stock or the most you can buy: Ridge GTX and Summit Jacket.',
        'will now be delivered the way you chose on this visit: Standard shipping.',
      ],
    ],
    [
      'de-de',
      [
        'in deinen Warenkorb gelegt: Lumen 4, Strata 8 Socks und 3 weitere.',
        'deshalb hat sich die Menge erhöht: Vela 2. Bitte prüfe sie.',
        'Mengen auf den Bestand oder die Höchstmenge begrenzt: Ridge GTX und Summit Jacket.',
        'die du bei diesem Besuch gewählt hast: Standard shipping.',
      ],
    ],
    [
      'fr-fr',
      [
        'les articles de votre précédente visite\u202f: Lumen 4, Strata 8 Socks et 3 autres.',
        'sa quantité a donc augmenté\u202f: Vela 2. Vérifiez-la.',
        'Quantités limitées au stock disponible ou au maximum autorisé\u202f: Ridge GTX et Summit Jacket.',
        'selon le mode choisi lors de cette visite\u202f: Standard shipping.',
      ],
    ],
    [
      'ja-jp',
      [
        'カートに追加しました：Lumen 4、Strata 8 Socks、他3点。',
        '数量が増えました：Vela 2。ご確認ください。',
        '数量を調整しました：Ridge GTX、Summit Jacket。',
        '配送方法（Standard shipping）でお届けします。',
      ],
    ],
  ])('in %s', async (locale, sentences) => {
    const html = await notice(changed, locale);
    for (const sentence of sentences) expect(html).toContain(sentence);
  });
});

describe('the merged-cart notice says only what happened (findings-2 #4)', () => {
  const notice = (mergeNotice: NonNullable<AuthSession['mergeNotice']>, locale = 'en-us') =>
    render(<AuthDialogs locale={locale} site={US_SITE} session={{ signedIn: true, mergeNotice }} />, {
      locale,
      url: `/${locale}`,
    });
  const lines = (count: number, ...names: string[]) => ({ count, names });
  const none = lines(0);
  const nothingLeft = { cart: 0, saveForLater: 0 };
  // The "we've added the items from your previous visit" sentence, named or not, up to its end or its colon.
  const addedWords = (locale: string) => {
    const message = messagesFor(locale as 'en-us')['auth.merged.message'] ?? '';
    return message.replace(/[.。]$/, '').slice(0, 30);
  };

  it.each([
    ['en-us', 'so its quantity went up: Trail Runner.'],
    ['en-gb', 'so its quantity went up: Trail Runner.'],
    ['de-de', 'deshalb hat sich die Menge erhöht: Trail Runner.'],
    ['fr-fr', 'sa quantité a donc augmenté\u202f: Trail Runner.'],
    ['ja-jp', '数量が増えました：Trail Runner。'],
  ])('%s: the saved cart’s only line was this cart’s: raised, not "added"', async (locale, raisedSaid) => {
    const html = await notice(
      {
        cart: true,
        leftOut: nothingLeft,
        changes: { raised: 1, methodKept: false },
        named: { added: none, raised: lines(1, 'Trail Runner'), capped: none, method: null },
      },
      locale,
    );
    expect(html).toContain(raisedSaid);
    expect(html).not.toContain(addedWords(locale));
    // Something added: said, as before.
    const added = await notice(
      {
        cart: true,
        leftOut: nothingLeft,
        named: { added: lines(1, 'Trail Cap'), raised: none, capped: none, method: null },
      },
      locale,
    );
    expect(added).toContain(addedWords(locale));
    expect(added).toContain('Trail Cap');
  });

  it.each(['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'])(
    '%s: a guest cart the account took over as it was: no notice at all',
    async (locale) => {
      const html = await notice(
        { cart: true, leftOut: nothingLeft, named: { added: none, raised: none, capped: none, method: null } },
        locale,
      );
      expect(html).not.toContain('data-merge-notice=""');
      expect(html).not.toContain(addedWords(locale));
      expect(html).not.toContain('dismiss-merge-notice');
      // Guest items left out are still told, without a word of items added.
      const full = await notice(
        {
          cart: true,
          leftOut: { cart: 0, saveForLater: 2 },
          named: { added: none, raised: none, capped: none, method: null },
        },
        locale,
      );
      expect(full).toContain('data-merge-notice=""');
      expect(full).not.toContain(addedWords(locale));
    },
  );
});

describe('AuthDialogs sent from the account page (protected-paths signInRedirect)', () => {
  it.each([
    ['account', 'Sign in to see your account.'],
    ['session-ended', 'You were signed out, so nothing was changed. Sign in to go back to your account.'],
  ])('reason=%s: the sign-in says why and returns to the account', async (reason, text) => {
    const url = `/en-us?returnTo=%2Fen-us%2Faccount&reason=${reason}`;
    const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} />, { url });
    const signIn = section(/<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '', 'modal-sign-in');
    expect(signIn).toContain(text);
    expect(hiddenValue(signIn, 'redirectTo')).toBe('/en-us/account');
  });

  it.each(['//evil.example/en-us/account', '/de-de/account', 'https://evil.example', '/en-us/\\evil'])(
    'a returnTo of %s is not followed',
    async (returnTo) => {
      const url = `/en-us?returnTo=${encodeURIComponent(returnTo)}&reason=account`;
      const html = await render(<AuthDialogs locale="en-us" site={US_SITE} session={SIGNED_OUT} />, { url });
      const signIn = section(/<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '', 'modal-sign-in');
      expect(signIn).not.toContain('Sign in to see your account.');
      expect(hiddenValue(signIn, 'redirectTo')).toBe(url.replaceAll('&', '&amp;'));
    },
  );
});

describe('AccountControl', () => {
  it('signed out: a link that opens the sign-in dialog', async () => {
    const html = await render(<AccountControl locale="en-us" session={SIGNED_OUT} />);
    expect(html).toMatch(/<a href="#modal-sign-in" aria-label="Sign in"[^>]*data-account-control/);
    expect(html).not.toContain('<details');
    expect(html).not.toContain('data-account-form');
  });

  it('signed out as far as the page knows: the link, and a menu without the name for app.css to show instead', async () => {
    const html = await render(<AccountControl locale="en-us" session={SIGNED_OUT} known={false} />, {
      url: '/en-us/c/shoes-1?sort=price-low-to-high',
    });
    expect(html).toMatch(
      /<a href="#modal-sign-in" aria-label="Sign in"[^>]*data-account-control="true" data-account-form="signed-out"/,
    );
    expect(html).toMatch(/<details[^>]*data-account-form="signed-in"[^>]*><summary aria-label="Account menu"/);
    expect(html).toMatch(/<a[^>]*href="\/en-us\/account"[^>]*>Your account<\/a>/);
    expect(hiddenValue(html, 'intent')).toBe('sign-out');
    expect(hiddenValue(html, 'redirectTo')).toBe('/en-us/c/shoes-1?sort=price-low-to-high');
    // Nothing of any one shopper.
    expect(html).not.toContain('Hi,');
    expect(html).not.toContain('modal-employee-terms');
  });

  it('signed in: a disclosure with the account page, pending employee terms and a sign-out post', async () => {
    const html = await render(
      <AccountControl locale="en-us" session={{ signedIn: true, firstName: 'Ana', needsEmployeeTerms: true }} />,
      { url: '/en-us/p/lumen-4-SRN155750' },
    );
    expect(html).toMatch(/<details[^>]*><summary aria-label="Account menu"/);
    expect(html).toContain('Hi, Ana');
    expect(html).toMatch(/<a[^>]*href="\/en-us\/account"[^>]*>Your account<\/a>/);
    expect(html).toContain('href="#modal-employee-terms"');
    expect(postsTo(html, '/en-us/session')).toBe(true);
    expect(hiddenValue(html, 'intent')).toBe('sign-out');
    expect(hiddenValue(html, 'redirectTo')).toBe('/en-us/p/lumen-4-SRN155750');
    expect(html).toMatch(/<button type="submit"[^>]*>Sign out<\/button>/);
  });

  it('greets a Japanese shopper by the family name and an honorific, not by the given name', async () => {
    const session = { signedIn: true, firstName: '太郎', lastName: '山田' };
    const ja = await render(<AccountControl locale="ja-jp" session={session} />, { locale: 'ja-jp', url: '/ja-jp' });
    expect(ja).toContain('山田 様');
    expect(ja).not.toContain('太郎');
    // Elsewhere by the given name, as shops there do.
    expect(await render(<AccountControl locale="en-us" session={session} />)).toContain('Hi, 太郎');
  });
});

describe('ResetPasswordPage', () => {
  it('posts the token, the new password and its confirmation to its own route', async () => {
    const html = await render(<ResetPasswordPage locale="en-us" countryCode="US" token="abc_DEF-123456789012" />, {
      url: '/en-us/reset-password?token=abc_DEF-123456789012',
    });
    expect(html).toContain('<h1');
    expect(html).toContain('Choose a new password');
    expect(postsTo(html, '/en-us/reset-password?token=abc_DEF-123456789012')).toBe(true);
    expect(hiddenValue(html, 'intent')).toBe('reset-password');
    expect(hiddenValue(html, 'token')).toBe('abc_DEF-123456789012');
    expect(inputNames(html)).toEqual(['intent', 'token', 'newPassword', 'confirmPassword']);
    expect(html).toContain('href="#modal-forgot-password"');
  });

  it('a link the api refused when the page opened shows no form, only the way to a new link', async () => {
    const html = await render(
      <ResetPasswordPage locale="en-us" countryCode="US" token="abc_DEF-123456789012" link="expired" />,
    );
    expect(html).toMatch(/<h1[^>]*>This link has expired or was already used<\/h1>/);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('name="newPassword"');
    expect(html).toMatch(/<a href="#modal-forgot-password"[^>]*>Request a new link<\/a>/);
    // One wording for the way to a new link, as on an incomplete link (tester finding: “Send a new link” here).
    expect(html).not.toContain('Send a new link');
    const usable = await render(
      <ResetPasswordPage locale="en-us" countryCode="US" token="abc_DEF-123456789012" link="usable" />,
    );
    expect(inputTag(usable, 'newPassword')).toContain('type="password"');
  });

  it('shows the action’s form error (an expired link) after a post without JavaScript', async () => {
    const html = await render(
      <ResetPasswordPage
        locale="en-us"
        countryCode="US"
        token="abc_DEF-123456789012"
        actionData={{ ok: false, formError: 'This password reset link has expired or has already been used.' }}
      />,
    );
    expect(html).toMatch(/<p role="alert"[^>]*>This password reset link has expired or has already been used.<\/p>/);
  });

  it('marks the fields the action named, with their messages linked to them', async () => {
    const html = await render(
      <ResetPasswordPage
        locale="en-us"
        countryCode="US"
        token="abc_DEF-123456789012"
        actionData={{
          ok: false,
          fieldErrors: { newPassword: 'This password is too easy to guess. Please choose a stronger one.' },
        }}
      />,
    );
    const input = inputTag(html, 'newPassword');
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
    expect(html).toContain(`<p id="${describedBy}"`);
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>This password is too easy to guess`));
    expect(inputTag(html, 'confirmPassword')).not.toContain('aria-invalid="');
  });

  it('without a token says the link is incomplete and offers a new one', async () => {
    const html = await render(<ResetPasswordPage locale="en-us" countryCode="US" token={null} />);
    expect(html).toContain('This link isn’t complete.');
    expect(html).not.toContain('<form');
    expect(html).toContain('href="#modal-forgot-password"');
  });
});

describe('AccountPage', () => {
  const profile: ConsumerProfile = {
    consumerNo: 'C0123456789',
    consumerType: 'EMPLOYEE',
    isLoyaltyMember: true,
    memberId: 'M1',
    isEmployeeDiscountTCAccepted: false,
    isPartiallyEnrolled: false,
    consumerDetails: {
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.com',
      phone: '4155550123',
      phoneCode: '+1',
      birthDate: '1990-04-02',
      postalCode: '10012',
      countryCode: 'US',
      athlete: false,
      employee: {
        currentSpend: { amount: 12000, currency: 'USD' },
        annualCap: { amount: 100000, currency: 'USD' },
      },
    },
    preferences: { interests: 'road-running|trail-running', preferredShoeSize: 'W7' },
    subscriptions: [{ channel: 'email', optin: true }],
  };

  it('greets a Japanese shopper on the account page as the header does: family name and honorific', async () => {
    const japanese = {
      ...profile,
      consumerDetails: { ...profile.consumerDetails, firstName: '太郎', lastName: '山田' },
    };
    const html = await render(
      <AccountPage
        locale="ja-jp"
        countryCode="JP"
        currency="JPY"
        profile={japanese}
        phoneCountry={null}
        editing={false}
      />,
      { locale: 'ja-jp', url: '/ja-jp/account' },
    );
    expect(html).toContain('山田 様');
    expect(html).not.toContain('太郎さん');
    // Japanese lists with 、, not the spaces of a "unit" list (language reviewer F3-8).
    expect(html).toMatch(/ロードランニング、トレイルランニング/);
  });

  it('summarises the profile, the employee allowance and the pending terms, with the change-password form', async () => {
    const html = await render(
      <AccountPage
        locale="en-us"
        countryCode="US"
        currency="USD"
        profile={profile}
        phoneCountry={null}
        editing={false}
      />,
      {
        url: '/en-us/account',
      },
    );
    expect(html).toContain('Your account</h1>');
    expect(html).toContain('Loyalty member');
    expect(html).toContain('Employee');
    expect(html).toContain('Ana Lima');
    expect(html).toContain('ana@example.com');
    expect(html).toContain('+1 415-555-0123');
    expect(html).toContain('April 2, 1990');
    expect(html).toContain('Road running and Trail running');
    expect(html).toContain('Women’s 7');
    expect(html).toContain('Subscribed');
    expect(html).toContain('You’ve spent $120.00 of your $1,000.00 annual limit.');
    expect(html).toContain('href="#modal-employee-terms"');
    expect(postsTo(html, '/en-us/account#account-password')).toBe(true);
    expect(html).toMatch(/name="intent" value="change-password"/);
    expect(inputNames(html)).toEqual(expect.arrayContaining(['currentPassword', 'newPassword', 'confirmPassword']));
    // Capped in the site's currency: nothing said about other stores.
    expect(html).not.toContain('websites that sell in');
  });

  it('on a site selling in another currency than the cap’s, says the discount applies on the stores selling in it', async () => {
    const accepted = { ...profile, isEmployeeDiscountTCAccepted: true };
    const html = await render(
      <AccountPage
        locale="en-us"
        countryCode="DE"
        currency="EUR"
        profile={accepted}
        phoneCountry={null}
        editing={false}
      />,
      {
        url: '/en-us/account',
      },
    );
    expect(html).toContain('You’ve spent $120.00 of your $1,000.00 annual limit.');
    expect(html).toContain(
      'Your employee discount applies on our websites that sell in USD. It doesn’t apply to orders on this website.',
    );
  });

  it('shows what is not set yet and no employee section for other shoppers', async () => {
    const html = await render(
      <AccountPage
        locale="en-us"
        countryCode="US"
        currency="USD"
        phoneCountry={null}
        editing={false}
        profile={{
          ...profile,
          consumerType: 'REGISTERED',
          isLoyaltyMember: false,
          consumerDetails: { ...profile.consumerDetails, phone: null, phoneCode: null, employee: null },
          preferences: { interests: '', preferredShoeSize: null },
          subscriptions: [],
        }}
      />,
    );
    expect(html).not.toContain('Employee discount<');
    expect(html.match(/Not added yet/g)).toHaveLength(3);
    expect(html).toContain('Not subscribed');
  });

  it('shows a shoe size another channel wrote (not the form’s M/W shape) as it is, not as none', async () => {
    const html = await render(
      <AccountPage
        locale="en-us"
        countryCode="US"
        currency="USD"
        phoneCountry={null}
        editing={false}
        profile={{ ...profile, preferences: { interests: '', preferredShoeSize: '9.5' } }}
      />,
    );
    expect(html).toMatch(/Preferred shoe size<\/dt><dd[^>]*>9\.5</);
  });

  it('shows a mobile number in own country’s written form (the loader’s country), international, never the mask’s spaced dashes (reviewer F3-7)', async () => {
    const cases = [
      ['9012356984', '+81', { dialCode: '81', phoneMask: 'XX - XXXX - XXXX' }, '+81 90-1235-6984'],
      ['15112327105', '+49', { dialCode: '49', phoneMask: 'XXX - XXXXXXXX' }, '+49 151 12327105'],
      ['612345678', '+33', { dialCode: '33', phoneMask: 'X XX XX XX XX' }, '+33 6 12 34 56 78'],
      ['4155550123', '+1', null, '+1 415-555-0123'],
    ] as const;
    for (const [phone, phoneCode, phoneCountry, shown] of cases) {
      const html = await render(
        <AccountPage
          locale="en-us"
          countryCode="US"
          currency="USD"
          phoneCountry={phoneCountry}
          editing={false}
          profile={{ ...profile, consumerDetails: { ...profile.consumerDetails, phone, phoneCode } }}
        />,
      );
      expect(html).toMatch(new RegExp(`Mobile phone</dt><dd[^>]*>${shown.replace(/[()+]/g, '\\$&')}</dd>`));
    }
  });

  it('a successful password change is confirmed once (the toast), not by a second status on the page', async () => {
    const html = await render(
      <AccountPage
        locale="en-us"
        countryCode="US"
        currency="USD"
        profile={profile}
        phoneCountry={null}
        editing={false}
        actionData={{ ok: true }}
      />,
    );
    expect(html).not.toContain('Your password has been changed.');
  });

  it('offers an Edit link to the details form, which works without JavaScript', async () => {
    const html = await render(
      <AccountPage
        locale="en-us"
        countryCode="US"
        currency="USD"
        profile={profile}
        phoneCountry={null}
        editing={false}
      />,
      { url: '/en-us/account' },
    );
    const edit = /<a\b[^>]*>Edit<\/a>/.exec(html)?.[0] ?? '';
    expect(edit).toContain('href="/en-us/account?edit=details"');
    expect(edit).toContain('aria-label="Edit your details"');
    expect(html).not.toMatch(/name="intent" value="update-profile"/);
    // The password's form comes back at its section without JavaScript, the details' save at their heading.
    expect(postsTo(html, '/en-us/account#account-password')).toBe(true);
    expect(html).toMatch(/<section id="account-password"/);
    expect(html).toMatch(/<h2 id="account-details"/);
  });

  it('editing: the profile’s values in the sign-up fields, the email shown but not editable, posting to the page', async () => {
    const us = { dialCode: '1', phoneMask: '(XXX) XXX - XXXX' };
    const html = await render(
      <AccountPage locale="en-us" countryCode="US" currency="USD" profile={profile} phoneCountry={us} editing />,
      { url: '/en-us/account?edit=details' },
    );
    expect(html).toContain('Edit your details</h2>');
    // Without JavaScript back at the details' heading (decision 0050, addendum): a field's message in view on a phone.
    expect(postsTo(html, '/en-us/account?edit=details#account-details')).toBe(true);
    expect(html).toMatch(/<h2 id="account-details"/);
    expect(html).toMatch(/name="intent" value="update-profile"/);
    expect(inputTag(html, 'firstName')).toContain('value="Ana"');
    expect(inputTag(html, 'lastName')).toContain('value="Lima"');
    expect(inputTag(html, 'phone')).toContain('value="(415) 555-0123"');
    expect(inputTag(html, 'birthDate')).toContain('value="1990-04-02"');
    expect(inputTag(html, 'postalCode')).toContain('value="10012"');
    // Optional, and said so: emptying one removes it (decision 0017 addendum).
    for (const name of ['phone', 'birthDate', 'postalCode']) expect(inputTag(html, name)).not.toContain('required');
    expect(html).toContain('Mobile phone (optional)');
    expect(html).toContain('Date of birth (optional)');
    expect(html).toContain('ZIP code (optional)');
    expect(html).toMatch(/<option value="">No preference<\/option>/);
    expect(interest(html, 'road-running')).toContain('checked=""');
    expect(interest(html, 'racing')).not.toContain('checked');
    expect(html).toMatch(/<option value="W7" selected="">/);
    expect(inputTag(html, 'emailOptIn')).toContain('checked=""');
    expect(inputTag(html, 'email')).toBe('');
    expect(html).toContain('ana@example.com');
    expect(html).toContain('Your email address is how you sign in, so it can’t be changed here.');
    expect(html).toContain('Save details');
    expect(html).toMatch(/<a[^>]*href="\/en-us\/account"[^>]*>Cancel<\/a>/);
  });

  describe('the mobile’s country choice (tester finding: the number on file locked its country)', () => {
    const options = [
      { dialCode: '49', phoneMask: 'XXX - XXXXXXXX', countryCodes: ['DE'] },
      { dialCode: '44', phoneMask: 'XXXX - XXX - XXX', countryCodes: ['GB'] },
      { dialCode: '1', phoneMask: '(XXX) XXX - XXXX', countryCodes: ['US', 'CA'] },
    ];
    const british = {
      ...profile,
      consumerDetails: { ...profile.consumerDetails, phone: '7700900123', phoneCode: '+44', countryCode: 'DE' },
    };
    const select = (html: string) => /<select[^>]*name="phoneCode"[^>]*>.*?<\/select>/s.exec(html)?.[0] ?? '';

    it('a labelled select of the api’s dial codes beside the number, opening at the number’s country, posting phoneCode', async () => {
      const html = await render(
        <AccountPage
          locale="de-de"
          countryCode="DE"
          currency="EUR"
          profile={british}
          phoneCountry={{ dialCode: '44', phoneMask: 'XXXX - XXX - XXX' }}
          phoneCountries={options}
          editing
        />,
        { locale: 'de-de', url: '/de-de/account?edit=details' },
      );
      const choice = select(html);
      const id = /id="([^"]+)"/.exec(choice)?.[1];
      expect(id).toBeTruthy();
      expect(html).toContain(`<label for="${id}" class="text-sm font-semibold text-ink">Ländervorwahl</label>`);
      expect(choice).toMatch(/<option value="49">Deutschland \(\+49\)<\/option>/);
      expect(choice).toMatch(/<option value="44" selected="">Vereinigtes Königreich \(\+44\)<\/option>/);
      expect(choice).toMatch(/<option value="1">Vereinigte Staaten \/ Kanada \(\+1\)<\/option>/);
      // The choice and the number are one group, named as the field is.
      expect(html).toMatch(
        /<fieldset[^>]*><legend class="sr-only">Mobilnummer \(optional\)<\/legend>.*name="phoneCode".*name="phone"/s,
      );
      expect(html).toContain('Ländervorwahl +44, z. B. 07700 900123');
    });

    it('without a number on file it opens at the site’s country; after a refused post, at the one chosen', async () => {
      const none = { ...british, consumerDetails: { ...british.consumerDetails, phone: null, phoneCode: null } };
      const germany = { dialCode: '49', phoneMask: 'XXX - XXXXXXXX' };
      const fresh = await render(
        <AccountPage
          locale="de-de"
          countryCode="DE"
          currency="EUR"
          profile={none}
          phoneCountry={germany}
          phoneCountries={options}
          editing
        />,
        { locale: 'de-de', url: '/de-de/account?edit=details' },
      );
      expect(select(fresh)).toMatch(/<option value="49" selected="">/);
      expect(fresh).toContain('Ländervorwahl +49, z. B. 0151 23456789');
      const values = {
        firstName: 'Ana',
        lastName: 'Lima',
        phone: '(212) 555-0100',
        phoneCode: '1',
        birthDate: '',
        postalCode: '',
        interests: [],
        preferredShoeSize: '',
        emailOptIn: false,
      };
      const refused = await render(
        <AccountPage
          locale="de-de"
          countryCode="DE"
          currency="EUR"
          profile={british}
          phoneCountry={{ dialCode: '44', phoneMask: 'XXXX - XXX - XXX' }}
          phoneCountries={options}
          editing
          actionData={{ ok: false, intent: 'update-profile', values, fieldErrors: { firstName: 'x' } }}
        />,
        { locale: 'de-de', url: '/de-de/account?edit=details' },
      );
      expect(select(refused)).toMatch(/<option value="1" selected="">/);
      expect(refused).toContain('Ländervorwahl +1, z. B. (201) 555-0123');
    });

    it('no choice when the country list could not be read (the api reads the number)', async () => {
      const html = await render(
        <AccountPage locale="en-us" countryCode="US" currency="USD" profile={profile} phoneCountry={null} editing />,
        { url: '/en-us/account?edit=details' },
      );
      expect(select(html)).toBe('');
    });
  });

  it('editing a partly enrolled profile: a blank phone, birth date or ZIP code is not required', async () => {
    const partial = {
      ...profile,
      consumerDetails: { ...profile.consumerDetails, phone: null, phoneCode: null, birthDate: null, postalCode: null },
    };
    const html = await render(
      <AccountPage locale="en-us" countryCode="US" currency="USD" profile={partial} phoneCountry={null} editing />,
      { url: '/en-us/account?edit=details' },
    );
    for (const name of ['phone', 'birthDate', 'postalCode']) expect(inputTag(html, name)).not.toContain('required');
    expect(inputTag(html, 'firstName')).toContain('required=""');
  });

  it('after a refused post without JavaScript: the values sent and each message at its field', async () => {
    const values = {
      firstName: 'Grace',
      lastName: 'Hopper',
      phone: '123',
      birthDate: '1990-04-02',
      postalCode: 'ABC',
      interests: ['hiking'],
      preferredShoeSize: 'M9',
      emailOptIn: false,
    };
    const html = await render(
      <AccountPage
        locale="en-us"
        countryCode="US"
        currency="USD"
        profile={profile}
        phoneCountry={null}
        editing
        actionData={{
          ok: false,
          intent: 'update-profile',
          values,
          fieldErrors: { postalCode: 'Please enter a valid ZIP code.' },
        }}
      />,
      { url: '/en-us/account?edit=details' },
    );
    expect(inputTag(html, 'firstName')).toContain('value="Grace"');
    expect(inputTag(html, 'postalCode')).toContain('value="ABC"');
    expect(inputTag(html, 'postalCode')).toContain('aria-invalid="true"');
    expect(html).toContain('Please enter a valid ZIP code.');
    expect(interest(html, 'hiking')).toContain('checked=""');
    expect(interest(html, 'road-running')).not.toContain('checked');
    expect(inputTag(html, 'emailOptIn')).not.toContain('checked');
    // The change-password form does not take the details form's answer.
    expect(inputTag(html, 'currentPassword')).not.toContain('aria-invalid="true"');
  });
});
