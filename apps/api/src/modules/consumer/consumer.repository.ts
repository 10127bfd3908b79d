import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ConsumersTable, Database, PasswordResetsTable } from '../../db/schema.js';

/** The database or a transaction: every function runs in either. */
type Executor = Kysely<Database>;

export type ConsumerRow = Omit<
  ConsumersTable,
  | 'consumer_type'
  | 'is_athlete'
  | 'is_loyalty_member'
  | 'employee_current_spend'
  | 'interests'
  | 'email_optin'
  | 'email_optin_sends'
  | 'sms_optin'
> & {
  consumer_type: 'REGISTERED' | 'EMPLOYEE';
  is_athlete: number;
  is_loyalty_member: number;
  employee_current_spend: number;
  interests: string;
  email_optin: number;
  email_optin_sends: number;
  sms_optin: number;
};

/** The shopper's own row, by the consumer number of their token (never by anything the caller sends). */
export function findConsumer(db: Executor, consumerNo: string): Promise<ConsumerRow | undefined> {
  return db.selectFrom('consumers').selectAll().where('consumer_no', '=', consumerNo).executeTakeFirst();
}

/** What sign-in and a reset request need of an account, by its brand and (lower-cased) email. */
export function findAccountByEmail(
  db: Executor,
  brand: string,
  email: string,
): Promise<
  | { consumer_no: string; password_hash: string; first_name: string | null; last_name: string | null; email: string }
  | undefined
> {
  return db
    .selectFrom('consumers')
    .select(['consumer_no', 'password_hash', 'first_name', 'last_name', 'email'])
    .where('brand', '=', brand)
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function emailTaken(db: Executor, brand: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('consumers')
    .select('consumer_no')
    .where('brand', '=', brand)
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when another account of the brand has this phone (`exceptConsumerNo`: the shopper's own row). */
export async function phoneTaken(
  db: Executor,
  brand: string,
  phoneCode: string,
  phone: string,
  exceptConsumerNo?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('consumers')
    .select('consumer_no')
    .where('brand', '=', brand)
    .where('phone_code', '=', phoneCode)
    .where('phone', '=', phone);
  if (exceptConsumerNo) query = query.where('consumer_no', '<>', exceptConsumerNo);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertConsumer(db: Executor, row: Insertable<ConsumersTable>): Promise<void> {
  await db.insertInto('consumers').values(row).execute();
}

/** Changes the shopper's own row; false when it no longer exists. */
/** Replaces the password hash only if it is still `previous` (a password changed meanwhile is kept). */
export async function replacePasswordHash(
  db: Executor,
  consumerNo: string,
  previous: string,
  next: string,
): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ password_hash: next })
    .where('consumer_no', '=', consumerNo)
    .where('password_hash', '=', previous)
    .execute();
}

export async function updateConsumer(
  db: Executor,
  consumerNo: string,
  patch: Updateable<ConsumersTable>,
): Promise<boolean> {
  const result = await db.updateTable('consumers').set(patch).where('consumer_no', '=', consumerNo).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records the employee's acceptance once (a second acceptance keeps the first date). */
export async function acceptEmployeeTerms(db: Executor, consumerNo: string, at: string): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ employee_terms_accepted_at: at, updated_at: at })
    .where('consumer_no', '=', consumerNo)
    .where('consumer_type', '=', 'EMPLOYEE')
    .where('employee_terms_accepted_at', 'is', null)
    .execute();
}

/** Which unique key an insert or update ran into, from either engine's error; null for any other error. */
export function uniqueViolationOf(error: unknown): 'email' | 'phone' | 'consumer_no' | null {
  if (!(error instanceof Error)) return null;
  const { code, constraint } = error as Error & { code?: unknown; constraint?: unknown };
  const text =
    code === '23505' && typeof constraint === 'string' // PostgreSQL: the index name
      ? constraint
      : typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT') // SQLite: the columns in the message
        ? error.message
        : '';
  if (/consumers_brand_email_uq|consumers\.email/.test(text)) return 'email';
  if (/consumers_brand_phone_uq|consumers\.phone/.test(text)) return 'phone';
  if (/consumers_pkey|consumers\.consumer_no/.test(text)) return 'consumer_no';
  return null;
}

export async function insertPasswordReset(db: Executor, row: PasswordResetsTable): Promise<void> {
  await db.insertInto('password_resets').values(row).execute();
}

export function findPasswordReset(db: Executor, tokenHash: string): Promise<PasswordResetsTable | undefined> {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Spends a reset link: true only for the one caller that marks it used while it is unused and unexpired, so two
 * concurrent resets with the same link cannot both succeed.
 */
export async function consumePasswordReset(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many reset links the account was sent since `dayAgo`, and of them since `hourAgo` (one indexed query). */
export async function countPasswordResetsSince(
  db: Executor,
  consumerNo: string,
  { dayAgo, hourAgo }: { dayAgo: string; hourAgo: string },
): Promise<{ day: number; hour: number }> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('day'),
      eb.fn
        .sum<number | string | bigint | null>(
          eb.case().when('created_at', '>', hourAgo).then(eb.lit(1)).else(eb.lit(0)).end(),
        )
        .as('hour'),
    ])
    .where('consumer_no', '=', consumerNo)
    .where('created_at', '>', dayAgo)
    .executeTakeFirst();
  return { day: Number(row?.day ?? 0), hour: Number(row?.hour ?? 0) };
}

/** Every other outstanding link of the account stops working once its password changes. */
export async function retirePasswordResetsOf(db: Executor, consumerNo: string, now: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('consumer_no', '=', consumerNo)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes at most `limit` password reset links that expired before `before`; answers how many. */
export async function deleteResetsExpiredBefore(db: Executor, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('password_resets')
    .where('token_hash', 'in', (eb) =>
      eb.selectFrom('password_resets').select('token_hash').where('expires_at', '<', before).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
