import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../../test/request-context.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { PermanentEmailError, type EmailTransport, type OutgoingEmail } from './email-transport.js';
import {
  EmailWorker,
  FAILED_KEPT_DAYS,
  LEASE_MS,
  RETRY_BASE_MS,
  retryDelayMs,
  SENT_KEPT_DAYS,
  type EmailWorkerOptions,
} from './email-worker.js';
import { enqueueEmail } from './notifications.service.js';
import { claimDue } from './outbox.repository.js';

/** A transport that records what it sends and fails as told: the outbox logic is what is under test. */
class TestTransport implements EmailTransport {
  readonly name = 'test';
  readonly sent: OutgoingEmail[] = [];
  readonly attempts: string[] = [];
  /** Thrown by the next sends, one per send, before succeeding again. */
  failures: unknown[] = [];
  delayMs = 0;
  gate: Promise<void> | null = null;

  async send(message: OutgoingEmail): Promise<{ messageId: string }> {
    this.attempts.push(message.id);
    if (this.gate) await this.gate;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
    this.sent.push(message);
    return { messageId: `<${message.id}@test.example>` };
  }

  async close(): Promise<void> {}
}

interface LogLine {
  level: string;
  fields: unknown;
  message: string;
}

function recordingLog(lines: LogLine[]): EmailWorkerOptions['log'] {
  const at = (level: string) => (fields: unknown, message?: string) =>
    void lines.push({ level, fields, message: message ?? '' });
  return { info: at('info'), warn: at('warn'), error: at('error') } as EmailWorkerOptions['log'];
}

function smtpError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe(`email worker (${TEST_DB})`, () => {
  let t: TestApp;
  let clock: Date;
  let logs: LogLine[];
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 1 });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    // Messages are queued due at the real time; the worker's clock starts just after it.
    clock = new Date(Date.now() + 1000);
    logs = [];
  });

  const worker = (transport: EmailTransport, options: Partial<EmailWorkerOptions> = {}) =>
    new EmailWorker({
      db: t.db,
      transport,
      from: 'no-reply@outsole.localhost',
      maxAttempts: 4,
      pollIntervalMs: 1000,
      now: () => clock,
      log: recordingLog(logs),
      ...options,
    });
  const queue = async (count: number, prefix = 'reset') => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const result = await enqueueEmail(testContext(), t.db, {
        dedupeKey: `${prefix}:${index}`,
        to: `shopper${index}@example.com`,
        template: 'password-reset',
        params: {
          resetUrl: `https://stride.example.com/en-us/reset-password?token=secret-token-${index}`,
          firstName: 'Ada',
          expiresInMinutes: 60,
        },
      });
      ids.push(result.id);
    }
    return ids;
  };
  const row = (id: string) =>
    t.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  it('keeps a sent message a week and a failed one a month, deleting older ones between polls', async () => {
    const [sentOld, sentRecent, failedOld, failedRecent, pending] = (await queue(5, 'keep')) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const ago = (days: number) => new Date(clock.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    const set = (id: string, values: Record<string, string>) =>
      t.db.updateTable('email_outbox').set(values).where('id', '=', id).execute();
    await set(sentOld, { status: 'sent', sent_at: ago(SENT_KEPT_DAYS + 1) });
    await set(sentRecent, { status: 'sent', sent_at: ago(SENT_KEPT_DAYS - 1) });
    await set(failedOld, { status: 'failed', created_at: ago(FAILED_KEPT_DAYS + 1) });
    await set(failedRecent, { status: 'failed', created_at: ago(FAILED_KEPT_DAYS - 1) });
    await set(pending, { created_at: ago(FAILED_KEPT_DAYS + 1) }); // still to send: never deleted, sent now
    const sender = worker(new TestTransport(), { pollIntervalMs: 10 });
    sender.start();
    try {
      await vi.waitFor(async () => {
        const left = await t.db.selectFrom('email_outbox').select(['id', 'status']).execute();
        expect(left.map((r) => r.id).sort()).toEqual([sentRecent, failedRecent, pending].sort());
        expect(left.find((r) => r.id === pending)?.status).toBe('sent');
      });
    } finally {
      await sender.stop();
    }
  });

  it('sends due messages once and records transport, message id and time', async () => {
    const [id] = await queue(3);
    const transport = new TestTransport();
    const sender = worker(transport);
    expect(await sender.runOnce()).toEqual({ claimed: 3, sent: 3, retried: 0, failed: 0, released: 0 });
    expect(await sender.runOnce()).toEqual({ claimed: 0, sent: 0, retried: 0, failed: 0, released: 0 });
    expect(transport.sent).toHaveLength(3);
    expect(await row(id!)).toMatchObject({
      status: 'sent',
      attempts: 1,
      transport: 'test',
      message_id: `<${id}@test.example>`,
      sent_at: clock.toISOString(),
      locked_until: null,
      last_error: null,
    });
    const message = transport.sent.find((sent) => sent.id === id);
    expect(message).toMatchObject({ from: 'Stride <no-reply@outsole.localhost>', to: 'shopper0@example.com' });
    expect(message?.subject).toBe('Reset your Stride password');
    expect(message?.html).toContain('secret-token-0');
  });

  it('two workers polling one database at once send every message exactly once', async () => {
    const ids = await queue(25);
    const transport = new TestTransport();
    transport.delayMs = 2;
    const drain = async (sender: EmailWorker) => {
      let total = 0;
      for (;;) {
        const summary = await sender.runOnce();
        total += summary.sent;
        if (summary.claimed === 0) return total;
      }
    };
    const [first, second] = await Promise.all([
      drain(worker(transport, { batchSize: 4 })),
      drain(worker(transport, { batchSize: 4 })),
    ]);
    expect(first + second).toBe(25);
    expect(transport.attempts).toHaveLength(25);
    expect(transport.sent.map((message) => message.id).sort()).toEqual([...ids].sort());
    const statuses = await t.db.selectFrom('email_outbox').select(['status', 'attempts']).execute();
    expect(statuses.every((status) => status.status === 'sent' && status.attempts === 1)).toBe(true);
  });

  it('two claims racing for the same due rows take disjoint sets', async () => {
    const ids = await queue(12);
    const claim = () =>
      claimDue(t.db, {
        now: clock.toISOString(),
        leaseUntil: new Date(clock.getTime() + LEASE_MS).toISOString(),
        limit: 12,
      });
    const [a, b, c] = await Promise.all([claim(), claim(), claim()]);
    const taken = [...a, ...b, ...c].map((claimed) => claimed.id);
    expect(taken.sort()).toEqual([...ids].sort());
    expect(new Set(taken).size).toBe(12);
  });

  it('retries a failed send after an exponential backoff, then sends it', async () => {
    const [id] = await queue(1);
    const transport = new TestTransport();
    transport.failures = [
      smtpError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:2525'),
      smtpError('ETIMEDOUT', 'Greeting never received'),
    ];
    const sender = worker(transport);
    const start = clock.getTime();
    expect(await sender.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await row(id!)).toMatchObject({
      status: 'pending',
      attempts: 1,
      locked_until: null,
      last_error: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:2525',
      next_attempt_at: new Date(start + RETRY_BASE_MS).toISOString(),
    });
    advance(RETRY_BASE_MS - 1);
    expect((await sender.runOnce()).claimed).toBe(0); // not due yet
    advance(1);
    expect(await sender.runOnce()).toMatchObject({ claimed: 1, retried: 1 });
    expect(await row(id!)).toMatchObject({
      attempts: 2,
      last_error: 'ETIMEDOUT: Greeting never received',
      next_attempt_at: new Date(clock.getTime() + 2 * RETRY_BASE_MS).toISOString(),
    });
    advance(2 * RETRY_BASE_MS);
    expect(await sender.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 3, last_error: null, transport: 'test' });
    expect(transport.attempts).toEqual([id, id, id]);
    expect(transport.sent).toHaveLength(1);
    expect(logs.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'email send failed: will retry',
      'email send failed: will retry',
    ]);
  });

  it('backs off 30 s, 1, 2, 4 ... minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000,
    ]);
  });

  it('marks a message failed after the maximum number of attempts and never tries it again', async () => {
    const [id] = await queue(1);
    const transport = new TestTransport();
    transport.failures = Array.from({ length: 10 }, (_, index) => smtpError('ECONNECTION', `refused ${index + 1}`));
    const sender = worker(transport, { maxAttempts: 3 });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await sender.runOnce();
      advance(RETRY_BASE_MS * 2 ** attempt);
    }
    expect(transport.attempts).toEqual([id, id, id]);
    expect(await row(id!)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'ECONNECTION: refused 3',
      locked_until: null,
      sent_at: null,
    });
    expect(logs.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['email failed']);
  });

  it('fails at once when the server refuses the recipient for good', async () => {
    const [id] = await queue(1);
    const transport = new TestTransport();
    transport.failures = [new PermanentEmailError('EENVELOPE: 550 5.1.1 mailbox unavailable')];
    expect(await worker(transport).runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(id!)).last_error).toContain('550 5.1.1 mailbox unavailable');
  });

  it('keeps credentials and tokens out of last_error and the log', async () => {
    const [id] = await queue(1);
    const transport = new TestTransport();
    transport.failures = [
      smtpError(
        'EAUTH',
        'Invalid login for smtp://mailer:s3cret-pass@smtp.example.com as mailer / s3cret-pass while sending ' +
          'https://stride.example.com/en-us/reset-password?token=secret-token-0',
      ),
    ];
    await worker(transport, { secrets: ['s3cret-pass'] }).runOnce();
    const lastError = (await row(id!)).last_error ?? '';
    expect(lastError).toMatch(/^EAUTH: Invalid login/);
    for (const secret of ['s3cret-pass', 'secret-token-0', 'mailer:']) {
      expect(lastError).not.toContain(secret);
      expect(JSON.stringify(logs)).not.toContain(secret);
    }
    expect(lastError).toContain('smtp://[redacted]@smtp.example.com');
    expect(lastError).toContain('token=[redacted]');
  });

  it('bounds last_error to the column’s 500 characters', async () => {
    const [id] = await queue(1);
    const transport = new TestTransport();
    transport.failures = [smtpError('EPROTOCOL', 'x'.repeat(2000))];
    await worker(transport).runOnce();
    expect((await row(id!)).last_error).toHaveLength(500);
  });

  it('takes over a message whose worker died holding it, once the lease has run out', async () => {
    const [id] = await queue(1);
    // A worker claims it and dies before sending.
    await claimDue(t.db, {
      now: clock.toISOString(),
      leaseUntil: new Date(clock.getTime() + LEASE_MS).toISOString(),
      limit: 10,
    });
    const transport = new TestTransport();
    const sender = worker(transport);
    advance(LEASE_MS - 1);
    expect((await sender.runOnce()).claimed).toBe(0);
    advance(1);
    expect(await sender.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up on a message whose claims keep dying past the maximum instead of looping on it', async () => {
    const [id] = await queue(1);
    for (let claim = 0; claim < 3; claim += 1) {
      await claimDue(t.db, {
        now: clock.toISOString(),
        leaseUntil: new Date(clock.getTime() + LEASE_MS).toISOString(),
        limit: 10,
      });
      advance(LEASE_MS);
    }
    const transport = new TestTransport();
    expect(await worker(transport, { maxAttempts: 3 }).runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect(transport.attempts).toEqual([]);
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: 4 });
    expect((await row(id!)).last_error).toMatch(/^gave up after 3 attempts/);
  });

  it('on stop, finishes the send in progress and hands the rest of its claim back', async () => {
    const ids = await queue(3);
    const transport = new TestTransport();
    let open!: () => void;
    transport.gate = new Promise((resolve) => (open = resolve));
    const sender = worker(transport);
    const run = sender.runOnce();
    while (transport.attempts.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const stopped = sender.stop();
    open();
    await stopped;
    expect(await run).toEqual({ claimed: 3, sent: 1, retried: 0, failed: 0, released: 2 });
    const rows = await Promise.all(ids.map(row));
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'pending', 'sent']);
    for (const released of rows.filter((r) => r.status === 'pending')) {
      expect(released).toMatchObject({ attempts: 0, locked_until: null });
    }
    // Another worker sends the rest.
    expect(await worker(new TestTransport()).runOnce()).toMatchObject({ claimed: 2, sent: 2 });
  });
});
