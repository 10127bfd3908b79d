import { BackInStockConfirmResponse, BackInStockResponse } from '@outsole/contracts/products';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { setStock } from '../../test/cart-kit.js';
import { bearer, createTestConsumer, signIn } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { notifyRestocked } from './back-in-stock.restock.js';
import {
  CONFIRM_WITHIN_DAYS,
  MAX_CONFIRM_EMAILS,
  MAX_UNCONFIRMED_PER_ADDRESS,
  RESEND_AFTER_MINUTES,
} from './back-in-stock.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGINS = { stride: 'https://stride.test', kestrel: 'https://kestrel.test' };

interface Variant {
  productId: string;
  upc: string;
}

/** Double opt-in of back-in-stock sign-ups (decision 0042, addendum session 51). */
describe(`back-in-stock double opt-in (${TEST_DB})`, () => {
  let t: TestApp;
  let sizes: Variant[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    sizes = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.product_id as productId', 'v.upc'])
      .where('s.brand', '=', 'stride')
      .where('s.digital', '=', 0)
      .where('v.size_system', 'in', ['shoe-men', 'shoe-women'])
      .orderBy('v.upc')
      .limit(MAX_UNCONFIRMED_PER_ADDRESS + 2)
      .execute();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const size of sizes) await setStock(t.db, size.upc, 0);
    await t.db.deleteFrom('back_in_stock_requests').execute();
    await t.db.deleteFrom('email_outbox').execute();
  });

  const put = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url: '/products/v1/notifications', headers: { ...AUTH, ...headers }, payload });
  const post = (action: 'confirm' | 'unsubscribe', payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/products/v1/notifications/${action}`,
      headers: AUTH,
      payload: payload as object,
    });
  const confirmations = (to: string) =>
    t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('template', '=', 'back-in-stock-confirm')
      .where('to_address', '=', to)
      .orderBy('created_at')
      .execute();
  const linkOf = (body: string, page: 'confirm' | 'unsubscribe') =>
    new URL(new RegExp(`https://stride\\.test/[a-z-]+/back-in-stock/${page}\\?\\S+`).exec(body)![0]);
  const rowOf = (email: string) =>
    t.db.selectFrom('back_in_stock_requests').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  const restock = () => notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS });

  it('emails a link that confirms the sign-up once; only then does the restock email go', async () => {
    const [size] = sizes;
    const answer = await put({ email: 'Optin@Example.com', ...size });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(BackInStockResponse.strict().parse(answer.json())).toEqual({
      ...size,
      subscribed: true,
      confirmationRequired: true,
    });
    const [email, ...more] = await confirmations('optin@example.com');
    expect(more).toEqual([]);
    expect(email).toMatchObject({ locale: 'en-us', site_id: 'stride-en-us' });
    expect(email!.subject).toMatch(/^Confirm your back-in-stock alert for .+$/);
    expect(email!.text_body).toContain('stays valid for 7 days');
    const link = linkOf(email!.text_body, 'confirm');
    expect(link.pathname).toBe('/en-us/back-in-stock/confirm');
    expect(link.searchParams.get('product')).toBe(size!.productId);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email!.html_body).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
    // The token is stored as its digest only.
    const waiting = await rowOf('optin@example.com');
    expect(waiting).toMatchObject({ confirmed_at: null, confirm_sends: 1 });
    expect(waiting.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(waiting.confirm_token_hash).not.toContain(token);

    await setStock(t.db, size!.upc, 2);
    expect(await restock()).toBe(0);
    await setStock(t.db, size!.upc, 0);

    const confirmed = await post('confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(BackInStockConfirmResponse.strict().parse(confirmed.json())).toEqual({ ...size, confirmed: true });
    expect((await rowOf('optin@example.com')).confirmed_at).not.toBeNull();
    // Single use: the same link again is refused like any link that no longer works, never a 500.
    expectSpecError(await post('confirm', { token }), 400, 'AUT402', 'body.token');

    await setStock(t.db, size!.upc, 2);
    expect(await restock()).toBe(1);
  });

  it('writes the confirmation in the sign-up’s language, naming what was asked for', async () => {
    const [size] = sizes;
    const sites = [
      ['stride-de-de', 'de-de', /^Bitte bestätige deine Benachrichtigung für /, 'Benachrichtigung bestätigen'],
      ['stride-fr-fr', 'fr-fr', /^Confirmez votre alerte de retour en stock pour /, 'Confirmer mon alerte'],
      ['stride-ja-jp', 'ja-jp', /再入荷のお知らせ登録の確認$/, '登録を確定する'],
      ['stride-en-gb', 'en-gb', /^Confirm your back-in-stock alert for /, 'Confirm my alert'],
    ] as const;
    for (const [siteId, locale, subject, action] of sites) {
      const to = `${locale}@example.com`;
      expect((await put({ email: to, ...size }, { 'x-site-id': siteId, 'x-locale': locale })).statusCode).toBe(200);
      const [email] = await confirmations(to);
      expect(email!.subject).toMatch(subject);
      expect(email!.text_body).toContain(action);
      expect(linkOf(email!.text_body, 'confirm').pathname).toBe(`/${locale}/back-in-stock/confirm`);
    }
    // The other brand: its name, its storefront's origin.
    const kestrel = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.product_id as productId', 'v.upc'])
      .where('s.brand', '=', 'kestrel')
      .where('s.digital', '=', 0)
      .orderBy('v.upc')
      .executeTakeFirstOrThrow();
    await setStock(t.db, kestrel.upc, 0);
    const answer = await put({ email: 'kestrel@example.com', ...kestrel }, { 'x-site-id': 'kestrel-en-us' });
    expect(answer.statusCode, answer.body).toBe(200);
    const [fromKestrel] = await confirmations('kestrel@example.com');
    expect(fromKestrel!.text_body).toContain('The Kestrel team');
    expect(fromKestrel!.text_body).toMatch(/https:\/\/kestrel\.test\/en-us\/back-in-stock\/confirm\?token=/);
    const [de] = await confirmations('de-de@example.com');
    expect(de!.text_body).toContain('7 Tage lang gültig');
    const [fr] = await confirmations('fr-fr@example.com');
    // French: a narrow no-break space before the colon.
    expect(fr!.text_body).toContain('disponible\u202f:');
    expect(fr!.text_body).toContain('valable 7\u00a0jours');
  });

  it('refuses an unknown, malformed, expired or already used link in the spec’s format', async () => {
    expectSpecError(await post('confirm', { token: 'A'.repeat(43) }), 400, 'AUT402', 'body.token');
    expectSpecError(await post('confirm', {}), 400, 'API400', 'body.token');
    expectSpecError(await post('confirm', { token: 'short' }), 400, 'API400', 'body.token');
    expectSpecError(await post('confirm', { token: 'a b<script>'.repeat(4) }), 400, 'API400', 'body.token');
    expectSpecError(await post('confirm', { token: 'A'.repeat(201) }), 400, 'API400', 'body.token');
    expectSpecError(await post('confirm', { token: 42 }), 400, 'API400', 'body.token');
    expectSpecError(await post('confirm', { token: 'A'.repeat(43), extra: 1 }), 400, 'API400');
    expectSpecError(await post('confirm', []), 400, 'API400');
    expectSpecError(await post('unsubscribe', { token: 'A'.repeat(43) }), 400, 'AUT402', 'body.token');
    expectSpecError(await post('unsubscribe', { token: '' }), 400, 'API400', 'body.token');

    // A link older than its week no longer confirms, and the sweep deletes its sign-up.
    const [size] = sizes;
    await put({ email: 'late@example.com', ...size });
    const token = linkOf((await confirmations('late@example.com'))[0]!.text_body, 'confirm').searchParams.get('token');
    await t.db
      .updateTable('back_in_stock_requests')
      .set({ created_at: new Date(Date.now() - (CONFIRM_WITHIN_DAYS * DAY_MS + 60_000)).toISOString() })
      .where('email', '=', 'late@example.com')
      .execute();
    expectSpecError(await post('confirm', { token }), 400, 'AUT402', 'body.token');
    expect((await rowOf('late@example.com')).confirmed_at).toBeNull();
  });

  it('a repeated sign-up sends a new link only after a while and a few times; the old link stops working', async () => {
    const [size] = sizes;
    await put({ email: 'again@example.com', ...size });
    await put({ email: 'again@example.com', ...size });
    expect(await confirmations('again@example.com')).toHaveLength(1);
    const first = linkOf((await confirmations('again@example.com'))[0]!.text_body, 'confirm').searchParams.get('token');
    const later = async () => {
      await t.db
        .updateTable('back_in_stock_requests')
        .set({ confirm_sent_at: new Date(Date.now() - (RESEND_AFTER_MINUTES + 1) * 60_000).toISOString() })
        .where('email', '=', 'again@example.com')
        .execute();
      const answer = await put({ email: 'again@example.com', ...size });
      expect(answer.json()).toEqual({ ...size, subscribed: true, confirmationRequired: true });
    };
    for (let n = 1; n < MAX_CONFIRM_EMAILS + 2; n += 1) await later();
    const sent = await confirmations('again@example.com');
    expect(sent).toHaveLength(MAX_CONFIRM_EMAILS);
    expectSpecError(await post('confirm', { token: first }), 400, 'AUT402');
    const newest = linkOf(sent.at(-1)!.text_body, 'confirm').searchParams.get('token');
    expect((await post('confirm', { token: newest })).statusCode).toBe(200);
    // Confirmed: a further sign-up sends nothing and answers the same.
    await later();
    expect(await confirmations('again@example.com')).toHaveLength(MAX_CONFIRM_EMAILS);
  });

  it(`an address has at most ${MAX_UNCONFIRMED_PER_ADDRESS} sign-ups waiting for confirmation; past it the same answer sends nothing`, async () => {
    const answers = [];
    for (const size of sizes) answers.push(await put({ email: 'target@example.com', ...size }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sizes.map(() => 200));
    expect(
      new Set(answers.map((answer) => answer.json<{ confirmationRequired: boolean }>().confirmationRequired)),
    ).toEqual(new Set([true]));
    expect(await confirmations('target@example.com')).toHaveLength(MAX_UNCONFIRMED_PER_ADDRESS);
    // Another site's sign-ups count too: one inbox.
    await put({ email: 'target@example.com', ...sizes[0]! }, { 'x-site-id': 'stride-en-gb', 'x-locale': 'en-gb' });
    expect(await confirmations('target@example.com')).toHaveLength(MAX_UNCONFIRMED_PER_ADDRESS);
  });

  it('a signed-in shopper’s own account address needs no confirmation; another address does', async () => {
    const [size, other] = sizes;
    const consumer = await createTestConsumer(t.db);
    const tokens = await signIn(t, consumer);
    const own = await put({ email: consumer.email.toUpperCase(), ...size }, bearer(tokens.accessToken));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ ...size, subscribed: true, confirmationRequired: false });
    expect(await confirmations(consumer.email)).toEqual([]);
    expect((await rowOf(consumer.email)).confirmed_at).not.toBeNull();

    const friend = await put({ email: 'friend@example.com', ...other }, bearer(tokens.accessToken));
    expect(friend.json()).toEqual({ ...other, subscribed: true, confirmationRequired: true });
    expect(await confirmations('friend@example.com')).toHaveLength(1);
    // The same address without the session is a stranger's sign-up.
    const anonymous = await put({ email: consumer.email, ...other });
    expect(anonymous.json()).toMatchObject({ confirmationRequired: true });

    await setStock(t.db, size!.upc, 1);
    expect(await restock()).toBe(1);
  });

  it('the restock email’s unsubscribe link deletes the address’s other waiting sign-ups on that site', async () => {
    const [back, waitingHere, waitingThere] = sizes;
    const confirm = async (email: string, size: Variant, headers: Record<string, string> = {}) => {
      await put({ email, ...size }, headers);
      const sent = (await confirmations(email)).at(-1)!;
      const token = linkOf(sent.text_body, 'confirm').searchParams.get('token');
      expect((await post('confirm', { token })).statusCode).toBe(200);
    };
    await confirm('leave@example.com', back!);
    await confirm('leave@example.com', waitingHere!);
    await confirm('leave@example.com', waitingThere!, { 'x-site-id': 'stride-en-gb', 'x-locale': 'en-gb' });
    await confirm('stay@example.com', waitingHere!);
    await setStock(t.db, back!.upc, 1);
    expect(await restock()).toBe(1);
    const restockEmail = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('template', '=', 'back-in-stock')
      .executeTakeFirstOrThrow();
    const token = linkOf(restockEmail.text_body, 'unsubscribe').searchParams.get('token');
    const done = await post('unsubscribe', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ unsubscribed: true });
    const left = await t.db
      .selectFrom('back_in_stock_requests')
      .select(['email', 'site_id', 'notified_at'])
      .orderBy('email')
      .orderBy('site_id')
      .execute();
    expect(left.map((row) => [row.email, row.site_id, row.notified_at === null])).toEqual([
      ['leave@example.com', 'stride-en-gb', true],
      ['leave@example.com', 'stride-en-us', false],
      ['stay@example.com', 'stride-en-us', true],
    ]);
    // A second click answers the same.
    expect((await post('unsubscribe', { token })).statusCode).toBe(200);
  });
});

describe(`back-in-stock links under the rate limit (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('guessing links is limited like any call: 429 API429 in the spec’s format', async () => {
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/products/v1/notifications/confirm',
        headers: AUTH,
        payload: { token: 'B'.repeat(43) },
      });
    for (let n = 0; n < 3; n += 1) expectSpecError(await guess(), 400, 'AUT402');
    expectSpecError(await guess(), 429, 'API429');
    const signUp = await t.app.inject({
      method: 'PUT',
      url: '/products/v1/notifications',
      headers: AUTH,
      payload: { email: 'a@example.com', productId: 'ABCD12345', upc: '000000000000' },
    });
    expectSpecError(signUp, 429, 'API429');
  });
});
