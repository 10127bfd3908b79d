import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../../config/config.js';
import { openDatabase } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { isEmpty, seed, seedIfEmpty } from './seed.js';

/**
 * `npm run seed -- --size 100 [--if-empty]` (or `npm run seed -w @outsole/api -- …`): migrates the DATABASE_URL database and seeds it.
 * Without --if-empty the database must not contain seed data yet (drop the SQLite file or schema first).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { size: { type: 'string' }, 'if-empty': { type: 'boolean', default: false } },
  });
  const config = parseConfig(process.env);
  const size = values.size === undefined ? config.seedSize : Number(values.size);
  if (!Number.isInteger(size) || size < 1)
    throw new ConfigError(`--size must be a positive whole number (got "${values.size}")`);

  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    if (!values['if-empty'] && !(await isEmpty(db))) {
      throw new ConfigError(
        'The database already holds seed data: start from an empty one (delete the SQLite file or drop the ' +
          'PostgreSQL schema) or pass --if-empty',
      );
    }
    const summary = values['if-empty'] ? await seedIfEmpty(db, { size }) : await seed(db, { size });
    const ms = Math.round(performance.now() - started);
    process.stdout.write(
      summary
        ? `seeded (size ${size}) in ${ms} ms: ${JSON.stringify(summary)}\n`
        : 'database already seeded; nothing to do\n',
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
