import type { HealthReady } from '@outsole/contracts/health';
import type { Db } from '../../db/schema.js';
import { pingDatabase } from './health.repository.js';

/** A probe must answer quickly even when the database hangs, so the check gives up after this long. */
const CHECK_TIMEOUT_MS = 2_000;

export async function checkReadiness(db: Db): Promise<HealthReady> {
  const database = (await withTimeout(pingDatabase(db), CHECK_TIMEOUT_MS)) ? 'ok' : 'down';
  return { status: database === 'ok' ? 'ok' : 'unavailable', checks: { database } };
}

/** Resolves true when the work succeeds in time, false when it fails or times out. */
async function withTimeout(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
