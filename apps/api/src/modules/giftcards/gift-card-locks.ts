import type { Db } from '../../db/schema.js';
import { unlockGiftCard } from './giftcards.repository.js';

export interface LockedGiftCard {
  id: string;
  brand: string;
  lastFour: string;
  lockedAt: string;
}

/** The cards locked after wrong PINs in a row (decision 0049, addendum of session 51), most recent first. */
export async function lockedGiftCards(db: Db): Promise<LockedGiftCard[]> {
  const rows = await db
    .selectFrom('gift_cards')
    .select(['id', 'brand', 'last_four', 'locked_at'])
    .where('locked_at', 'is not', null)
    .orderBy('locked_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ id: row.id, brand: row.brand, lastFour: row.last_four, lockedAt: row.locked_at ?? '' }));
}

/**
 * `npm run giftcards:unlock` lists the locked cards; `-- CARD_ID` unlocks one, once customer service has made sure
 * the caller is its owner. The answer as a line of text.
 */
export async function giftCardLocks(db: Db, args: readonly string[], now = new Date()): Promise<string> {
  const [id] = args;
  if (id === undefined) {
    const cards = await lockedGiftCards(db);
    if (cards.length === 0) return 'No gift card is locked.';
    return cards.map((card) => `${card.id}  ${card.brand}  …${card.lastFour}  locked ${card.lockedAt}`).join('\n');
  }
  return (await unlockGiftCard(db, id, now.toISOString()))
    ? `Unlocked ${id}: its PIN may be tried again (5 wrong in a row lock it again).`
    : `No locked gift card ${id}.`;
}
