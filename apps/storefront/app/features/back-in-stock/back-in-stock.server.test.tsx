import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cartApi, cartRouteContext } from '#app/routes/cart-route.test-kit.ts';
import { findMockSite } from '#app/lib/api/mock/fixtures.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { BASE } from '#app/lib/session/session-test-kit.ts';
import { ConfirmPage, UnsubscribePage } from './back-in-stock-pages.tsx';
import {
  CONFIRM_PATH,
  UNSUBSCRIBE_PATH,
  confirmLoader,
  unsubscribeAction,
  type ConfirmState,
  type UnsubscribeState,
} from './back-in-stock.server.ts';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'k'.repeat(43);
const expired = () =>
  Response.json(
    {
      errorDetails: [{ errorId: 'AUT402', message: 'This link has expired or was already used.', field: 'body.token' }],
    },
    { status: 400 },
  );

type Result<T> = { data: T; init: { status?: number; headers?: HeadersInit } };

async function confirm(locale: string, query: string, answer?: Response) {
  const site = findMockSite(`stride-${locale}`)!;
  const api = cartApi(answer ? { [`POST ${CONFIRM_PATH}`]: [answer] } : {}, site);
  const request = new Request(`${BASE}/${locale}/back-in-stock/confirm?${query}`);
  const result = (await confirmLoader({
    request,
    params: { locale },
    context: cartRouteContext(),
  })) as unknown as Result<{
    state: ConfirmState;
    productPath: string | null;
    title: string;
  }>;
  return { ...result, headers: new Headers(result.init.headers), api };
}

describe('back-in-stock confirmation page', () => {
  it('confirms the link’s sign-up when it opens, and is never kept by a cache', async () => {
    const { data, headers, api } = await confirm(
      'en-us',
      `token=${TOKEN}&product=SRN155750`,
      Response.json({ productId: 'SRN155750', upc: '123456789002', confirmed: true }),
    );
    expect(data).toMatchObject({ state: 'confirmed', productPath: '/en-us/p/SRN155750' });
    expect(data.title).toBe('Back-in-stock alert | Stride');
    expect(api.callsTo(CONFIRM_PATH).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
    expect(headers.get('Referrer-Policy')).toBe('same-origin');
  });

  it('an expired or used link offers the product page to sign up again; a cut-off one is not sent to the api', async () => {
    const used = await confirm('de-de', `token=${TOKEN}&product=SRN155750`, expired());
    expect(used.data).toMatchObject({ state: 'expired', productPath: '/de-de/p/SRN155750' });
    const cut = await confirm('en-us', 'token=abc&product=not%20a%20code');
    expect(cut.data).toMatchObject({ state: 'expired', productPath: null });
    expect(cut.api.callsTo(CONFIRM_PATH)).toEqual([]);
  });

  it('an api that cannot answer is not an expired link', async () => {
    const down = Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'x' }] }, { status: 500 });
    expect((await confirm('en-us', `token=${TOKEN}`, down)).data.state).toBe('failed');
  });
});

describe('back-in-stock unsubscribe page', () => {
  const unsubscribe = async (token: string, answer?: Response) => {
    cartApi(answer ? { [`POST ${UNSUBSCRIBE_PATH}`]: [answer] } : {});
    const request = new Request(`${BASE}/en-us/back-in-stock/unsubscribe`, {
      method: 'POST',
      body: new URLSearchParams({ token }),
      headers: { origin: BASE },
    });
    const result = (await unsubscribeAction({
      request,
      params: { locale: 'en-us' },
      context: cartRouteContext(),
    })) as unknown as Result<{ state: UnsubscribeState }>;
    return result.data.state;
  };

  it('stops the alerts with the button’s post; an unknown link says so', async () => {
    expect(await unsubscribe(TOKEN, Response.json({ unsubscribed: true }))).toBe('done');
    expect(await unsubscribe(TOKEN, expired())).toBe('expired');
    expect(await unsubscribe('')).toBe('expired');
  });
});

describe('back-in-stock pages', () => {
  const catalogues = { 'en-US': enUS, 'de-DE': deDE, 'fr-FR': frFR };
  const render = (locale: keyof typeof catalogues, node: React.ReactNode) => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => <IntlProvider value={pageIntl(locale, catalogues[locale])}>{node}</IntlProvider>,
      },
    ]);
    return renderToString(<Stub initialEntries={['/']} />);
  };

  it('say the alert is confirmed, or that the link expired with a way to sign up again, in the shopper’s language', () => {
    const confirmed = render(
      'de-DE',
      <ConfirmPage locale="de-de" state="confirmed" productPath="/de-de/p/SRN155750" />,
    );
    expect(confirmed).toMatch(/<h1[^>]*>Deine Benachrichtigung ist bestätigt<\/h1>/);
    expect(confirmed).toContain('href="/de-de/p/SRN155750"');
    const gone = render('fr-FR', <ConfirmPage locale="fr-fr" state="expired" productPath="/fr-fr/p/SRN155750" />);
    expect(gone).toMatch(/<h1[^>]*>Ce lien a expiré ou a déjà été utilisé<\/h1>/);
    expect(gone).toMatch(/<a href="\/fr-fr\/p\/SRN155750"[^>]*>M’inscrire de nouveau<\/a>/);
  });

  it('the unsubscribe page asks with a real form that works without JavaScript', () => {
    const html = render('en-US', <UnsubscribePage locale="en-us" state="ask" token={TOKEN} />);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/en-us/back-in-stock/unsubscribe"');
    expect(html).toContain(`name="token" value="${TOKEN}"`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Unsubscribe/);
  });
});
