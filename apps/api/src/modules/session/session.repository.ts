import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type {
  AuthSigningKeysTable,
  AuthorizationCodesTable,
  Database,
  RefreshTokensTable,
  TokenFamiliesTable,
} from '../../db/schema.js';

/** Both a Db and a transaction: every function here runs in the caller's transaction when given one. */
type Executor = Kysely<Database>;

/** PostgreSQL's lock_not_available (NOWAIT, or lock_timeout reached). */
const LOCK_NOT_AVAILABLE = '55P03';

export function isLockNotAvailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE;
}

// ---- authorization codes ----

export async function insertAuthorizationCode(db: Executor, row: AuthorizationCodesTable): Promise<void> {
  await db.insertInto('authorization_codes').values(row).execute();
}

/**
 * A code row for its exchange. On PostgreSQL the row is locked without waiting (`for update nowait`): a second
 * exchange of the same code while the first is in its transaction fails at once with lock_not_available, on any
 * instance. SQLite has one writer, and the caller's in-process single flight covers the rest.
 */
export function findCodeForExchange(db: Executor, codeHash: string): Promise<AuthorizationCodesTable | undefined> {
  let query = db.selectFrom('authorization_codes').selectAll().where('code_hash', '=', codeHash);
  if (isPostgres(db)) query = query.forUpdate().noWait();
  return query.executeTakeFirst();
}

/**
 * Burns a code (its first use); the family its exchange issued when it succeeded, and what it merged (JSON), if
 * anything. False if already used.
 */
export async function markCodeUsed(
  db: Executor,
  codeHash: string,
  usedAt: string,
  familyId: string | null,
  merged: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('authorization_codes')
    .set({ used_at: usedAt, family_id: familyId, merged })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- families and refresh tokens ----

export async function insertFamily(db: Executor, row: TokenFamiliesTable): Promise<void> {
  await db.insertInto('token_families').values(row).execute();
}

export async function insertRefreshToken(db: Executor, row: RefreshTokensTable): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

/**
 * The family of a stateless guest token, written at its first refresh unless a concurrent first refresh wrote it.
 * On PostgreSQL a concurrent uncommitted insert of the same id makes this one wait for it, then do nothing.
 */
export async function insertFamilyIfAbsent(db: Executor, row: TokenFamiliesTable): Promise<void> {
  await db
    .insertInto('token_families')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** A refresh token row unless one with its digest exists; false when it did (a concurrent refresh wrote it). */
export async function insertRefreshTokenIfAbsent(db: Executor, row: RefreshTokensTable): Promise<boolean> {
  const result = await db
    .insertInto('refresh_tokens')
    .values(row)
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export type RefreshTokenWithFamily = RefreshTokensTable &
  Pick<TokenFamiliesTable, 'kind' | 'consumer_no' | 'usid' | 'site_id' | 'revoked_at'> & {
    family_expires_at: string;
  };

/**
 * A refresh token with its family. On PostgreSQL the token's row is locked (`for update`, waiting at most the
 * transaction's lock_timeout): a concurrent refresh with the same token runs after this one commits and then sees
 * it rotated, inside the grace window.
 */
export function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenWithFamily | undefined> {
  let query = db
    .selectFrom('refresh_tokens as rt')
    .innerJoin('token_families as f', 'f.id', 'rt.family_id')
    .select([
      'rt.token_hash',
      'rt.family_id',
      'rt.created_at',
      'rt.expires_at',
      'rt.rotated_at',
      'f.kind',
      'f.consumer_no',
      'f.usid',
      'f.site_id',
      'f.revoked_at',
      'f.expires_at as family_expires_at',
    ])
    .where('rt.token_hash', '=', tokenHash);
  if (isPostgres(db)) query = query.forUpdate('rt');
  return query.executeTakeFirst();
}

/** On PostgreSQL: how long this transaction waits for a row lock before lock_not_available. */
export async function setLockTimeout(db: Executor, milliseconds: number): Promise<void> {
  if (isPostgres(db)) await sql`set local lock_timeout = ${sql.lit(`${Math.round(milliseconds)}ms`)}`.execute(db);
}

/** Marks a token rotated (its successor issued); false if a concurrent refresh rotated it first. */
export async function markRotated(db: Executor, tokenHash: string, rotatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: rotatedAt })
    .where('token_hash', '=', tokenHash)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeFamily(
  db: Executor,
  familyId: string,
  revokedAt: string,
  reason: string,
): Promise<boolean> {
  const result = await db
    .updateTable('token_families')
    .set({ revoked_at: revokedAt, revoked_reason: reason })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeFamiliesOf(
  db: Executor,
  consumerNo: string,
  revokedAt: string,
  reason: string,
  exceptFamilyId: string | undefined,
): Promise<number> {
  let query = db
    .updateTable('token_families')
    .set({ revoked_at: revokedAt, revoked_reason: reason })
    .where('consumer_no', '=', consumerNo)
    .where('revoked_at', 'is', null);
  if (exceptFamilyId !== undefined) query = query.where('id', '<>', exceptFamilyId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A family as a sibling token needs it (a code exchange's retry, token-grants.service.ts). */
export function findFamily(
  db: Executor,
  familyId: string,
): Promise<
  Pick<TokenFamiliesTable, 'id' | 'kind' | 'consumer_no' | 'usid' | 'site_id' | 'expires_at' | 'revoked_at'> | undefined
> {
  return db
    .selectFrom('token_families')
    .select(['id', 'kind', 'consumer_no', 'usid', 'site_id', 'expires_at', 'revoked_at'])
    .where('id', '=', familyId)
    .executeTakeFirst();
}

/** What a request's registered token needs checked: its family still live and still the consumer's. */
export function findFamilyState(
  db: Executor,
  familyId: string,
): Promise<Pick<TokenFamiliesTable, 'consumer_no' | 'revoked_at' | 'kind'> | undefined> {
  return db
    .selectFrom('token_families')
    .select(['consumer_no', 'revoked_at', 'kind'])
    .where('id', '=', familyId)
    .executeTakeFirst();
}

// ---- accounts (read only: the consumer module owns them) ----

export interface TokenConsumerRow {
  consumer_no: string;
  brand: string;
  consumer_type: 'REGISTERED' | 'EMPLOYEE';
  member_id: string | null;
  employee_terms_accepted_at: string | null;
}

/** The account fields a token and its response carry. */
export function findTokenConsumer(db: Executor, consumerNo: string): Promise<TokenConsumerRow | undefined> {
  return db
    .selectFrom('consumers')
    .select(['consumer_no', 'brand', 'consumer_type', 'member_id', 'employee_terms_accepted_at'])
    .where('consumer_no', '=', consumerNo)
    .executeTakeFirst();
}

/** The brand of a site (sessions are bound to a brand, as accounts are). */
export async function findSiteBrand(db: Executor, siteId: string): Promise<string | undefined> {
  const row = await db.selectFrom('sites').select('brand').where('site_id', '=', siteId).executeTakeFirst();
  return row?.brand;
}

// ---- signing keys ----

export function findSigningKeys(db: Executor): Promise<AuthSigningKeysTable[]> {
  return db.selectFrom('auth_signing_keys').selectAll().orderBy('created_at').orderBy('kid').execute();
}

/**
 * Holds the signing-key table for the rest of the transaction (PostgreSQL: a transaction-scoped advisory lock;
 * SQLite: its one connection already does), so two instances creating the first key cannot both insert one.
 */
export async function lockSigningKeys(db: Executor): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(hashtextextended('auth_signing_keys', 0))`.execute(db);
}

export async function insertSigningKey(db: Executor, row: AuthSigningKeysTable): Promise<void> {
  await db.insertInto('auth_signing_keys').values(row).execute();
}

/** Retires every live key but one: they stop signing, and still verify the tokens they signed. */
export async function retireSigningKeysExcept(db: Executor, kid: string, retiredAt: string): Promise<void> {
  await db
    .updateTable('auth_signing_keys')
    .set({ retired_at: retiredAt })
    .where('kid', '<>', kid)
    .where('retired_at', 'is', null)
    .execute();
}

// ---- retention (session.retention.ts) ----

/**
 * Deletes at most `limit` token families that ended before `before` (their refresh tokens go with them: on delete
 * cascade; a code that issued one keeps its row, its family_id set null); answers how many.
 */
export async function deleteFamiliesEndedBefore(db: Executor, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('token_families')
    .where('id', 'in', (eb) =>
      eb.selectFrom('token_families').select('id').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes at most `limit` authorization codes that expired before `before`; answers how many. */
export async function deleteCodesExpiredBefore(db: Executor, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('authorization_codes')
    .where('code_hash', 'in', (eb) =>
      eb.selectFrom('authorization_codes').select('code_hash').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
