import type { Kysely } from 'kysely';

/**
 * The identity rows that expire (sessions' token families with their refresh tokens, authorization codes, password
 * reset links) are deleted a day after they expire (modules/session/session.retention.ts): these indexes find them
 * without reading the live ones. Portable: schema builder only.
 */
const INDEXES = [
  ['token_families_expires_idx', 'token_families'],
  ['authorization_codes_expires_idx', 'authorization_codes'],
  ['password_resets_expires_idx', 'password_resets'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of INDEXES) await db.schema.createIndex(name).on(table).column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
