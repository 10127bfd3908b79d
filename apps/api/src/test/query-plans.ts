import { sql, type KyselyPlugin, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Db } from '../db/schema.js';

/**
 * The query plans of the statements `run` sends of one kind (`SelectQueryNode`, `DeleteQueryNode`...), each as the
 * engine's EXPLAIN (PostgreSQL) or EXPLAIN QUERY PLAN (SQLite) text, run again with the same parameters. On
 * PostgreSQL sequential scans are turned off while explaining: test tables are so small that the planner reads them
 * whole whatever the indexes, and only an index that cannot serve the statement is left out then.
 */
export async function plansOf(
  db: Db,
  kind: RootOperationNode['kind'],
  run: (recording: Db) => Promise<unknown>,
): Promise<string[]> {
  const statements: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === kind) statements.push(node);
      return node;
    },
    transformResult: ({ result }): Promise<QueryResult<UnknownRow>> => Promise.resolve(result),
  };
  await run(db.withPlugin(recorder));
  const plans: string[] = [];
  for (const node of statements) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: 'plan' });
    const explain = isPostgres(db) ? 'explain ' : 'explain query plan ';
    plans.push(
      await db.transaction().execute(async (trx) => {
        if (isPostgres(trx)) await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery({ ...compiled, sql: explain + compiled.sql });
        return JSON.stringify(rows);
      }),
    );
  }
  return plans;
}
