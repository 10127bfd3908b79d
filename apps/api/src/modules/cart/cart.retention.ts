import type { Db } from '../../db/schema.js';
import { createHourlySweep, daysBefore, deleteInBatches, type HourlySweep } from '../../lib/hourly-sweep.js';
import { deleteGuestListsSavedBefore } from '../save-for-later/save-for-later.repository.js';
import { deleteGuestCartsChangedBefore } from './cart.repository.js';

/** A merged guest cart answers BSK404 from the merge on; a day later it goes (time for a support question). */
const MERGED_KEPT_DAYS = 1;

export interface GuestRetention {
  /** Days a guest's cart and saved-for-later list are kept after their last change (GUEST_CART_RETENTION_DAYS). */
  days: number;
}

/**
 * What guests leave behind (decision 0040): a guest's cart nobody changed for `days`, and a guest's saved-for-later
 * list nothing was saved to for as long, are deleted; a guest cart merged into an account at sign-in a day after the
 * merge. An account's cart and list are kept. A guest who comes back later finds the cart gone (BSK404: the
 * storefront starts a new one and says so). Runs after a cart is created, at most once an hour per process, in
 * batches (lib/hourly-sweep.ts).
 */
export function createGuestRetention(db: Db, { days }: GuestRetention, onError: (error: unknown) => void): HourlySweep {
  return createHourlySweep((now) => deleteWhatGuestsLeft(db, now, days), onError);
}

export async function deleteWhatGuestsLeft(
  db: Db,
  now: Date,
  days: number,
  batchSize?: number,
): Promise<{ carts: number; merged: number; lists: number }> {
  const idleSince = daysBefore(now, days);
  const mergedBefore = daysBefore(now, MERGED_KEPT_DAYS);
  const carts = await deleteInBatches(
    (limit) => deleteGuestCartsChangedBefore(db, 'active', idleSince, limit),
    batchSize,
  );
  const merged = await deleteInBatches(
    (limit) => deleteGuestCartsChangedBefore(db, 'merged', mergedBefore, limit),
    batchSize,
  );
  const lists = await deleteInBatches((limit) => deleteGuestListsSavedBefore(db, idleSince, limit), batchSize);
  return { carts, merged, lists };
}
