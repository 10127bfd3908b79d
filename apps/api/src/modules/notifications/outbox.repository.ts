import { type Insertable, type Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db, EmailOutboxTable } from '../../db/schema.js';

export type OutboxRow = Selectable<EmailOutboxTable>;

/** Queues a message unless one with its dedupe key exists (the unique key decides, even between racing callers). */
export async function insertOnce(db: Db, row: Insertable<EmailOutboxTable>): Promise<boolean> {
  const result = await db
    .insertInto('email_outbox')
    .values(row)
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function findIdByDedupeKey(db: Db, dedupeKey: string): Promise<string> {
  const row = await db
    .selectFrom('email_outbox')
    .select('id')
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due messages for one worker: pending, due, and not leased (or their lease has run out, the
 * worker holding it having died). Claiming sets the lease and counts the attempt. On PostgreSQL the candidates
 * are locked with `for update skip locked`, so concurrent workers take different rows without waiting; SQLite runs
 * the one statement under its write lock, and the conditions are checked again on the rows being updated, so a row
 * another worker leased in between is not taken. Timestamps are ISO strings, which compare in time order.
 */
export async function claimDue(
  db: Db,
  input: { now: string; leaseUntil: string; limit: number },
): Promise<OutboxRow[]> {
  const postgres = isPostgres(db);
  const rows = await db
    .updateTable('email_outbox')
    .set((eb) => ({ locked_until: input.leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', input.now)
        .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<=', input.now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(input.limit)
        .$if(postgres, (query) => query.forUpdate().skipLocked()),
    )
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', input.now)]))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id.localeCompare(b.id));
}

/**
 * The outcome of a claimed message, written only while this worker's lease still holds it (`locked_until` as
 * claimed): false when the lease was lost, and someone else now owns the row.
 */
export async function settle(
  db: Db,
  claim: { id: string; lease: string },
  outcome:
    | { status: 'sent'; transport: string; messageId: string; sentAt: string }
    | { status: 'pending'; nextAttemptAt: string; lastError: string }
    | { status: 'failed'; lastError: string },
): Promise<boolean> {
  const values =
    outcome.status === 'sent'
      ? {
          status: 'sent' as const,
          transport: outcome.transport,
          message_id: outcome.messageId,
          sent_at: outcome.sentAt,
          last_error: null,
        }
      : outcome.status === 'pending'
        ? { status: 'pending' as const, next_attempt_at: outcome.nextAttemptAt, last_error: outcome.lastError }
        : { status: 'failed' as const, last_error: outcome.lastError };
  const result = await db
    .updateTable('email_outbox')
    .set({ ...values, locked_until: null })
    .where('id', '=', claim.id)
    .where('locked_until', '=', claim.lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Hands a claimed, unsent message back: unleased, its attempt uncounted, due as before. */
export async function release(db: Db, claim: { id: string; lease: string }): Promise<boolean> {
  const result = await db
    .updateTable('email_outbox')
    .set((eb) => ({ locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', '=', claim.id)
    .where('locked_until', '=', claim.lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type DeliveredRow = Pick<
  OutboxRow,
  | 'id'
  | 'to_address'
  | 'subject'
  | 'text_body'
  | 'html_body'
  | 'sent_at'
  | 'template'
  | 'locale'
  | 'site_id'
  | 'list_unsubscribe'
>;

const DELIVERED_COLUMNS = [
  'id',
  'to_address',
  'subject',
  'text_body',
  'html_body',
  'sent_at',
  'template',
  'locale',
  'site_id',
  'list_unsubscribe',
] as const;

/** Messages a transport delivered, newest first, optionally to one address (case-insensitive). */
export async function listDelivered(
  db: Db,
  input: { transport: string; to?: string; limit: number },
): Promise<DeliveredRow[]> {
  return db
    .selectFrom('email_outbox')
    .select(DELIVERED_COLUMNS)
    .where('status', '=', 'sent')
    .where('transport', '=', input.transport)
    .$if(input.to !== undefined, (query) =>
      query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', (input.to ?? '').toLowerCase())),
    )
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit)
    .execute();
}

export async function findDelivered(db: Db, input: { transport: string; id: string }): Promise<DeliveredRow | null> {
  const row = await db
    .selectFrom('email_outbox')
    .select(DELIVERED_COLUMNS)
    .where('id', '=', input.id)
    .where('status', '=', 'sent')
    .where('transport', '=', input.transport)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Deletes at most `limit` rows that are done and old enough: sent before `sentBefore`, or failed and created before
 * `failedBefore`; answers how many.
 */
export async function deleteFinishedBefore(
  db: Db,
  { sentBefore, failedBefore }: { sentBefore: string; failedBefore: string },
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('email_outbox')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_outbox')
        .select('id')
        .where((w) =>
          w.or([
            w.and([w('status', '=', 'sent'), w('sent_at', '<', sentBefore)]),
            w.and([w('status', '=', 'failed'), w('created_at', '<', failedBefore)]),
          ]),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
