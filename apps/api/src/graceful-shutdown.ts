import type { App } from './app.js';
import type { Db } from './db/schema.js';

const IDLE_SWEEP_MS = 50;

/**
 * Stops the api the way a load balancer expects: stop accepting, let in-flight requests finish, then release the
 * database. Requests still running after `graceMs` have their connections cut so a deploy never hangs.
 * Resolves 0 when everything finished in time, 1 when the grace period ran out or closing failed.
 */
export async function shutdown(app: App, db: Db, graceMs: number): Promise<number> {
  let exitCode = 0;
  const timer = setTimeout(() => {
    exitCode = 1;
    app.log.warn({ graceMs }, 'grace period over: closing remaining connections');
    app.server.closeAllConnections();
  }, graceMs);
  // close() ends only the keep-alive connections idle at that moment; one serving a request would then stay
  // open until its keep-alive timeout. Closing connections as they turn idle ends the drain when the work does.
  const reaper = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close(); // stops accepting, waits for in-flight requests, runs onClose hooks
  } catch (error) {
    app.log.error({ err: error }, 'error while closing the api');
    exitCode = 1;
  } finally {
    clearTimeout(timer);
    clearInterval(reaper);
  }
  try {
    await db.destroy();
  } catch (error) {
    app.log.error({ err: error }, 'error while closing the database');
    exitCode = 1;
  }
  return exitCode;
}
