import { ConsumerProfileResponse, OneClickUnsubscribeResponse } from '@outsole/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { setStock } from '../../test/cart-kit.js';
import { newShopper } from '../../test/credentials.js';
import { testContext } from '../../test/request-context.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { notifyRestocked } from '../back-in-stock/back-in-stock.restock.js';
import { digestOf } from '../session/secrets.js';
import { MailboxMessages } from './mailbox.routes.js';
import { LIST_UNSUBSCRIBE_VALID_DAYS } from './list-unsubscribe.js';
import { enqueueEmail } from './notifications.service.js';

const NO_LIMITS = { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0', RATE_LIMIT_MAX: '0' };
const ORIGINS = { stride: 'https://stride.test', kestrel: 'https://kestrel.test' };
const DAY_MS = 24 * 60 * 60 * 1000;
const ONE_CLICK =
  /^<(https:\/\/stride\.test\/en-us\/email\/unsubscribe\?token=[A-Za-z0-9_-]{43})>, <mailto:help@stride\.example\.com\?subject=Unsubscribe>$/;

/** One-click unsubscribe headers and their POST (RFC 2369, RFC 8058; decisions 0042 and 0054, addenda session 52). */
describe(`List-Unsubscribe one-click (${TEST_DB})`, () => {
  let t: TestApp;
  let sizes: { productId: string; upc: string }[];
  beforeAll(async () => {
    t = await createTestApp({ env: NO_LIMITS, stylesPerSize: 4 });
    sizes = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.product_id as productId', 'v.upc'])
      .where('s.brand', '=', 'stride')
      .where('s.digital', '=', 0)
      .where('v.size_system', 'in', ['shoe-men', 'shoe-women'])
      .orderBy('v.upc')
      .limit(2)
      .execute();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const size of sizes) await setStock(t.db, size.upc, 0);
    await t.db.deleteFrom('back_in_stock_requests').execute();
    await t.db.deleteFrom('email_outbox').execute();
  });

  const unsubscribe = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/consumers-v3/subscriptions/unsubscribe',
      headers: AUTH,
      payload: payload as object,
    });
  const outbox = (to: string, template: string) =>
    t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .where('template', '=', template)
      .orderBy('created_at')
      .execute();
  /** The one-click link's token of a List-Unsubscribe value. */
  const tokenOf = (header: string | null) => {
    const match = ONE_CLICK.exec(header ?? '');
    expect(match, header ?? 'no header').not.toBeNull();
    return new URL(match![1]!).searchParams.get('token')!;
  };
  const ok = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return OneClickUnsubscribeResponse.strict().parse(response.json());
  };
  const signUp = (email: string, size: { productId: string; upc: string }) =>
    t.app.inject({ method: 'PUT', url: '/products/v1/notifications', headers: AUTH, payload: { email, ...size } });
  const waiting = (email: string) =>
    t.db.selectFrom('back_in_stock_requests').selectAll().where('email', '=', email).execute();

  it('a back-in-stock confirmation carries the headers; one POST ends the address’s sign-ups, idempotently', async () => {
    const [first, second] = sizes;
    expect((await signUp('Alerts@Example.com', first!)).statusCode).toBe(200);
    expect((await signUp('alerts@example.com', second!)).statusCode).toBe(200);
    const [email] = await outbox('alerts@example.com', 'back-in-stock-confirm');
    const token = tokenOf(email!.list_unsubscribe);
    // Stored as its digest only, with what it stops.
    const stored = await t.db
      .selectFrom('email_unsubscribe_tokens')
      .selectAll()
      .where('token_hash', '=', digestOf(token))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ list: 'back-in-stock', site_id: 'stride-en-us', address: 'alerts@example.com' });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(LIST_UNSUBSCRIBE_VALID_DAYS * DAY_MS);

    expect(await waiting('alerts@example.com')).toHaveLength(2);
    expect(ok(await unsubscribe({ token }))).toEqual({ unsubscribed: true, list: 'back-in-stock' });
    expect(await waiting('alerts@example.com')).toEqual([]);
    // A mailbox provider may send the POST again: the same answer.
    expect(ok(await unsubscribe({ token }))).toEqual({ unsubscribed: true, list: 'back-in-stock' });
  });

  it('a restock email carries the headers; its POST stops the other sizes the address waits for', async () => {
    const [first, second] = sizes;
    await t.db
      .insertInto('back_in_stock_requests')
      .values(
        [first!, second!].map((size, index) => ({
          id: `00000000-0000-4000-8000-00000000000${index}`,
          email: 'restock@example.com',
          product_id: size.productId,
          upc: size.upc,
          site_id: 'stride-en-us',
          locale: 'en-us',
          created_at: new Date().toISOString(),
          notified_at: null,
          confirmed_at: new Date().toISOString(),
          confirm_token_hash: null,
          confirm_sent_at: null,
        })),
      )
      .execute();
    await setStock(t.db, first!.upc, 3);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(1);
    const [email] = await outbox('restock@example.com', 'back-in-stock');
    const token = tokenOf(email!.list_unsubscribe);
    ok(await unsubscribe({ token }));
    const left = await waiting('restock@example.com');
    expect(left.map((row) => row.upc)).toEqual([first!.upc]);
    expect(left[0]!.notified_at).not.toBeNull();
  });

  it('a marketing confirmation carries the headers; its POST turns email marketing off, pending or confirmed', async () => {
    const shopper = await newShopper(t, { email: 'list.optin@example.com', emailOptIn: true });
    const [email] = await outbox('list.optin@example.com', 'email-optin-confirm');
    const token = tokenOf(email!.list_unsubscribe);
    const profile = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/consumers-v3/consumer',
        headers: { ...AUTH, ...shopper.headers },
      });
      return ConsumerProfileResponse.parse(response.json()).consumerProfile.subscriptions.find(
        (each) => each.channel === 'email',
      );
    };
    expect(await profile()).toMatchObject({ optin: false, pending: true });
    expect(ok(await unsubscribe({ token }))).toEqual({ unsubscribed: true, list: 'marketing' });
    expect(await profile()).toMatchObject({ optin: false, pending: false });
    // The confirmation link no longer works once unsubscribed.
    const confirmToken = new URL(/https:\/\/stride\.test\/\S+subscriptions\/confirm\?\S+/.exec(email!.text_body)![0]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/consumers-v3/subscriptions/email/confirm',
      headers: AUTH,
      payload: { token: confirmToken.searchParams.get('token') },
    });
    expectSpecError(confirmed, 400, 'AUT402', 'body.token');
    // Confirmed later (turned on again and confirmed), the same email's header still turns it off.
    await t.db.updateTable('consumers').set({ email_optin: 1 }).where('consumer_no', '=', shopper.consumerNo).execute();
    expect(await profile()).toMatchObject({ optin: true });
    ok(await unsubscribe({ token }));
    expect(await profile()).toMatchObject({ optin: false, pending: false });
  });

  it('transactional emails (welcome, password reset) carry no List-Unsubscribe', async () => {
    await newShopper(t, { email: 'no.list@example.com', emailOptIn: false });
    const [welcome] = await outbox('no.list@example.com', 'welcome');
    expect(welcome!.list_unsubscribe).toBeNull();
    const reset = await enqueueEmail(testContext(), t.db, {
      dedupeKey: 'password-reset:list-test',
      to: 'no.list@example.com',
      template: 'password-reset',
      params: { resetUrl: 'https://stride.test/en-us/reset-password?token=x', firstName: 'Ada', expiresInMinutes: 60 },
    });
    const row = await t.db
      .selectFrom('email_outbox')
      .select('list_unsubscribe')
      .where('id', '=', reset.id)
      .executeTakeFirstOrThrow();
    expect(row.list_unsubscribe).toBeNull();
    // A list email without its link, or a transactional one with one, is the calling code's bug.
    await expect(
      enqueueEmail(testContext(), t.db, {
        dedupeKey: 'password-reset:list-test-2',
        to: 'no.list@example.com',
        template: 'password-reset',
        params: {
          resetUrl: 'https://stride.test/en-us/reset-password?token=x',
          firstName: 'Ada',
          expiresInMinutes: 60,
        },
        listUnsubscribe: { origin: ORIGINS.stride },
      }),
    ).rejects.toThrow(/List-Unsubscribe/);
  });

  it('refuses an unknown, expired, malformed or padded token in the spec’s format, never a 500', async () => {
    expectSpecError(await unsubscribe({ token: 'A'.repeat(43) }), 400, 'AUT402', 'body.token');
    const [size] = sizes;
    await signUp('expired.list@example.com', size!);
    const [email] = await outbox('expired.list@example.com', 'back-in-stock-confirm');
    const token = tokenOf(email!.list_unsubscribe);
    await t.db
      .updateTable('email_unsubscribe_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', digestOf(token))
      .execute();
    expectSpecError(await unsubscribe({ token }), 400, 'AUT402', 'body.token');
    expect(await waiting('expired.list@example.com')).toHaveLength(1);
    for (const bad of [{ token: 'short' }, { token: `${token}!` }, {}, { token: 42 }, { token, extra: 1 }]) {
      expectSpecError(await unsubscribe(bad), 400, 'API400');
    }
  });

  it('expired tokens are deleted by the email worker’s hourly sweep', async () => {
    await signUp('sweep.list@example.com', sizes[0]!);
    const [email] = await outbox('sweep.list@example.com', 'back-in-stock-confirm');
    const hash = digestOf(tokenOf(email!.list_unsubscribe));
    await t.db
      .updateTable('email_unsubscribe_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hash)
      .execute();
    const { deleteExpiredUnsubscribeTokens } = await import('./list-unsubscribe.js');
    expect(await deleteExpiredUnsubscribeTokens(t.db, new Date(), 100)).toBeGreaterThanOrEqual(1);
    const left = await t.db.selectFrom('email_unsubscribe_tokens').select('token_hash').execute();
    expect(left.map((row) => row.token_hash)).not.toContain(hash);
  });

  it('the development mailbox shows the headers of what it delivered', async () => {
    await signUp('mailbox.list@example.com', sizes[0]!);
    await newShopper(t, { email: 'mailbox.list@example.com', emailOptIn: false });
    expect(await t.app.emailWorker.runOnce()).toMatchObject({ sent: 2 });
    const listed = MailboxMessages.parse(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=mailbox.list@example.com' })).json(),
    );
    const confirm = listed.messages.find((message) => message.template === 'back-in-stock-confirm')!;
    expect(confirm.headers['List-Unsubscribe']).toMatch(ONE_CLICK);
    expect(confirm.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(listed.messages.find((message) => message.template === 'welcome')!.headers).toEqual({});
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${confirm.id}` });
    expect(page.body).toContain('<dt>List-Unsubscribe-Post</dt><dd><code>List-Unsubscribe=One-Click</code></dd>');
    expect(page.body).toContain(
      '<dt>List-Unsubscribe</dt><dd><code>&lt;https://stride.test/en-us/email/unsubscribe?token=',
    );
  });
});
