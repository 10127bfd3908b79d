import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** SQLite's own default: a checkpoint by the committing connection once the WAL holds this many pages. */
export const DEFAULT_WAL_AUTOCHECKPOINT = 1000;

/** How often the background connection checkpoints the WAL. */
export const CHECKPOINT_INTERVAL_MS = 250;

/** After a checkpoint has let the WAL start over, its file is cut back to this size. */
const JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024;

/**
 * The checkpointer's code: a connection of its own to the same file that runs a PASSIVE checkpoint on a timer (it
 * copies what it can from the WAL into the database and waits for no reader or writer). CommonJS evaluated as a
 * worker, so it runs the same from the TypeScript sources (tests) and from dist; the driver's path comes from here.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the timer and closes the checkpointer's connection (before the main one closes). */
  stop(): Promise<void>;
}

/**
 * Checkpoints off the request path. By default SQLite checkpoints inside the commit that fills the WAL past 1,000
 * pages: that commit copies the pages and syncs both files on the event loop, and every request in flight waits for
 * it (under a steady stream of cart writes, the slowest 1 % of requests). Here the connection the api serves from
 * never checkpoints (`wal_autocheckpoint = 0`); a worker thread with its own connection does, every
 * CHECKPOINT_INTERVAL_MS. Should the worker stop for any reason but `stop()`, the serving connection checkpoints
 * for itself again, so the WAL never grows without bound.
 */
export function startCheckpointer(
  sqlite: SqliteDatabase.Database,
  filename: string,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): Checkpointer {
  sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT}`);
  sqlite.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), filename, intervalMs },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping = false;
  const fallBack = () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_WAL_AUTOCHECKPOINT}`);
  };
  // An error (the file could not be opened, a checkpoint failed) ends the worker: both lead here.
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  return {
    stop() {
      if (!stopping) {
        stopping = true;
        // Held by the event loop until it has closed its connection (it is unref'd while it only runs its timer).
        // A worker that has already ended ignores the message; `exited` has then settled.
        worker.ref();
        worker.postMessage('stop');
      }
      return exited;
    },
  };
}
