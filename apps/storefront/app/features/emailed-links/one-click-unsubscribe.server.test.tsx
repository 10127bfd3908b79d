import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { cartApi, cartRouteContext } from '#app/routes/cart-route.test-kit.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { BASE } from '#app/lib/session/session-test-kit.ts';
import { OneClickUnsubscribePage } from './one-click-unsubscribe-page.tsx';
import {
  ONE_CLICK_UNSUBSCRIBE_PATH,
  oneClickAction,
  oneClickLoader,
  type OneClickState,
} from './one-click-unsubscribe.server.ts';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'k'.repeat(43);
type Result<T> = { data: T; init: { status?: number; headers?: HeadersInit } };

/** The one-click unsubscribe link of List-Unsubscribe (RFC 8058; decisions 0042 and 0054, addenda session 52). */
describe('one-click unsubscribe page', () => {
  const post = async (token: string, answer?: Response) => {
    const api = cartApi(answer ? { [`POST ${ONE_CLICK_UNSUBSCRIBE_PATH}`]: [answer] } : {});
    // What Gmail and Yahoo send: a form post of List-Unsubscribe=One-Click to the header's URL, no cookie, no Origin.
    const request = new Request(`${BASE}/en-us/email/unsubscribe?token=${token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const result = (await oneClickAction({
      request,
      params: { locale: 'en-us' },
      context: cartRouteContext(),
    })) as unknown as Result<{ state: OneClickState }>;
    return { state: result.data.state, status: result.init.status, headers: new Headers(result.init.headers), api };
  };

  it('the one-click POST passes the link’s token to the api and answers 200, repeatably', async () => {
    const done = await post(TOKEN, Response.json({ unsubscribed: true, list: 'marketing' }));
    expect(done).toMatchObject({ state: 'done', status: 200 });
    expect(done.api.callsTo(ONE_CLICK_UNSUBSCRIBE_PATH).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(done.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('an unknown or expired link is 400, a cut-off one is not sent, an api that cannot answer 503', async () => {
    const expired = Response.json(
      { errorDetails: [{ errorId: 'AUT402', message: 'This unsubscribe link has expired.', field: 'body.token' }] },
      { status: 400 },
    );
    expect(await post(TOKEN, expired)).toMatchObject({ state: 'expired', status: 400 });
    const cut = await post('abc');
    expect(cut).toMatchObject({ state: 'expired', status: 400 });
    expect(cut.api.callsTo(ONE_CLICK_UNSUBSCRIBE_PATH)).toEqual([]);
    const down = Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'x' }] }, { status: 500 });
    expect(await post(TOKEN, down)).toMatchObject({ state: 'failed', status: 503 });
  });

  it('opened by a person, the link asks first (a GET stops nothing)', async () => {
    const api = cartApi({});
    const result = (await oneClickLoader({
      request: new Request(`${BASE}/en-us/email/unsubscribe?token=${TOKEN}`),
      params: { locale: 'en-us' },
      context: cartRouteContext(),
    })) as unknown as Result<{ state: OneClickState; token: string | null; title: string }>;
    expect(result.data).toMatchObject({ state: 'ask', token: TOKEN, title: 'Unsubscribe | Stride' });
    expect(api.callsTo(ONE_CLICK_UNSUBSCRIBE_PATH)).toEqual([]);
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

  it('asks with a real form posting to the link itself, and says the outcome in the shopper’s language', () => {
    const html = render('en-US', <OneClickUnsubscribePage locale="en-us" state="ask" token={TOKEN} />);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/en-us/email/unsubscribe?token=${TOKEN}"`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Unsubscribe/);
    expect(render('de-DE', <OneClickUnsubscribePage locale="de-de" state="done" token={null} />)).toMatch(
      /<h1[^>]*>Du hast die E-Mails abbestellt<\/h1>/,
    );
    const expired = render('fr-FR', <OneClickUnsubscribePage locale="fr-fr" state="expired" token={null} />);
    expect(expired).toMatch(/<h1[^>]*>Ce lien de désabonnement ne fonctionne plus<\/h1>/);
    expect(expired).toContain('href="/fr-fr/account"');
    expect(render('ja-JP', <OneClickUnsubscribePage locale="ja-jp" state="done" token={null} />)).toContain(
      '配信を停止しました',
    );
  });
});
