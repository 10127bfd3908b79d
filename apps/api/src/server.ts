import { buildApp } from './app.js';
import { ConfigError, parseConfig, type Config } from './config/config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { shutdown } from './graceful-shutdown.js';
import { checkListenAddress } from './lib/listen-check.js';
import { createLogger } from './lib/logger.js';

/**
 * The one entry that listens: configuration (every variable, and the address tried) → database (migrated, seeded when
 * empty) → app → listen; on SIGTERM/SIGINT stop accepting, let in-flight requests finish within SHUTDOWN_GRACE_MS,
 * close the database, exit.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Before the database is migrated or seeded: a host or port the api cannot listen on stops it with nothing changed.
  const listenProblem = await checkListenAddress(config.host, config.port);
  if (listenProblem) {
    console.error(listenProblem);
    process.exit(1);
  }

  const logger = createLogger({ level: config.logLevel });
  const db = openDatabase(config.database, {
    backgroundCheckpoints: true,
    // The error's own fields only: pg attaches the client, connection parameters and all.
    onConnectionError: (error) =>
      logger.warn(
        { code: (error as { code?: string }).code, reason: error.message },
        'PostgreSQL ended a pooled connection; the pool opens another when needed',
      ),
  });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  if (config.seedOnStart) {
    const summary = await seedIfEmpty(db, { size: config.seedSize });
    if (summary) logger.info({ size: config.seedSize, ...summary }, 'database seeded');
  }

  const app = await buildApp({ config, db, logger });
  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // A log line like every other (JSON, under LOG_LEVEL): `npm start` prints its own banner for people.
  logger.info({ url: `http://${shownHost}:${config.port}` }, 'api listening');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: draining in-flight requests');
    void shutdown(app, db, config.shutdownGraceMs).then((code) => {
      logger.flush();
      process.exit(code);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  // Start-up failures other than configuration (database unreachable, migration failed, port in use).
  console.error(error instanceof Error ? `api failed to start: ${error.message}` : error);
  process.exit(1);
});
