import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../../test/test-app.js';
import { createAccessTokens } from './access-token.js';
import { createSigningKeys, refreshTokenKeyRef, rotateSigningKey } from './signing-keys.js';

describe(`access-token signing keys in the database (${TEST_DB})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const subject = {
    typ: 'Guest' as const,
    sub: 'guest:u',
    usid: 'u'.repeat(43),
    fid: '00000000-0000-4000-8000-000000000001',
    site: 'stride-en-us',
  };

  it('creates one key on first use; instances starting together all sign with the same key', async () => {
    const instances = [0, 1, 2].map(() => createSigningKeys(database.db));
    const kids = await Promise.all(instances.map(async (keys) => (await keys.signingKey()).kid));
    expect(new Set(kids).size).toBe(1);
    // One key, not one per instance: the first creation holds the table until it is written.
    const rows = await database.db.selectFrom('auth_signing_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      expect(row.algorithm).toBe('ES256');
      // The public half carries no private parameter.
      expect(JSON.parse(row.public_jwk)).not.toHaveProperty('d');
      expect(JSON.parse(row.private_jwk)).toHaveProperty('d');
    }
    // One instance's token verifies on another.
    const token = await createAccessTokens(instances[0]!, 60).sign(subject);
    expect(await createAccessTokens(instances[2]!, 60).verify(token.accessToken)).toMatchObject(subject);
  });

  it('after a rotation the new key signs, and tokens of the retired key still verify until they expire', async () => {
    const before = createSigningKeys(database.db, { unknownKidReloadMs: 0 });
    const oldToken = await createAccessTokens(before, 60).sign(subject);
    const oldKid = decodeProtectedHeader(oldToken.accessToken).kid;

    const newKid = await rotateSigningKey(database.db);
    expect(newKid).not.toBe(oldKid);
    const after = createSigningKeys(database.db);
    const newToken = await createAccessTokens(after, 60).sign(subject);
    expect(decodeProtectedHeader(newToken.accessToken).kid).toBe(newKid);
    expect(await createAccessTokens(after, 60).verify(oldToken.accessToken)).toMatchObject(subject);
    // An instance that loaded its keys before the rotation learns the new kid when it first meets it.
    expect(await createAccessTokens(before, 60).verify(newToken.accessToken)).toMatchObject(subject);
    const live = await database.db
      .selectFrom('auth_signing_keys')
      .select('kid')
      .where('retired_at', 'is', null)
      .execute();
    expect(live.map((row) => row.kid)).toEqual([newKid]);
  });

  it('derives one refresh-token MAC key per signing key, named by a reference to its kid; retired keys keep theirs', async () => {
    const before = createSigningKeys(database.db);
    const { kid: oldKid } = await before.signingKey();
    const oldMac = await before.refreshTokenKey();
    expect(oldMac.ref.equals(refreshTokenKeyRef(oldKid))).toBe(true);
    expect(oldMac.key.symmetricKeySize).toBe(32);
    const newKid = await rotateSigningKey(database.db);
    const after = createSigningKeys(database.db, { unknownKidReloadMs: 0 });
    const newMac = await after.refreshTokenKey();
    expect(newMac.ref.equals(refreshTokenKeyRef(newKid))).toBe(true);
    expect(newMac.key.equals(oldMac.key)).toBe(false);
    // The retired key's MAC key is the same on every instance (derived, never stored).
    expect((await after.refreshTokenKeyFor(oldMac.ref))?.equals(oldMac.key)).toBe(true);
    expect(await after.refreshTokenKeyFor(Buffer.alloc(8))).toBeUndefined();
  });

  it('an unknown kid verifies nothing', async () => {
    const keys = createSigningKeys(database.db);
    expect(await keys.verificationKey('no-such-kid')).toBeUndefined();
  });
});
