import { randomBytes, randomUUID } from 'node:crypto';
import { GiftCardBalanceResponse } from '@outsole/contracts/giftcards';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, GiftCardsTable } from '../../db/schema.js';
import { expectSpecError } from '../../test/assertions.js';
import { captureLogs } from '../../test/log-capture.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { cardDigest, pinDigest } from './gift-card-codes.js';
import { giftCardLocks, lockedGiftCards } from './gift-card-locks.js';

const URL = '/cart/v1/giftcard/balance';
/** Demo cards (db/seed/demo-gift-cards.ts, README "Demo accounts"). */
const CARD = { cardNumber: '6280 4417 3092 5516', pin: '1234' };
const NO_PIN = '6280441730926604';
const ZERO = { cardNumber: '6280441730927741', pin: '2468' };
const EXPIRED = { cardNumber: '6280441730928853', pin: '1357' };
const DISABLED = { cardNumber: '6280441730929935', pin: '9876' };
const GBP = { cardNumber: '6280441730930127', pin: '4321' };
const EUR = { cardNumber: '6280441730931238', pin: '5678' };
const JPY = { cardNumber: '6280441730932349', pin: '8642' };
const KESTREL = { cardNumber: '6281990255610011', pin: '1234' };

const randomIp = () => `198.18.${randomBytes(1)[0] ?? 0}.${randomBytes(1)[0] ?? 0}`;

function balance(
  t: TestApp,
  payload: unknown,
  { siteId, ip, headers = {} }: { siteId?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: URL,
    headers: { ...AUTH, ...(siteId ? { 'x-site-id': siteId } : {}), ...headers },
    payload: payload as object,
    remoteAddress: ip ?? '10.5.0.1',
  });
}

/** A card written straight into the table, for the cases the demo cards do not cover. */
async function addCard(db: Db, fields: Partial<Insertable<GiftCardsTable>> & { digits: string; pin?: string | null }) {
  const { digits, pin = null, ...rest } = fields;
  const now = new Date().toISOString();
  await db
    .insertInto('gift_cards')
    .values({
      id: randomUUID(),
      code_digest: cardDigest(digits),
      last_four: digits.slice(-4),
      code_length: digits.length,
      pin_digest: pin === null ? null : pinDigest(digits, pin),
      brand: 'stride',
      currency_code: 'USD',
      initial_amount: 5_000,
      balance: 5_000,
      status: 'active',
      expires_at: null,
      created_at: now,
      updated_at: now,
      ...rest,
    })
    .execute();
}

const randomDigits = (length: number) => Array.from(randomBytes(length), (byte) => String(byte % 10)).join('');

describe(`gift card balance (${TEST_DB})`, () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    // Limits off here (0): these tests call the same cards many times; the limits have their own app below.
    t = await createTestApp({
      stylesPerSize: 4,
      logger: logs.logger,
      env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0', RATE_LIMIT_MAX: '0' },
    });
  });
  afterAll(() => t.close());

  it("answers the balance in the site's currency, with the number masked", async () => {
    const response = await balance(t, CARD);
    expect(response.statusCode, response.body).toBe(200);
    expect(GiftCardBalanceResponse.parse(response.json())).toEqual({
      maskedCardNumber: '************5516',
      lastFour: '5516',
      balance: { amount: 5_000, currency: 'USD' },
      currency: 'USD',
      expiresAt: null,
    });
    expect(response.body).not.toContain('62804417');
    // However the number is written.
    for (const cardNumber of ['6280441730925516', '6280-4417-3092-5516', ' 6280 4417 3092 5516 ']) {
      expect((await balance(t, { cardNumber, pin: '1234' })).statusCode).toBe(200);
    }
  });

  it('opens a card without a PIN by its number alone', async () => {
    const response = await balance(t, { cardNumber: NO_PIN });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ balance: { amount: 2_500, currency: 'USD' } });
    expect((await balance(t, { cardNumber: NO_PIN, pin: '0000' })).statusCode).toBe(200);
  });

  it('answers each site in its currency, and another currency with GFC725', async () => {
    const gb = await balance(t, GBP, { siteId: 'stride-en-gb' });
    expect(gb.statusCode, gb.body).toBe(200);
    expect(gb.json()).toMatchObject({ balance: { amount: 4_000, currency: 'GBP' }, currency: 'GBP' });
    for (const siteId of ['stride-de-de', 'stride-fr-fr']) {
      const eu = await balance(t, EUR, { siteId });
      expect(eu.statusCode, eu.body).toBe(200);
      expect(eu.json()).toMatchObject({
        balance: { amount: 6_000, currency: 'EUR' },
        expiresAt: '2029-12-31T22:59:59.999Z',
      });
    }
    const jp = await balance(t, JPY, { siteId: 'stride-ja-jp' });
    expect(jp.json()).toMatchObject({
      balance: { amount: 5_000, currency: 'JPY' },
      maskedCardNumber: '************2349',
    });
    expect((await balance(t, KESTREL, { siteId: 'kestrel-en-us' })).json()).toMatchObject({
      balance: { amount: 7_500 },
    });

    expectSpecError(await balance(t, GBP), 400, 'GFC725');
    expectSpecError(await balance(t, CARD, { siteId: 'stride-en-gb' }), 400, 'GFC725');
    expectSpecError(await balance(t, JPY, { siteId: 'stride-de-de' }), 400, 'GFC725');
  });

  it('tells zero balance (GFC740) and expiry (GFC410) only to the holder of the right number and PIN', async () => {
    expectSpecError(await balance(t, ZERO), 400, 'GFC740');
    expectSpecError(await balance(t, EXPIRED), 400, 'GFC410');
    expectSpecError(await balance(t, { ...ZERO, pin: '1111' }), 400, 'GFC400');
    expectSpecError(await balance(t, { cardNumber: EXPIRED.cardNumber }), 400, 'GFC400');
    // Expired by its date though still marked active.
    const digits = randomDigits(19);
    await addCard(t.db, { digits, pin: '4444', expires_at: new Date(Date.now() - 1000).toISOString() });
    expectSpecError(await balance(t, { cardNumber: digits, pin: '4444' }), 400, 'GFC410');
    const later = randomDigits(16);
    await addCard(t.db, { digits: later, pin: '4444', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect((await balance(t, { cardNumber: later, pin: '4444' })).statusCode).toBe(200);
  });

  it('answers an unknown number, a wrong or missing PIN, a disabled card and another brand alike, byte for byte', async () => {
    const same = { 'x-correlation-id': 'giftcard-probe', 'x-transaction-id': 'giftcard-probe-tx' };
    const probes = [
      { cardNumber: randomDigits(16), pin: '1234' }, // unknown
      { cardNumber: randomDigits(19) }, // unknown, no PIN
      { ...CARD, pin: '4321' }, // wrong PIN
      { cardNumber: CARD.cardNumber }, // missing PIN
      DISABLED, // right PIN, disabled
      { ...DISABLED, pin: '0000' },
      KESTREL, // another brand's card, right PIN
    ];
    const answers = [];
    for (const probe of probes) answers.push(await balance(t, probe, { headers: same }));
    const first = answers[0];
    if (!first) throw new Error('no answer');
    const body = expectSpecError(first, 400, 'GFC400');
    expect(body.errorDetails).toEqual([{ errorId: 'GFC400', message: 'The gift card details are not valid.' }]);
    const stable = (response: LightMyRequestResponse) => {
      const { date: _date, ...headers } = response.headers;
      return { status: response.statusCode, headers, body: response.rawPayload.toString('base64') };
    };
    for (const answer of answers) expect(stable(answer)).toEqual(stable(first));
  });

  it('refuses malformed bodies with API400 naming the field', async () => {
    expectSpecError(await balance(t, {}), 400, 'API400', 'body.cardNumber');
    expectSpecError(await balance(t, { cardNumber: 6280441730925516 }), 400, 'API400', 'body.cardNumber');
    expectSpecError(await balance(t, { cardNumber: '6280 4417 3092' }), 400, 'API400', 'body.cardNumber');
    expectSpecError(await balance(t, { cardNumber: '6280-4417-3092-551X' }), 400, 'API400', 'body.cardNumber');
    expectSpecError(await balance(t, { cardNumber: '1'.repeat(20) }), 400, 'API400', 'body.cardNumber');
    expectSpecError(await balance(t, { ...CARD, pin: '12' }), 400, 'API400', 'body.pin');
    expectSpecError(await balance(t, { ...CARD, pin: 1234 }), 400, 'API400', 'body.pin');
    expectSpecError(await balance(t, { ...CARD, balance: 99_999 }), 400, 'API400', 'body.balance');
    expectSpecError(await balance(t, [CARD]), 400, 'API400', 'body');
  });

  it('never answers 5xx to fuzzed bodies', async () => {
    const nearlyValid = fc.record(
      {
        cardNumber: fc.oneof(fc.string(), fc.stringMatching(/^[\d -]{10,45}$/), fc.integer(), fc.constant(null)),
        pin: fc.oneof(fc.string(), fc.stringMatching(/^\d{1,10}$/), fc.double(), fc.boolean()),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(nearlyValid, fc.anything(), fc.json()), async (payload) => {
        const response = await t.app.inject({
          method: 'POST',
          url: URL,
          headers: { ...AUTH, 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? null),
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('never logs a card number or PIN', async () => {
    await balance(t, { cardNumber: '6280 4417 3092 5516', pin: '1234' });
    await balance(t, { cardNumber: '6280 4417 3092 5516', pin: '9731' });
    const text = JSON.stringify(logs.lines);
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(text).not.toContain('6280441730925516');
    expect(text).not.toContain('6280 4417 3092 5516');
    // As a value of its own (a bare 9731 may turn up inside a random id or a response time).
    expect(text).not.toContain('"9731"');
    expect(text).not.toContain('"pin"');
  });
});

describe(`gift card balance limits (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      stylesPerSize: 4,
      env: {
        CREDENTIAL_LIMIT_PER_ADDRESS: '4',
        CREDENTIAL_LIMIT_PER_ACCOUNT: '3',
        CREDENTIAL_LIMIT_WINDOW_SECONDS: '600',
      },
    });
  });
  afterAll(() => t.close());

  it('answers 429 API429 with Retry-After once an address has spent its budget, whatever the numbers', async () => {
    const ip = randomIp();
    for (let i = 0; i < 4; i += 1) {
      expectSpecError(await balance(t, { cardNumber: randomDigits(16), pin: '1234' }, { ip }), 400, 'GFC400');
    }
    const limited = await balance(t, CARD, { ip });
    expectSpecError(limited, 429, 'API429');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect((await balance(t, CARD, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('limits the addresses that sent one card wrong PINs, however its number is written, not its owner elsewhere', async () => {
    const card = { cardNumber: '6280 4417 3093 1238', pin: '0000' }; // the EUR card, wrong PINs
    const guessers = [randomIp(), randomIp(), randomIp()];
    for (const [i, ip] of guessers.entries()) {
      expectSpecError(await balance(t, { ...card, pin: `000${i}` }, { ip }), 400, 'GFC400');
    }
    // The card's budget (3) is spent: the addresses that failed are refused before any check, the right PIN too.
    expectSpecError(
      await balance(t, { ...card, pin: '5678' }, { ip: guessers[0], siteId: 'stride-de-de' }),
      429,
      'API429',
    );
    expectSpecError(
      await balance(t, { cardNumber: '6280-4417-3093-1238', pin: '0003' }, { ip: guessers[1] }),
      429,
      'API429',
    );
    // A new address has one try: a wrong PIN is answered, and then it is refused too.
    const another = randomIp();
    expectSpecError(await balance(t, { ...card, pin: '0004' }, { ip: another }), 400, 'GFC400');
    expectSpecError(await balance(t, { ...card, pin: '5678' }, { ip: another, siteId: 'stride-de-de' }), 429, 'API429');
    // The owner, who has not failed from their address, sees the balance (tester finding F9, session 51).
    const owner = await balance(t, { ...card, pin: '5678' }, { ip: randomIp(), siteId: 'stride-de-de' });
    expect(owner.statusCode, owner.body).toBe(200);
    // Other cards are not held up.
    expect((await balance(t, { cardNumber: NO_PIN }, { ip: randomIp() })).statusCode).toBe(200);
  });
});

// Tester finding F9 (session 51): 960 PIN guesses a day found a four-digit PIN in days; a card now locks.
describe(`gift card lock after wrong PINs in a row (${TEST_DB})`, () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({
      stylesPerSize: 4,
      logger: logs.logger,
      env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0', RATE_LIMIT_MAX: '0' },
    });
  });
  afterAll(() => t.close());

  const stored = (digits: string) =>
    t.db
      .selectFrom('gift_cards')
      .select(['id', 'failed_pin_count', 'locked_at'])
      .where('code_digest', '=', cardDigest(digits))
      .executeTakeFirstOrThrow();

  it('forgives wrong PINs the right one follows, locks at the fifth in a row, and then answers every try GFC812', async () => {
    const digits = randomDigits(16);
    await addCard(t.db, { digits, pin: '2580' });
    for (let i = 0; i < 4; i += 1) {
      expectSpecError(await balance(t, { cardNumber: digits, pin: `111${i}` }, { ip: randomIp() }), 400, 'GFC400');
    }
    expect((await balance(t, { cardNumber: digits, pin: '2580' })).statusCode).toBe(200);
    expect(Number((await stored(digits)).failed_pin_count)).toBe(0);
    for (let i = 0; i < 4; i += 1) {
      expectSpecError(await balance(t, { cardNumber: digits, pin: `222${i}` }, { ip: randomIp() }), 400, 'GFC400');
    }
    const lockedNow = expectSpecError(await balance(t, { cardNumber: digits, pin: '2229' }), 400, 'GFC812');
    expect(lockedNow.errorDetails).toEqual([
      {
        errorId: 'GFC812',
        message: 'This gift card is locked after too many wrong PINs. Please contact customer service to unlock it.',
      },
    ]);
    // The right PIN too, so the lock never tells which PIN is right; and a wrong one counts no more.
    expectSpecError(await balance(t, { cardNumber: digits, pin: '2580' }), 400, 'GFC812');
    expectSpecError(await balance(t, { cardNumber: digits, pin: '0000' }), 400, 'GFC812');
    const row = await stored(digits);
    expect(Number(row.failed_pin_count)).toBe(5);
    expect(row.locked_at).not.toBeNull();

    // Logged once for an operator, with the card's id and last four, never its number or a PIN.
    const lines = logs.lines.filter((line) => String(line.msg).startsWith('gift card locked'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ giftCardId: row.id, lastFour: digits.slice(-4), failedPins: 5, level: 'warn' });
    expect(JSON.stringify(logs.lines)).not.toContain(digits);

    // An operator unlocks it (npm run giftcards:unlock): the right PIN opens it again.
    expect((await lockedGiftCards(t.db)).map((card) => card.id)).toContain(row.id);
    expect(await giftCardLocks(t.db, [])).toContain(`…${digits.slice(-4)}`);
    expect(await giftCardLocks(t.db, [row.id])).toMatch(/^Unlocked /);
    expect(await giftCardLocks(t.db, [row.id])).toMatch(/^No locked gift card/);
    expect((await balance(t, { cardNumber: digits, pin: '2580' })).statusCode).toBe(200);
    expect(Number((await stored(digits)).failed_pin_count)).toBe(0);
  });

  it('counts wrong PINs sent at once each, and locks the card once', async () => {
    const digits = randomDigits(16);
    await addCard(t.db, { digits, pin: '7531' });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => balance(t, { cardNumber: digits, pin: `900${i}` }, { ip: randomIp() })),
    );
    const ids = answers.map(
      (answer) => (answer.json() as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId,
    );
    expect(ids.filter((id) => id === 'GFC400')).toHaveLength(4);
    expect(ids.filter((id) => id === 'GFC812')).toHaveLength(4);
    expect((await stored(digits)).locked_at).not.toBeNull();
    const lockLines = logs.lines.filter(
      (line) => String(line.msg).startsWith('gift card locked') && line.lastFour === digits.slice(-4),
    );
    expect(lockLines).toHaveLength(1);
  });
});
