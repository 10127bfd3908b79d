import { ConsumerProfileResponse, EmailOptInConfirmResponse } from '@outsole/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { newShopper } from '../../test/credentials.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { CONFIRM_WITHIN_DAYS } from '../notifications/double-opt-in.js';
import { digestOf } from '../session/secrets.js';
import { MAX_OPTIN_EMAILS, OPTIN_RESEND_AFTER_MINUTES } from './email-optin.service.js';

const NO_LIMITS = { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0', RATE_LIMIT_MAX: '0' };
const MINUTE_MS = 60_000;

/** Email marketing consent is double opt-in (decision 0054). */
describe(`email marketing double opt-in (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NO_LIMITS, stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  const profile = (headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: payload ? 'PUT' : 'GET',
      url: '/consumers-v3/consumer',
      headers: { ...AUTH, ...headers },
      ...(payload ? { payload } : {}),
    });
  const emailSubscription = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    const { subscriptions } = ConsumerProfileResponse.parse(response.json()).consumerProfile;
    return subscriptions.find((each) => each.channel === 'email');
  };
  const confirm = (token: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/consumers-v3/subscriptions/email/confirm',
      headers: { ...AUTH, ...headers },
      payload: { token } as object,
    });
  const confirmations = (to: string) =>
    t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('template', '=', 'email-optin-confirm')
      .where('to_address', '=', to)
      .orderBy('created_at')
      .execute();
  const tokenOf = (body: string) => {
    const link = new URL(/https:\/\/stride\.test\/[a-z-]+\/subscriptions\/confirm\?\S+/.exec(body)![0]);
    return link.searchParams.get('token')!;
  };
  const row = (consumerNo: string) =>
    t.db.selectFrom('consumers').selectAll().where('consumer_no', '=', consumerNo).executeTakeFirstOrThrow();
  /** Moves the last email back in time, as if it went `minutes` ago. */
  const sentAgo = (consumerNo: string, minutes: number) =>
    t.db
      .updateTable('consumers')
      .set({ email_optin_sent_at: new Date(Date.now() - minutes * MINUTE_MS).toISOString() })
      .where('consumer_no', '=', consumerNo)
      .execute();

  it('signs up pending, emails a single-use link that confirms it, and keeps the proof', async () => {
    const shopper = await newShopper(t, { email: 'double.optin@example.com', emailOptIn: true });
    expect(emailSubscription(await profile(shopper.headers))).toEqual({
      channel: 'email',
      optin: false,
      pending: true,
    });
    const [email, ...more] = await confirmations('double.optin@example.com');
    expect(more).toEqual([]);
    expect(email).toMatchObject({ locale: 'en-us', site_id: 'stride-en-us' });
    expect(email!.subject).toBe('Confirm your Stride email subscription');
    expect(email!.text_body).toContain('7 days');
    const token = tokenOf(email!.text_body);
    // Only the digest is stored.
    const pending = await row(shopper.consumerNo);
    expect(pending.email_optin_token_hash).toBe(digestOf(token));
    expect(JSON.stringify(pending)).not.toContain(token);

    // No session needed: the link is opened in a mail client's browser.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(EmailOptInConfirmResponse.strict().parse(confirmed.json())).toEqual({ channel: 'email', optin: true });
    expect(emailSubscription(await profile(shopper.headers))).toEqual({
      channel: 'email',
      optin: true,
      pending: false,
    });
    const proof = await row(shopper.consumerNo);
    expect(proof).toMatchObject({
      email_optin: 1,
      email_optin_pending_at: null,
      email_optin_token_hash: null,
      email_optin_address_digest: digestOf('double.optin@example.com'),
    });
    expect(Date.now() - Date.parse(proof.email_optin_confirmed_at!)).toBeLessThan(MINUTE_MS);
    // Single use.
    expectSpecError(await confirm(token), 400, 'AUT402', 'body.token');
    // Asking again when opted in sends nothing.
    expect(emailSubscription(await profile(shopper.headers, { emailOptIn: true }))).toMatchObject({ optin: true });
    expect(await confirmations('double.optin@example.com')).toHaveLength(1);
  });

  it('turns on from the profile as pending, resends within limits, and turns off at once', async () => {
    const shopper = await newShopper(t, { email: 'later.optin@example.com', emailOptIn: false });
    expect(emailSubscription(await profile(shopper.headers))).toEqual({
      channel: 'email',
      optin: false,
      pending: false,
    });
    expect(await confirmations('later.optin@example.com')).toEqual([]);
    const on = emailSubscription(await profile(shopper.headers, { emailOptIn: true }));
    expect(on).toEqual({ channel: 'email', optin: false, pending: true });
    expect(await confirmations('later.optin@example.com')).toHaveLength(1);
    // "Send it again" right away sends nothing more (one per 15 minutes)…
    await profile(shopper.headers, { emailOptIn: true });
    expect(await confirmations('later.optin@example.com')).toHaveLength(1);
    // …later it does, and the first link stops working.
    const [first] = await confirmations('later.optin@example.com');
    await sentAgo(shopper.consumerNo, OPTIN_RESEND_AFTER_MINUTES);
    await profile(shopper.headers, { emailOptIn: true });
    const [, second] = await confirmations('later.optin@example.com');
    expect(second).toBeDefined();
    expectSpecError(await confirm(tokenOf(first!.text_body)), 400, 'AUT402', 'body.token');
    // Off is immediate, and the pending link stops working.
    expect(emailSubscription(await profile(shopper.headers, { emailOptIn: false }))).toEqual({
      channel: 'email',
      optin: false,
      pending: false,
    });
    expectSpecError(await confirm(tokenOf(second!.text_body)), 400, 'AUT402', 'body.token');
    // At most MAX_OPTIN_EMAILS links until one is confirmed, however often it is turned off and on.
    for (let i = 0; i < MAX_OPTIN_EMAILS + 2; i += 1) {
      await sentAgo(shopper.consumerNo, OPTIN_RESEND_AFTER_MINUTES);
      await profile(shopper.headers, { emailOptIn: true });
      await profile(shopper.headers, { emailOptIn: false });
    }
    expect(await confirmations('later.optin@example.com')).toHaveLength(MAX_OPTIN_EMAILS);
  });

  it('refuses an expired link (7 days, the opt-in still pending), an unknown, malformed or padded one', async () => {
    const shopper = await newShopper(t, { email: 'expired.optin@example.com', emailOptIn: true });
    const [email] = await confirmations('expired.optin@example.com');
    const token = tokenOf(email!.text_body);
    await sentAgo(shopper.consumerNo, CONFIRM_WITHIN_DAYS * 24 * 60 + 1);
    expectSpecError(await confirm(token), 400, 'AUT402', 'body.token');
    expect(emailSubscription(await profile(shopper.headers))).toEqual({
      channel: 'email',
      optin: false,
      pending: true,
    });
    expectSpecError(await confirm('A'.repeat(43)), 400, 'AUT402', 'body.token');
    for (const bad of ['', 'short', 'x'.repeat(300), 'bad token with spaces!!', 42, null]) {
      expectSpecError(await confirm(bad), 400, 'API400', 'body.token');
    }
    const extra = await t.app.inject({
      method: 'POST',
      url: '/consumers-v3/subscriptions/email/confirm',
      headers: AUTH,
      payload: { token, consumerNo: shopper.consumerNo },
    });
    expectSpecError(extra, 400, 'API400');
  });

  it('writes the confirmation in the shopper’s language and brand', async () => {
    const cases = [
      {
        site: 'stride-de-de',
        subject: 'Bestätige deine Anmeldung für E-Mails von Stride',
        link: 'https://stride.test/de-de/',
      },
      {
        site: 'stride-fr-fr',
        subject: 'Confirmez votre inscription aux e-mails Stride',
        link: 'https://stride.test/fr-fr/',
      },
      { site: 'stride-ja-jp', subject: 'Stride メールマガジン登録の確認', link: 'https://stride.test/ja-jp/' },
      {
        site: 'kestrel-en-us',
        subject: 'Confirm your Kestrel email subscription',
        link: 'https://kestrel.test/en-us/',
      },
      { site: 'stride-en-gb', subject: 'Confirm your Stride email subscription', link: 'https://stride.test/en-gb/' },
    ];
    for (const [index, each] of cases.entries()) {
      const address = `lang${index}.optin@example.com`;
      const fields = { email: address, emailOptIn: true, postalCode: undefined, preferredShoeSize: undefined };
      await newShopper(t, fields, { siteId: each.site });
      const [email] = await confirmations(address);
      expect(email?.subject).toBe(each.subject);
      expect(email?.text_body).toContain(`${each.link}subscriptions/confirm?token=`);
    }
  });
});
