import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema.js';
import { BRAND_NAMES } from './email-templates.js';
import { PermanentEmailError, SMTP_SEND_BUDGET_MS, type EmailTransport } from './email-transport.js';
import { createHourlySweep, daysBefore, deleteInBatches } from '../../lib/hourly-sweep.js';
import { createPeriodic, type Periodic } from '../../lib/periodic.js';
import { deleteExpiredUnsubscribeTokens } from './list-unsubscribe.js';
import { claimDue, deleteFinishedBefore, release, settle, type OutboxRow } from './outbox.repository.js';

export interface EmailWorkerOptions {
  db: Db;
  transport: EmailTransport;
  /** EMAIL_FROM: an address (the brand's name is put before it) or `Name <address>` (used as is). */
  from: string;
  /** EMAIL_MAX_ATTEMPTS: after this many failed sends a message is `failed`. */
  maxAttempts: number;
  /** EMAIL_POLL_INTERVAL_MS: the pause between polls when the outbox has nothing more to send. */
  pollIntervalMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Strings that must never be written to last_error or the log (the SMTP credentials). */
  secrets?: readonly string[];
  batchSize?: number;
  leaseMs?: number;
  /** The clock; tests move it to reach a retry's time. */
  now?: () => Date;
}

export interface RunSummary {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  /** Claimed but handed back unsent (the worker is stopping, or too little of the lease was left). */
  released: number;
}

/** Messages claimed per poll: small, so another instance's worker finds work too. */
export const BATCH_SIZE = 10;
/** A claim's lease: a worker that died holding messages frees them after this. Far above one send's limit. */
export const LEASE_MS = 5 * 60_000;
/** Retry n waits BASE · 2^(n-1), at most MAX: 30 s, 1 min, 2 min ... then hourly. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
const LAST_ERROR_MAX_LENGTH = 500;

/**
 * How long a sent message is kept (its body may hold a reset link and always a shopper's address: personal data kept
 * only while it helps answer "did my email go out?"), and a failed one, for an operator to look into.
 */
export const SENT_KEPT_DAYS = 7;
export const FAILED_KEPT_DAYS = 30;

/** Deletes sent messages older than SENT_KEPT_DAYS and failed ones older than FAILED_KEPT_DAYS, in batches. */
export function deleteFinishedMessages(db: Db, now: Date, batchSize?: number): Promise<number> {
  const sentBefore = daysBefore(now, SENT_KEPT_DAYS);
  const failedBefore = daysBefore(now, FAILED_KEPT_DAYS);
  return deleteInBatches((limit) => deleteFinishedBefore(db, { sentBefore, failedBefore }, limit), batchSize);
}

export function retryDelayMs(failedAttempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), RETRY_MAX_MS);
}

/**
 * Sends what the outbox holds. Every api instance runs one (started when the server listens, stopped when it
 * closes); they share the outbox through claims with a lease, so each message is sent by one of them. A failed
 * send is retried with exponential backoff until EMAIL_MAX_ATTEMPTS, then marked `failed` with the reason.
 * Tests call runOnce() directly and never start the timer.
 */
export class EmailWorker {
  readonly #options: Required<Omit<EmailWorkerOptions, 'secrets'>> & { secrets: readonly string[] };
  #running: Promise<RunSummary> | null = null;
  #stopping = false;
  readonly #loop: Periodic;
  readonly #retention;

  constructor(options: EmailWorkerOptions) {
    this.#options = {
      batchSize: BATCH_SIZE,
      leaseMs: LEASE_MS,
      now: () => new Date(),
      secrets: [],
      ...options,
    };
    const { db, log, pollIntervalMs } = this.#options;
    this.#retention = createHourlySweep(
      async (now) => {
        await deleteFinishedMessages(db, now);
        // One-click unsubscribe links past their days (list-unsubscribe.ts).
        await deleteInBatches((limit) => deleteExpiredUnsubscribeTokens(db, now, limit));
      },
      (error) => log.warn({ err: error }, 'email worker: old messages not deleted; tried again within the hour'),
    );
    this.#loop = createPeriodic(
      async () => {
        const summary = await this.runOnce();
        this.#retention.sweepWhenDue(this.#options.now());
        return summary.claimed === this.#options.batchSize ? 0 : pollIntervalMs;
      },
      // The database is unreachable, say: log it and try again later; the api keeps serving.
      { onError: (error) => log.error({ err: error }, 'email worker: poll failed'), retryMs: pollIntervalMs },
    );
  }

  /**
   * Polls until stop(): at once again after a full batch, after the poll interval otherwise. Between polls, at most
   * once an hour, finished messages past their keeping are deleted in the background (deleteFinishedMessages).
   */
  start(): void {
    this.#loop.start();
  }

  /** Stops polling and waits for the send in progress; messages claimed but not yet sent are handed back. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#loop.stop();
    await this.#running?.catch(() => undefined);
    await this.#retention.sweeping;
  }

  /** The clean-up under way, if any (for tests). */
  get sweeping(): Promise<void> | null {
    return this.#retention.sweeping;
  }

  /** One poll: claim due messages, send each, record each outcome. */
  runOnce(): Promise<RunSummary> {
    const run = this.#run().finally(() => {
      if (this.#running === run) this.#running = null;
    });
    this.#running = run;
    return run;
  }

  async #run(): Promise<RunSummary> {
    const { db, batchSize, leaseMs, now } = this.#options;
    const summary: RunSummary = { claimed: 0, sent: 0, retried: 0, failed: 0, released: 0 };
    const start = now();
    const lease = new Date(start.getTime() + leaseMs).toISOString();
    const claimed = await claimDue(db, { now: start.toISOString(), leaseUntil: lease, limit: batchSize });
    summary.claimed = claimed.length;
    for (const row of claimed) {
      if (this.#stopping || now().getTime() + SMTP_SEND_BUDGET_MS > Date.parse(lease)) {
        if (await release(db, { id: row.id, lease })) summary.released += 1;
        continue;
      }
      const outcome = await this.#deliver(row, lease);
      summary[outcome] += 1;
    }
    return summary;
  }

  async #deliver(row: OutboxRow, lease: string): Promise<'sent' | 'retried' | 'failed'> {
    const { db, transport, maxAttempts, now, log } = this.#options;
    const claim = { id: row.id, lease };
    // Claiming counted this attempt. Over the maximum only when earlier claims ended without an outcome (the
    // worker died mid-send): give up rather than loop on a message that may be what kills it.
    if (row.attempts > maxAttempts) {
      const lastError = `gave up after ${maxAttempts} attempts: ${row.last_error ?? 'a worker stopped before the outcome'}`;
      await settle(db, claim, { status: 'failed', lastError: lastError.slice(0, LAST_ERROR_MAX_LENGTH) });
      log.error({ outboxId: row.id, template: row.template, attempts: row.attempts }, 'email failed');
      return 'failed';
    }
    try {
      const { messageId } = await transport.send({
        id: row.id,
        from: this.#fromFor(row.site_id),
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        listUnsubscribe: row.list_unsubscribe,
      });
      const kept = await settle(db, claim, {
        status: 'sent',
        transport: transport.name,
        messageId: messageId.slice(0, 200),
        sentAt: now().toISOString(),
      });
      if (!kept) log.warn({ outboxId: row.id }, 'email sent after its lease ran out');
      log.info({ outboxId: row.id, template: row.template, transport: transport.name }, 'email sent');
      return 'sent';
    } catch (error) {
      const lastError = this.#describe(error);
      // Only the transport's verdict on this message; nodemailer's own `permanent` flag also marks a refused login.
      const permanent = error instanceof PermanentEmailError;
      const context = { outboxId: row.id, template: row.template, attempts: row.attempts, error: lastError };
      if (permanent || row.attempts >= maxAttempts) {
        await settle(db, claim, { status: 'failed', lastError });
        log.error(context, 'email failed');
        return 'failed';
      }
      const nextAttemptAt = new Date(now().getTime() + retryDelayMs(row.attempts)).toISOString();
      await settle(db, claim, { status: 'pending', nextAttemptAt, lastError });
      log.warn({ ...context, nextAttemptAt }, 'email send failed: will retry');
      return 'retried';
    }
  }

  /** A bare EMAIL_FROM address gets the brand of the message's site (`{brand}-{locale}`) as its display name. */
  #fromFor(siteId: string): string {
    const { from } = this.#options;
    if (from.includes('<')) return from;
    const brand = siteId.split('-')[0] ?? '';
    const name = BRAND_NAMES[brand];
    return name ? `${name} <${from}>` : from;
  }

  /** The failure as one line for last_error: code and message, credentials and tokens blanked, bounded. */
  #describe(error: unknown): string {
    const smtp = error as { code?: unknown; message?: unknown; name?: unknown };
    const code = typeof smtp.code === 'string' ? smtp.code : typeof smtp.name === 'string' ? smtp.name : 'Error';
    let text = `${code}: ${typeof smtp.message === 'string' ? smtp.message : String(error)}`;
    for (const secret of this.#options.secrets) {
      if (secret.length >= 3) text = text.replaceAll(secret, '[redacted]');
    }
    text = text
      .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, '$1[redacted]@')
      .replace(/(token=)[^\s&"'<>]+/gi, '$1[redacted]')
      .replace(/\s+/g, ' ');
    return text.length > LAST_ERROR_MAX_LENGTH ? `${text.slice(0, LAST_ERROR_MAX_LENGTH - 1)}…` : text;
  }
}
