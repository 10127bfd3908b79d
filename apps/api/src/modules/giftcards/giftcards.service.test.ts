import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError } from '../../lib/api-error.js';
import { testContext } from '../../test/request-context.js';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { cardDigest, maskCardNumber, pinDigest } from './gift-card-codes.js';
import { getGiftCardBalance, redeemGiftCard } from './giftcards.service.js';

const ctx = testContext();
const digits = () => Array.from(randomBytes(16), (byte) => String(byte % 10)).join('');

async function errorIdOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error.errorId;
    throw error;
  }
  return 'none';
}

describe(`gift card redemption (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 1 });
  });
  afterAll(() => t.close());

  async function newCard(balance: number, pin = '2580'): Promise<string> {
    const cardNumber = digits();
    const now = new Date().toISOString();
    await t.db
      .insertInto('gift_cards')
      .values({
        id: randomUUID(),
        code_digest: cardDigest(cardNumber),
        last_four: cardNumber.slice(-4),
        code_length: 16,
        pin_digest: pinDigest(cardNumber, pin),
        brand: 'stride',
        currency_code: 'USD',
        initial_amount: balance,
        balance,
        status: 'active',
        expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return cardNumber;
  }

  it('spends from the balance once per reference, inside the caller’s transaction', async () => {
    const cardNumber = await newCard(5_000);
    const credentials = { cardNumber, pin: '2580' };
    const first = await t.db
      .transaction()
      .execute((trx) => redeemGiftCard(ctx, trx, credentials, { reference: 'ORD-1', amount: 1_250 }));
    expect(first).toEqual({ amount: 1_250, balance: 3_750, currency: 'USD' });
    // A retry of the same reference spends nothing more.
    expect(await redeemGiftCard(ctx, t.db, credentials, { reference: 'ORD-1', amount: 1_250 })).toEqual(first);
    expect((await getGiftCardBalance(ctx, t.db, credentials)).balance.amount).toBe(3_750);
    expect(await errorIdOf(redeemGiftCard(ctx, t.db, credentials, { reference: 'ORD-2', amount: 3_751 }))).toBe(
      'GFC700',
    );
    await redeemGiftCard(ctx, t.db, credentials, { reference: 'ORD-3', amount: 3_750 });
    expect(await errorIdOf(redeemGiftCard(ctx, t.db, credentials, { reference: 'ORD-4', amount: 1 }))).toBe('GFC740');
    expect(await errorIdOf(redeemGiftCard(ctx, t.db, { cardNumber, pin: '0000' }, { reference: 'X', amount: 1 }))).toBe(
      'GFC400',
    );
  });

  it('rolls back with the transaction that failed', async () => {
    const cardNumber = await newCard(1_000);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await redeemGiftCard(ctx, trx, { cardNumber, pin: '2580' }, { reference: 'ORD-R', amount: 400 });
        throw new Error('order placement failed');
      }),
    ).rejects.toThrow('order placement failed');
    expect((await getGiftCardBalance(ctx, t.db, { cardNumber, pin: '2580' })).balance.amount).toBe(1_000);
  });

  it('never spends more than the balance under concurrent redemptions', async () => {
    const cardNumber = await newCard(5_000);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        redeemGiftCard(ctx, t.db, { cardNumber, pin: '2580' }, { reference: `ORD-C${i}`, amount: 1_000 }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const failures = results.filter((result) => result.status === 'rejected');
    for (const failure of failures) {
      expect(isApiError(failure.reason) && ['GFC700', 'GFC740'].includes(failure.reason.errorId)).toBe(true);
    }
    const redemptions = await t.db
      .selectFrom('gift_card_redemptions as r')
      .innerJoin('gift_cards as c', 'c.id', 'r.gift_card_id')
      .select(['r.amount', 'c.balance'])
      .where('c.code_digest', '=', cardDigest(cardNumber))
      .execute();
    expect(redemptions).toHaveLength(5);
    expect(redemptions.every((row) => Number(row.balance) === 0)).toBe(true);
  });

  it('refuses amounts that are not positive whole minor units', async () => {
    const cardNumber = await newCard(1_000);
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      await expect(
        redeemGiftCard(ctx, t.db, { cardNumber, pin: '2580' }, { reference: 'bad', amount }),
      ).rejects.toThrow(RangeError);
    }
  });

  it('masks a number to its last four digits', () => {
    expect(maskCardNumber('5516', 16)).toBe('************5516');
    expect(maskCardNumber('0011', 19)).toBe('***************0011');
  });
});
