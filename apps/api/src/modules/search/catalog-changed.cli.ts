import { ConfigError, parseConfig } from '../../config/config.js';
import { openDatabase } from '../../db/database.js';
import { applyCatalogChanged, parseCatalogChangedArgs } from './catalog-changed.js';

/**
 * `npm run catalog:changed -- --products STYLE1,STYLE2` or `-- --all`, with the api's DATABASE_URL: after prices,
 * stock, texts or categories were changed in the database by hand or by an import, makes every api process on it
 * pick the change up (catalog-changed.ts).
 */
async function main(): Promise<void> {
  const request = parseCatalogChangedArgs(process.argv.slice(2));
  // Only the database is used: the secrets and origins a production api requires are not asked for here.
  const { database } = parseConfig({ ...process.env, NODE_ENV: 'development' });
  const db = openDatabase(database);
  try {
    process.stdout.write(`${await applyCatalogChanged(db, request)}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
