import { ConfigError, parseConfig } from '../../config/config.js';
import { openDatabase } from '../../db/database.js';
import { giftCardLocks } from './gift-card-locks.js';

/**
 * `npm run giftcards:unlock` (list the cards locked after wrong PINs) or `-- CARD_ID` (unlock one), with the api's
 * DATABASE_URL (gift-card-locks.ts, decision 0049).
 */
async function main(): Promise<void> {
  // Only the database is used: the secrets and origins a production api requires are not asked for here.
  const { database } = parseConfig({ ...process.env, NODE_ENV: 'development' });
  const db = openDatabase(database);
  try {
    process.stdout.write(`${await giftCardLocks(db, process.argv.slice(2))}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
