import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { testContext } from '../../test/request-context.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { MailboxMessages } from './mailbox.routes.js';
import { enqueueEmail } from './notifications.service.js';

const HTML = { accept: 'text/html' };

describe(`development mailbox outside production (${TEST_DB})`, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 1 });
    const reset = await enqueueEmail(testContext(), t.db, {
      dedupeKey: 'password-reset:mailbox-1',
      to: 'ada@example.com',
      template: 'password-reset',
      params: {
        resetUrl: 'https://stride.test/en-us/reset-password?token=tok-1',
        firstName: '<b>Ada</b>',
        expiresInMinutes: 60,
      },
    });
    ids.reset = reset.id;
    await t.app.emailWorker.runOnce();
    // Sent a moment later, so it is the newest.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const site = { ...testContext().site, siteId: 'stride-de-de', locale: 'de-de' as const };
    const welcome = await enqueueEmail(testContext({ site, locale: 'de-de' }), t.db, {
      dedupeKey: 'welcome:mailbox-2',
      to: 'Bo@Example.com',
      template: 'welcome',
      params: { firstName: 'Bo', shopUrl: 'https://stride.test/de-de/' },
    });
    ids.welcome = welcome.id;
    await t.app.emailWorker.runOnce();
    // Queued but not yet sent: not in the mailbox.
    ids.pending = (
      await enqueueEmail(testContext(), t.db, {
        dedupeKey: 'welcome:pending',
        to: 'ada@example.com',
        template: 'welcome',
        params: { firstName: 'Ada', shopUrl: 'https://stride.test/en-us/' },
      })
    ).id;
  });
  afterAll(() => t.close());

  it('lists delivered mail newest first as an accessible page, without an access key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: HTML });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toContain('<title>Development mailbox</title>');
    expect(page).toContain('<h1>Development mailbox</h1>');
    expect(page).toContain('<caption>2 messages, newest first.</caption>');
    expect(page).toContain('<th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th>');
    expect(page).toContain('<label for="mailbox-to">Recipient<input id="mailbox-to" name="to"');
    const welcomeAt = page.indexOf(`href="/dev/mailbox/${ids.welcome}"`);
    const resetAt = page.indexOf(`href="/dev/mailbox/${ids.reset}"`);
    expect(welcomeAt).toBeGreaterThan(0);
    expect(resetAt).toBeGreaterThan(welcomeAt);
    expect(page).toContain('<td lang="de-DE"><a href="/dev/mailbox/' + ids.welcome + '">Willkommen bei Stride, Bo</a>');
    expect(page).toContain('>Reset your Stride password</a>');
    expect(page).not.toContain(ids.pending);
  });

  it('filters the list by recipient, case-insensitively', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=bo@example.com', headers: HTML });
    expect(response.body).toContain('<caption>1 message to bo@example.com, newest first.</caption>');
    expect(response.body).not.toContain(ids.reset);
  });

  it('shows one message with its HTML body inline, links working, params still escaped', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${ids.reset}`, headers: HTML });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.body;
    expect(page).toContain('<title>Reset your Stride password — Development mailbox</title>');
    expect(page).toContain('<h1 lang="en-US">Reset your Stride password</h1>');
    expect(page).toContain('<dt>To</dt><dd>ada@example.com</dd>');
    expect(page).toContain('<a href="/dev/mailbox">Back to the mailbox</a>');
    expect(page).toContain('<section class="email" aria-label="Message body" lang="en-US">');
    expect(page).toContain('href="https://stride.test/en-us/reset-password?token=tok-1"');
    expect(page).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,');
    expect(page).not.toContain('<b>Ada</b>');
    expect(page).not.toContain('<html lang="en-US"'); // the email's body only, not a document in a document
  });

  it('answers 404 in the spec format for a message it does not hold (unknown, or queued but unsent)', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', ids.pending, 'not-a-uuid']) {
      const response = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}`, headers: AUTH });
      expectSpecError(response, 404, 'API404');
    }
  });

  it('gives tests and the e2e suite the messages as JSON, newest first, filterable by recipient', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
    expect(response.statusCode, response.body).toBe(200);
    const { messages } = MailboxMessages.parse(response.json());
    expect(messages.map((message) => message.id)).toEqual([ids.welcome, ids.reset]);
    expect(messages[1]).toMatchObject({
      to: 'ada@example.com',
      subject: 'Reset your Stride password',
      template: 'password-reset',
      locale: 'en-us',
      siteId: 'stride-en-us',
    });
    expect(messages[1]?.text).toContain('https://stride.test/en-us/reset-password?token=tok-1');
    expect(messages[1]?.html).toContain('<html lang="en-US"');
    expect(Date.parse(messages[1]?.sentAt ?? '')).not.toBeNaN();
    const filtered = MailboxMessages.parse(
      (await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages?to=ADA@example.com' })).json(),
    );
    expect(filtered.messages.map((message) => message.id)).toEqual([ids.reset]);
  });

  it('answers only a connection from this machine: another machine gets 404 whatever it claims (reset links are credentials)', async () => {
    const urls = ['/dev/mailbox', '/dev/mailbox/messages', `/dev/mailbox/${ids.reset}`];
    for (const remoteAddress of ['192.0.2.2', '10.0.0.5', '2001:db8::1', '::ffff:192.0.2.2']) {
      for (const url of urls) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          // Neither the forwarded address nor the Host makes it local.
          headers: { ...HTML, 'x-forwarded-for': '127.0.0.1', host: 'localhost:4000' },
        });
        expectSpecError(response, 404, 'API404');
        expect(response.body).not.toContain('tok-1');
      }
    }
    // A reverse proxy on this machine connects from loopback but says whom it forwards for: refused too (t2-F3).
    for (const forwarded of [
      { 'x-forwarded-for': '203.0.113.5' },
      { forwarded: 'for=203.0.113.5' },
      { 'x-real-ip': '203.0.113.5' },
      { 'x-forwarded-host': 'shop.example' },
      { via: '1.1 nginx' },
    ]) {
      for (const url of urls) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress: '127.0.0.1',
          headers: { ...HTML, ...forwarded },
        });
        expectSpecError(response, 404, 'API404');
        expect(response.body).not.toContain('tok-1');
      }
    }
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      for (const url of urls) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress, headers: HTML });
        expect(response.statusCode, `${remoteAddress} ${url}`).toBe(200);
      }
    }
  });

  it('keeps the mailbox out of the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(Object.keys(response.json<{ paths: object }>().paths).filter((path) => path.includes('mailbox'))).toEqual(
      [],
    );
  });
});

describe(`development mailbox in production (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' }, seedSize: 0 });
  });
  afterAll(() => t.close());

  it('does not exist: 404 with or without an access key', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages', '/dev/mailbox/00000000-0000-0000-0000-000000000000']) {
      expectSpecError(await t.app.inject({ method: 'GET', url, headers: HTML }), 404, 'API404');
      expectSpecError(await t.app.inject({ method: 'GET', url, headers: AUTH }), 404, 'API404');
    }
  });
});
