import type { Db } from '../../db/schema.js';
import { createHourlySweep, daysBefore, deleteInBatches, type HourlySweep } from '../../lib/hourly-sweep.js';
import { deleteResetsExpiredBefore } from '../consumer/consumer.repository.js';
import { deleteCodesExpiredBefore, deleteFamiliesEndedBefore } from './session.repository.js';

/** How long an ended row is kept past its end: what a support question about yesterday's sign-in can still see. */
const KEPT_AFTER_END_DAYS = 1;

/**
 * Identity rows end: a signed-in session's token family (and its rotated refresh tokens) at its absolute end, an
 * authorization code two minutes after it was issued, a reset link when it expires. Nothing reads them after that
 * (a token or code presented then is refused as unknown, as it was as expired), so a day after their end they are
 * deleted, in batches, at most once an hour per process, after the token endpoint answered (lib/hourly-sweep.ts).
 * Guest sessions store nothing (decision 0017).
 */
export function createIdentityRetention(db: Db, onError: (error: unknown) => void): HourlySweep {
  return createHourlySweep((now) => deleteEndedIdentityRows(db, now), onError);
}

export async function deleteEndedIdentityRows(
  db: Db,
  now: Date,
  batchSize?: number,
): Promise<{ families: number; codes: number; resets: number }> {
  const before = daysBefore(now, KEPT_AFTER_END_DAYS);
  // Codes first: a family's deletion sets its codes' family_id to null, a write saved for codes about to go.
  const codes = await deleteInBatches((limit) => deleteCodesExpiredBefore(db, before, limit), batchSize);
  const families = await deleteInBatches((limit) => deleteFamiliesEndedBefore(db, before, limit), batchSize);
  const resets = await deleteInBatches((limit) => deleteResetsExpiredBefore(db, before, limit), batchSize);
  return { families, codes, resets };
}
