import { ConfigError, parseConfig } from '../../config/config.js';
import { openDatabase } from '../../db/database.js';
import { describeOutcome, moderate, parseModerationArgs } from './review-moderation.js';

/**
 * `npm run reviews:moderate` (list reported reviews), `-- --restore REVIEW_ID` or `-- --hide REVIEW_ID`, with the
 * api's DATABASE_URL (review-moderation.ts, decision 0052).
 */
async function main(): Promise<void> {
  const request = parseModerationArgs(process.argv.slice(2));
  // Only the database is used: the secrets and origins a production api requires are not asked for here.
  const { database } = parseConfig({ ...process.env, NODE_ENV: 'development' });
  const db = openDatabase(database);
  try {
    process.stdout.write(`${describeOutcome(await moderate(db, request))}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
