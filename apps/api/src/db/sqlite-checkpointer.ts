import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/** SQLite's own default: a checkpoint by the committing connection once the WAL holds this many pages. */
export const DEFAULT_WAL_AUTOCHECKPOINT = 1000;

/** How often the background connection checkpoints the WAL. */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * A WAL the background checkpoint leaves with at least this many pages (SQLite's own checkpoint size) is finished by
 * the serving connection (see startCheckpointer).
 */
const FINISH_CHECKPOINT_PAGES = DEFAULT_WAL_AUTOCHECKPOINT;

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
let timer = null;
const pass = () => {
  timer = null;
  const [result] = db.pragma('wal_checkpoint(PASSIVE)');
  // A long WAL: the serving connection finishes the checkpoint, then says 'next' (no two checkpoints at once).
  if (result && result.log >= workerData.finishPages) parentPort.postMessage(result);
  else timer = setTimeout(pass, workerData.intervalMs);
};
timer = setTimeout(pass, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'next') {
    if (timer === null) timer = setTimeout(pass, workerData.intervalMs);
    return;
  }
  if (timer !== null) clearTimeout(timer);
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
 * does not checkpoint on commit (`wal_autocheckpoint = 0`); a worker thread with its own connection does, every
 * CHECKPOINT_INTERVAL_MS.
 *
 * The WAL starts over only when a transaction begins with every page of it copied, and under a steady stream of
 * writes the worker never gets there: the serving connection commits more while it copies. The WAL then grew by
 * hundreds of megabytes under load (224 MB in one 12-second cart benchmark run), for as long as the load lasted, and
 * every page a query read was looked up through a longer WAL index. So when a background checkpoint leaves a
 * WAL of FINISH_CHECKPOINT_PAGES or more, the serving connection, between two requests, copies what was committed
 * meanwhile (a few dozen pages and two syncs, under a millisecond here): with no other writer it gets to the end,
 * and its next write starts the WAL over. Should the worker stop for any reason but `stop()`, the serving connection
 * checkpoints for itself again, so the WAL never grows without bound.
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
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      filename,
      intervalMs,
      finishPages: FINISH_CHECKPOINT_PAGES,
    },
  });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let stopping = false;
  const fallBack = () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_WAL_AUTOCHECKPOINT}`);
  };
  worker.on('message', () => {
    if (stopping) return;
    // Not inside a transaction (one that spans turns of the event loop): the worker's next pass asks again.
    if (sqlite.open && !sqlite.inTransaction) {
      try {
        sqlite.pragma('wal_checkpoint(PASSIVE)');
      } catch {
        // A checkpoint that cannot run now (the file busy elsewhere) is tried again after the next pass.
      }
    }
    worker.postMessage('next');
  });
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
