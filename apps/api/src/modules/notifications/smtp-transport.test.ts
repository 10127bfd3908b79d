import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server.js';
import { testContext } from '../../test/request-context.js';
import { createTestApp, TEST_DB, TEST_EMAIL_FROM, type TestApp } from '../../test/test-app.js';
import { createSmtpTransport } from './email-transport.js';
import { EmailWorker } from './email-worker.js';
import { MailboxMessages } from './mailbox.routes.js';
import { smtpSecrets } from './notifications.plugin.js';
import { enqueueEmail } from './notifications.service.js';

const CREDENTIALS = { username: 'mailer@outsole.test', password: 'p@ss w0rd:/secret' };

/** Joins quoted-printable soft line breaks and decodes `=XX`, enough to read a part's text. */
function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe(`SMTP transport against a fake SMTP server (${TEST_DB})`, () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ credentials: CREDENTIALS, refuse: (to) => to.startsWith('gone@') });
    t = await createTestApp({ stylesPerSize: 1, env: { SMTP_URL: smtp.url(CREDENTIALS) } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    smtp.received.length = 0;
  });

  const queue = (dedupeKey: string, to = 'ada@example.com') =>
    enqueueEmail(testContext(), t.db, {
      dedupeKey,
      to,
      template: 'password-reset',
      params: {
        resetUrl: 'https://stride.test/en-us/reset-password?token=tok-smtp',
        firstName: 'Ada',
        expiresInMinutes: 60,
      },
    });
  const row = (id: string) =>
    t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A worker as the app builds it, on another transport (its configuration is what is under test). */
  const workerFor = (url: string) =>
    new EmailWorker({
      db: t.db,
      transport: createSmtpTransport(url),
      from: TEST_EMAIL_FROM,
      maxAttempts: 3,
      pollIntervalMs: 1000,
      secrets: smtpSecrets(url),
      log: t.app.log,
    });

  it('the app’s worker logs in and delivers a multipart message with a stable Message-ID', async () => {
    const { id } = await queue('password-reset:smtp-1');
    expect(await t.app.emailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.auth).toEqual(CREDENTIALS);
    expect(mail?.from).toBe(TEST_EMAIL_FROM);
    expect(mail?.to).toEqual(['ada@example.com']);
    const data = mail?.data ?? '';
    expect(data).toMatch(/^From: Stride <no-reply@outsole\.test>$/m);
    expect(data).toMatch(/^To: ada@example\.com$/m);
    expect(data).toMatch(/^Subject: Reset your Stride password$/m);
    expect(data).toMatch(new RegExp(`^Message-ID: <${id}@outsole\\.test>$`, 'm'));
    expect(data).toMatch(/^Auto-Submitted: auto-generated$/m);
    // Transactional: no one-click unsubscribe.
    expect(data).not.toMatch(/^List-Unsubscribe/im);
    expect(data).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(data).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(data).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    const decoded = decodeQuotedPrintable(data);
    expect(decoded).toContain('href="https://stride.test/en-us/reset-password?token=tok-smtp"');
    expect(decoded).toContain('Hi Ada,');

    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      transport: 'smtp',
      message_id: `<${id}@outsole.test>`,
      last_error: null,
    });
    // Mail that went out through SMTP is not the development mailbox's to show.
    const listed = MailboxMessages.parse((await t.app.inject({ method: 'GET', url: '/dev/mailbox/messages' })).json());
    expect(listed.messages).toEqual([]);
  });

  it('an email a shopper can unsubscribe from goes out with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    await enqueueEmail(testContext(), t.db, {
      dedupeKey: 'back-in-stock-confirm:smtp-list',
      to: 'ada@example.com',
      template: 'back-in-stock-confirm',
      params: {
        productName: 'Aero 6',
        colourName: 'Black',
        width: null,
        size: '9',
        confirmUrl: 'https://stride.test/en-us/back-in-stock/confirm?token=tok-smtp',
        expiresInDays: 7,
      },
      listUnsubscribe: { origin: 'https://stride.test' },
    });
    expect(await t.app.emailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    // Long headers are folded: a line break and white space continue the header.
    const data = (smtp.received[0]?.data ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(data).toMatch(
      /^List-Unsubscribe: <https:\/\/stride\.test\/en-us\/email\/unsubscribe\?token=[A-Za-z0-9_-]{43}>, <mailto:help@stride\.example\.com\?subject=Unsubscribe>$/m,
    );
    expect(data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('a recipient the server refuses (550) fails at once, with the server’s answer', async () => {
    const { id } = await queue('password-reset:smtp-gone', 'gone@example.com');
    expect(await t.app.emailWorker.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(failed.last_error).toContain('550 5.1.1');
    expect(smtp.received).toEqual([]);
  });

  it('a refused login is retried later, and last_error never holds the credentials', async () => {
    const chatty = await startFakeSmtpServer({ credentials: CREDENTIALS, chattyAuthFailure: true });
    try {
      const { id } = await queue('password-reset:smtp-auth');
      const wrong = { username: 'mailer@outsole.test', password: 'wr0ng p@ss:/word' };
      const worker = workerFor(chatty.url(wrong));
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
      const retried = await row(id);
      expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
      expect(retried.last_error).toMatch(/^EAUTH: /);
      expect(retried.last_error).toContain('535 5.7.8');
      for (const secret of [wrong.password, encodeURIComponent(wrong.password), wrong.username]) {
        expect(retried.last_error).not.toContain(secret);
      }
      expect(chatty.received).toEqual([]);
    } finally {
      await chatty.close();
    }
  });

  it('a server that is down is retried later (connection refused)', async () => {
    const down = await startFakeSmtpServer();
    const url = down.url();
    await down.close();
    const { id } = await queue('password-reset:smtp-down');
    expect(await workerFor(url).runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/^ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+$/),
    });
  });
});

describe(`email worker lifecycle (${TEST_DB})`, () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  const pendingCount = async (app: TestApp) =>
    Number(
      (
        await app.db
          .selectFrom('email_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const queue = (app: TestApp, dedupeKey: string) =>
    enqueueEmail(testContext(), app.db, {
      dedupeKey,
      to: 'ada@example.com',
      template: 'welcome',
      params: { firstName: 'Ada', shopUrl: 'https://stride.test/en-us/' },
    });

  it('starts when the server listens, sends what is queued, and stops when the app closes', async () => {
    const app = await createTestApp({ stylesPerSize: 1, env: { EMAIL_POLL_INTERVAL_MS: '20' } });
    t = app;
    await queue(app, 'welcome:before-listen');
    await app.app.inject({ method: 'GET', url: '/health/live' }); // inject() alone never starts it
    expect(await pendingCount(app)).toBe(1);
    await app.app.listen({ host: '127.0.0.1', port: 0 });
    const deadline = Date.now() + 5000;
    while ((await pendingCount(app)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await pendingCount(app)).toBe(0);
    await queue(app, 'welcome:while-listening');
    while ((await pendingCount(app)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await pendingCount(app)).toBe(0);

    await app.app.close();
    await queue(app, 'welcome:after-close');
    await new Promise((r) => setTimeout(r, 100));
    expect(await pendingCount(app)).toBe(1);
  });

  it('stays off with EMAIL_WORKER_ENABLED=false: this instance only queues', async () => {
    const app = await createTestApp({
      stylesPerSize: 1,
      env: { EMAIL_WORKER_ENABLED: 'false', EMAIL_POLL_INTERVAL_MS: '20' },
    });
    t = app;
    await queue(app, 'welcome:disabled');
    await app.app.listen({ host: '127.0.0.1', port: 0 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await pendingCount(app)).toBe(1);
  });
});
