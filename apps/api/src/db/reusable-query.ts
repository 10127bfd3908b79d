import type { Statement } from 'better-sqlite3';
import { createQueryId, type Compilable, type CompiledQuery, type QueryResult } from 'kysely';
import { perDatabase } from '../lib/lru-cache.js';
import { directSqlite } from './database.js';
import { isPostgres } from './dialect.js';
import { prepareOnPostgres } from './prepared-statements.js';
import type { Db } from './schema.js';

/** Stands in for the value at `index` while a reusable query is built; no real value holds U+0000 (plugins/text-input.ts). */
const SLOT_PREFIX = '\u0000reusable-slot:';

type Position = { slot: number } | { constant: unknown };

interface Prepared {
  query: CompiledQuery;
  positions: Position[];
}

/**
 * A hot query of a fixed shape, built and compiled by Kysely once per database and shape, then run with new values:
 * building and compiling the query tree costs more CPU than SQLite answering a primary-key read, on the cart's every
 * call. `build` is given a marker for each value (`slots[i]` for `values[i]`) and the `shape` asked for (e.g. the
 * columns an update sets) and returns the query as usual; the SQL and where each marker landed among the parameters
 * are kept, keyed by `shape` and the number of values (an IN list of another length is another shape). Values must go
 * where Kysely makes parameters (comparisons, IN lists, set values, limits), which is where slots can only go anyway.
 * On SQLite the statement runs on the connection directly when it may (runDirectly).
 */
export function reusableQuery<R>(
  build: (db: Db, slots: readonly never[], shape: string) => Compilable<R>,
): (db: Db, values: readonly unknown[], shape?: string) => Promise<QueryResult<R>> {
  const prepared = perDatabase(() => new Map<string, Prepared>());
  return (db, values, shape = '') => {
    const key = `${shape}\u0000${values.length}`;
    const kept = prepared(db);
    let entry = kept.get(key);
    if (!entry) {
      const slots = values.map((_, index) => `${SLOT_PREFIX}${index}`) as never[];
      const query = build(db, slots, shape).compile() as CompiledQuery;
      const positions = query.parameters.map((parameter): Position => {
        if (typeof parameter === 'string' && parameter.startsWith(SLOT_PREFIX))
          return { slot: Number(parameter.slice(SLOT_PREFIX.length)) };
        return { constant: parameter };
      });
      entry = { query, positions };
      kept.set(key, entry);
      if (isPostgres(db)) prepareOnPostgres(query.sql);
    }
    const parameters = entry.positions.map((position) =>
      'slot' in position ? values[position.slot] : position.constant,
    );
    const sqlite = directSqlite(db);
    if (sqlite) return runDirectly<R>(sqlite.prepare(entry.query.sql), parameters);
    return db.executeQuery<R>({ ...entry.query, parameters, queryId: createQueryId() } as CompiledQuery<R>);
  };
}

/**
 * On SQLite, when the connection may take it now (database.ts directSqlite), the statement runs on it at once and
 * answers as Kysely's SQLite driver would: Kysely's executor around one statement (its connection lock, the query's
 * transformation, a chain of awaits) cost about as much CPU as SQLite answering a cart's primary-key read.
 */
function runDirectly<R>(statement: Statement, parameters: readonly unknown[]): Promise<QueryResult<R>> {
  try {
    if (statement.reader) return Promise.resolve({ rows: statement.all(parameters) as R[] });
    const { changes, lastInsertRowid } = statement.run(parameters);
    return Promise.resolve({ rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) });
  } catch (error) {
    return Promise.reject(error as Error);
  }
}
