import type { TestProject } from 'vitest/node';
import { withAdmin } from './postgres-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's PostgreSQL test databases (postgres-databases.ts): the vitest process id. */
    postgresTestRun: string;
  }
}

/**
 * The api project's global setup: on PostgreSQL, names the run's template and copied databases, and drops them when
 * the run ends, with any a run that crashed or was killed left behind.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) return undefined;
  project.provide('postgresTestRun', String(process.pid));
  await dropDatabases(url, (run) => !isAlive(run));
  return () => dropDatabases(url, (run) => run === process.pid);
}

/** This suite's databases only: `outsole_test_{pid}_tpl_…` and `outsole_test_{pid}_db_…` (postgres-databases.ts). */
const RUN_DATABASE = /^outsole_test_(\d+)_(?:tpl|db)_[a-z0-9_]+$/;

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops this suite's databases (RUN_DATABASE) of the runs `which` picks by their process id. */
async function dropDatabases(url: string, which: (run: number) => boolean): Promise<void> {
  await withAdmin(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of rows) {
      const run = RUN_DATABASE.exec(datname)?.[1];
      if (run && which(Number(run))) await admin.query(`drop database if exists ${datname} with (force)`);
    }
  });
}
