import pg from 'pg';

/**
 * PostgreSQL parses and plans every statement a connection is sent unless the statement is named, in which case each
 * connection prepares it once and afterwards only binds and runs it. Kysely sends unnamed statements, so the hot ones
 * (those db/reusable-query.ts compiles once: the cart's every call) are named here by their SQL text, and
 * `PreparingClient` sends them as named statements. Measured on the cart benchmark: about half PostgreSQL's CPU per
 * get cart call (decision 0021). The number of names is bounded (every connection keeps what it prepared for as long
 * as it lives); texts beyond it run unnamed, as before.
 */
const MAX_PREPARED = 200;
const names = new Map<string, string>();

/** Marks `text` as a hot statement that PostgreSQL connections prepare once (no effect past MAX_PREPARED). */
export function prepareOnPostgres(text: string): void {
  if (!names.has(text) && names.size < MAX_PREPARED) names.set(text, `outsole_${names.size + 1}`);
}

/** The name `text` runs under, if it is one of the hot statements. */
export function preparedName(text: string): string | undefined {
  return names.get(text);
}

/** A pg client that runs the hot statements (prepareOnPostgres) as named, prepared ones; everything else as given. */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length <= 2 ? names.get(text) : undefined;
    const run = super.query as (...rest: unknown[]) => never;
    if (name === undefined) return run.apply(this, args);
    return run.call(this, { name, text, values });
  }
}
