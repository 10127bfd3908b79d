import type { Db, GiftCardsTable } from '../../db/schema.js';

export type GiftCardRow = GiftCardsTable;

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
