import { PostgresAdapter } from 'kysely';

/**
 * PostgreSQL (a pool of connections that run side by side), not SQLite's one connection. A transaction answers as
 * its database does.
 */
export function isPostgres(db: { getExecutor(): { adapter: object } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
