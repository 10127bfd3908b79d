import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { emailOptInAsked, emailSubscriptionState } from '#app/features/auth/profile-values.ts';
import { profileUpdateBody } from '#app/lib/session/actions/profile.server.ts';
import { cartApi, cartRouteContext } from '#app/routes/cart-route.test-kit.ts';
import { findMockSite } from '#app/lib/api/mock/fixtures.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { BASE } from '#app/lib/session/session-test-kit.ts';
import type { LinkConfirmState } from '#app/features/emailed-links/emailed-link.server.ts';
import { EmailOptInConfirmPage } from './email-optin-confirm-page.tsx';
import { EMAIL_OPTIN_CONFIRM_PATH, emailOptInConfirmLoader } from './email-optin-confirm.server.ts';

// cartApi stubs the global fetch: put it back, or a later file of this worker (isolate: false) talks to the fake.
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'k'.repeat(43);
type Result<T> = { data: T; init: { status?: number; headers?: HeadersInit } };

async function confirm(locale: string, query: string, answer?: Response) {
  const site = findMockSite(`stride-${locale}`)!;
  const api = cartApi(answer ? { [`POST ${EMAIL_OPTIN_CONFIRM_PATH}`]: [answer] } : {}, site);
  const request = new Request(`${BASE}/${locale}/subscriptions/confirm?${query}`);
  const result = (await emailOptInConfirmLoader({
    request,
    params: { locale },
    context: cartRouteContext(),
  })) as unknown as Result<{ state: LinkConfirmState; title: string }>;
  return { ...result, headers: new Headers(result.init.headers), api };
}

describe('email subscription confirmation page (double opt-in, decision 0054)', () => {
  it('confirms the subscription when the link opens, and is never kept by a cache', async () => {
    const { data, headers, api } = await confirm(
      'en-us',
      `token=${TOKEN}`,
      Response.json({ channel: 'email', optin: true }),
    );
    expect(data).toMatchObject({ state: 'confirmed', title: 'Email subscription | Stride' });
    expect(api.callsTo(EMAIL_OPTIN_CONFIRM_PATH).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.get('Referrer-Policy')).toBe('same-origin');
  });

  it('an expired or used link says so; a cut-off one is not sent to the api; an api down is not an expired link', async () => {
    const used = Response.json(
      { errorDetails: [{ errorId: 'AUT402', message: 'expired', field: 'body.token' }] },
      { status: 400 },
    );
    expect((await confirm('de-de', `token=${TOKEN}`, used)).data.state).toBe('expired');
    const cut = await confirm('en-us', 'token=abc');
    expect(cut.data.state).toBe('expired');
    expect(cut.api.callsTo(EMAIL_OPTIN_CONFIRM_PATH)).toEqual([]);
    const down = Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'x' }] }, { status: 500 });
    expect((await confirm('en-us', `token=${TOKEN}`, down)).data.state).toBe('failed');
  });

  const catalogues = { 'en-US': enUS, 'de-DE': deDE, 'fr-FR': frFR, 'ja-JP': jaJP };
  const render = (locale: keyof typeof catalogues, node: React.ReactNode) => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => <IntlProvider value={pageIntl(locale, catalogues[locale])}>{node}</IntlProvider>,
      },
    ]);
    return renderToString(<Stub initialEntries={['/']} />);
  };

  it('says so in the shopper’s language with plain links (no script needed)', () => {
    const de = render('de-DE', <EmailOptInConfirmPage locale="de-de" state="confirmed" />);
    expect(de).toMatch(/<h1[^>]*>Deine Anmeldung ist bestätigt<\/h1>/);
    expect(de).toMatch(/<a href="\/de-de\/account"[^>]*>Zu deinem Konto<\/a>/);
    const fr = render('fr-FR', <EmailOptInConfirmPage locale="fr-fr" state="confirmed" />);
    expect(fr).toContain('Merci\u202f!');
    const ja = render('ja-JP', <EmailOptInConfirmPage locale="ja-jp" state="expired" />);
    expect(ja).toMatch(/<h1[^>]*>このリンクは有効期限切れか、すでに使用されています<\/h1>/);
    expect(ja).toContain('href="/ja-jp/account"');
    expect(render('en-US', <EmailOptInConfirmPage locale="en-us" state="failed" />)).toContain('Something went wrong');
  });
});

describe('the account’s email subscription state', () => {
  const withEmail = (email: { optin: boolean; pending?: boolean }) => ({
    subscriptions: [
      { channel: 'email' as const, ...email },
      { channel: 'sms' as const, optin: false },
    ],
  });

  it('is pending while the link waits, and the form keeps its box ticked meanwhile', () => {
    expect(emailSubscriptionState(withEmail({ optin: false, pending: true }))).toBe('pending');
    expect(emailSubscriptionState(withEmail({ optin: true, pending: false }))).toBe('subscribed');
    expect(emailSubscriptionState(withEmail({ optin: false }))).toBe('not-subscribed');
    expect(emailOptInAsked(withEmail({ optin: false, pending: true }))).toBe(true);
    expect(emailOptInAsked(withEmail({ optin: false, pending: false }))).toBe(false);
  });

  it('saving other details leaves the opt-in out of the PUT (no new confirmation email); a change is sent', () => {
    const values = {
      firstName: 'Robin',
      lastName: 'Runner',
      phone: '',
      birthDate: '',
      postalCode: '',
      interests: [],
      preferredShoeSize: '',
      emailOptIn: true,
    };
    expect(profileUpdateBody(values, { keepEmailOptIn: true })).not.toHaveProperty('emailOptIn');
    expect(profileUpdateBody({ ...values, emailOptIn: false })).toMatchObject({ emailOptIn: false });
  });
});
