import type { Selectable } from 'kysely';
import type { Db, GiftCardsTable } from '../../db/schema.js';

export type GiftCardRow = Selectable<GiftCardsTable>;

export function findGiftCardByDigest(db: Db, codeDigest: string): Promise<GiftCardRow | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('code_digest', '=', codeDigest).executeTakeFirst();
}

export function findRedemption(
  db: Db,
  giftCardId: string,
  reference: string,
): Promise<{ amount: number; currency_code: string } | undefined> {
  return db
    .selectFrom('gift_card_redemptions')
    .select(['amount', 'currency_code'])
    .where('gift_card_id', '=', giftCardId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/**
 * Takes `amount` off the balance only if the balance still covers it (one conditional UPDATE: two concurrent
 * redemptions can never both spend the same money, on either engine). True when it did.
 */
export async function debitBalance(db: Db, giftCardId: string, amount: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: now }))
    .where('id', '=', giftCardId)
    .where('balance', '>=', amount)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertRedemption(
  db: Db,
  row: {
    id: string;
    gift_card_id: string;
    reference: string;
    amount: number;
    currency_code: string;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('gift_card_redemptions').values(row).execute();
}

export async function findBalance(db: Db, giftCardId: string): Promise<number> {
  const row = await db
    .selectFrom('gift_cards')
    .select('balance')
    .where('id', '=', giftCardId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * Counts a wrong PIN on a card not yet locked, and locks it when this is the `lockAfter`th in a row: one UPDATE, so
 * concurrent guesses each count and exactly one of them locks. The count after it, and whether this one locked it.
 */
export async function countWrongPin(
  db: Db,
  giftCardId: string,
  lockAfter: number,
  now: string,
): Promise<{ failedPins: number; lockedNow: boolean }> {
  const row = await db
    .updateTable('gift_cards')
    .set((eb) => ({
      failed_pin_count: eb('failed_pin_count', '+', 1),
      locked_at: eb
        .case()
        .when('failed_pin_count', '>=', lockAfter - 1)
        .then(now)
        .else(null)
        .end(),
      updated_at: now,
    }))
    .where('id', '=', giftCardId)
    .where('locked_at', 'is', null)
    .returning(['failed_pin_count', 'locked_at'])
    .executeTakeFirst();
  // Locked meanwhile by a concurrent guess: as locked, not by this one.
  if (!row) return { failedPins: lockAfter, lockedNow: false };
  return { failedPins: Number(row.failed_pin_count), lockedNow: row.locked_at !== null };
}

/** The right PIN: the wrong ones before it no longer count toward a lock. */
export async function clearWrongPins(db: Db, giftCardId: string): Promise<void> {
  await db
    .updateTable('gift_cards')
    .set({ failed_pin_count: 0 })
    .where('id', '=', giftCardId)
    .where('locked_at', 'is', null)
    .execute();
}

/** An operator unlocks a card for its owner (npm run giftcards:unlock): its wrong PINs start again from 0. */
export async function unlockGiftCard(db: Db, giftCardId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({ locked_at: null, failed_pin_count: 0, updated_at: now })
    .where('id', '=', giftCardId)
    .where('locked_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
