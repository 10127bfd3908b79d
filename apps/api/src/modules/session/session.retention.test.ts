import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newShopper, type SignedInShopper } from '../../test/credentials.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { deleteEndedIdentityRows } from './session.retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`ended sessions, codes and reset links are deleted (${TEST_DB})`, () => {
  let t: TestApp;
  let shopper: SignedInShopper;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await newShopper(t);
  });
  afterAll(() => t.close());

  let serial = 0;
  /** A family, one refresh token of it, the code that issued it and a reset link, all ending `endsIn` from now. */
  async function identityRows(endsIn: number) {
    serial += 1;
    const id = `0000000${serial}-0000-4000-8000-000000000000`;
    const hash = (kind: string) => `${kind}${String(serial).padStart(8, '0')}`.padEnd(64, '0');
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    await t.db
      .insertInto('token_families')
      .values({
        id,
        kind: 'Registered',
        consumer_no: shopper.consumerNo,
        usid: `usid-${serial}`,
        site_id: 'stride-en-us',
        created_at: at(endsIn - 90 * DAY_MS),
        expires_at: at(endsIn),
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    await t.db
      .insertInto('refresh_tokens')
      .values({
        token_hash: hash('a'),
        family_id: id,
        created_at: at(endsIn - DAY_MS),
        expires_at: at(endsIn),
        rotated_at: null,
      })
      .execute();
    await t.db
      .insertInto('authorization_codes')
      .values({
        code_hash: hash('b'),
        consumer_no: shopper.consumerNo,
        site_id: 'stride-en-us',
        usid: null,
        code_challenge: 'c'.repeat(43),
        created_at: at(endsIn - 120_000),
        expires_at: at(endsIn),
        used_at: at(endsIn - 60_000),
        family_id: id,
      })
      .execute();
    await t.db
      .insertInto('password_resets')
      .values({
        token_hash: hash('c'),
        consumer_no: shopper.consumerNo,
        created_at: at(endsIn - 3_600_000),
        expires_at: at(endsIn),
        used_at: null,
      })
      .execute();
    return { id, refresh: hash('a'), code: hash('b'), reset: hash('c') };
  }
  const exists = async (rows: Awaited<ReturnType<typeof identityRows>>) => ({
    family: !!(await t.db.selectFrom('token_families').select('id').where('id', '=', rows.id).executeTakeFirst()),
    refresh: !!(await t.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('token_hash', '=', rows.refresh)
      .executeTakeFirst()),
    code: !!(await t.db
      .selectFrom('authorization_codes')
      .select('code_hash')
      .where('code_hash', '=', rows.code)
      .executeTakeFirst()),
    reset: !!(await t.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('token_hash', '=', rows.reset)
      .executeTakeFirst()),
  });
  const all = { family: true, refresh: true, code: true, reset: true };
  const none = { family: false, refresh: false, code: false, reset: false };

  it('deletes what ended more than a day ago, in batches, and nothing live or just ended', async () => {
    const ended = [await identityRows(-3 * DAY_MS), await identityRows(-2 * DAY_MS), await identityRows(-1.5 * DAY_MS)];
    const justEnded = await identityRows(-3_600_000);
    const live = await identityRows(30 * DAY_MS);
    const deleted = await deleteEndedIdentityRows(t.db, new Date(), 2);
    expect(deleted).toMatchObject({ families: 3, codes: 3, resets: 3 });
    for (const rows of ended) expect(await exists(rows)).toEqual(none);
    expect(await exists(justEnded)).toEqual(all);
    expect(await exists(live)).toEqual(all);
    // The shopper's own live session is untouched: their token still refreshes.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/token/v2/auth/token',
      headers: AUTH,
      payload: { type: 'Registered', refreshToken: shopper.tokens.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });
});

describe(`the token endpoint sweeps ended identity rows (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('in the background, after it answered', async () => {
    const { consumer_no } = await t.db.selectFrom('consumers').select('consumer_no').executeTakeFirstOrThrow();
    const ended = new Date(Date.now() - 5 * DAY_MS).toISOString();
    await t.db
      .insertInto('password_resets')
      .values({ token_hash: 'e'.repeat(64), consumer_no, created_at: ended, expires_at: ended, used_at: null })
      .execute();
    const guest = await t.app.inject({
      method: 'POST',
      url: '/token/v2/auth/token',
      headers: AUTH,
      payload: { type: 'Guest' },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    await vi.waitFor(async () =>
      expect(await t.db.selectFrom('password_resets').select('token_hash').execute()).toEqual([]),
    );
  });
});
