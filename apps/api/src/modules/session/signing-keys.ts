import { createHash, createSecretKey, hkdfSync, randomUUID, type KeyObject } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { AuthSigningKeysTable, Db } from '../../db/schema.js';
import { findSigningKeys, insertSigningKey, lockSigningKeys, retireSigningKeysExcept } from './session.repository.js';

/** Access tokens are signed with ECDSA P-256 (ARCHITECTURE "Sessions": an asymmetric signature). */
export const SIGNING_ALGORITHM = 'ES256';

/**
 * The keys that sign and verify access tokens, kept in `auth_signing_keys` so every instance sharing the database
 * signs with the same key and verifies the others' tokens. The first use on an empty table creates one. The signing
 * key is the oldest live (not retired) key: two instances that both create one at the very first request both then
 * pick the older of the two, and rotation (rotateSigningKey) retires the old keys, which still verify.
 */
export interface SigningKeys {
  /** The key new tokens are signed with. */
  signingKey(): Promise<{ kid: string; key: CryptoKey }>;
  /** The public key of `kid`, retired keys included; undefined for a kid this api never issued. */
  verificationKey(kid: string): Promise<CryptoKey | undefined>;
  /** The MAC key of new stateless guest refresh tokens: the one derived from the signing key. */
  refreshTokenKey(): Promise<RefreshTokenKey>;
  /** The MAC key a reference names, retired keys included; undefined for a reference of no key of ours. */
  refreshTokenKeyFor(ref: Buffer): Promise<KeyObject | undefined>;
}

/**
 * An HMAC-SHA256 key that authenticates stateless guest refresh tokens (guest-refresh-token.ts), derived with HKDF
 * from a signing key's private scalar, so it needs no secret of its own, is shared by every instance, and rotates
 * with the signing key. `ref` (the first 8 bytes of SHA-256 of the kid) travels in the token in place of the kid,
 * which may be any string an operator chose and would not fit the token's 200 characters.
 */
export interface RefreshTokenKey {
  ref: Buffer;
  key: KeyObject;
}

/** HKDF `info` of the refresh-token MAC keys: a key derived for this use is good for nothing else. */
const REFRESH_TOKEN_KEY_INFO = 'outsole guest refresh token v1';
export const REFRESH_TOKEN_KEY_REF_BYTES = 8;

export interface SigningKeysOptions {
  /** How long the loaded keys are trusted before they are read again (a rotation elsewhere reaches this instance). */
  reloadMs?: number;
  /** An unknown kid re-reads the keys at most this often (a forged kid must not cost a query per request). */
  unknownKidReloadMs?: number;
}

interface LoadedKeys {
  signing: { kid: string; key: CryptoKey };
  verifying: Map<string, CryptoKey>;
  refreshKey: RefreshTokenKey;
  /** By ref in hex. */
  refreshKeys: Map<string, KeyObject>;
  loadedAt: number;
}

export function createSigningKeys(
  db: Db,
  { reloadMs = 300_000, unknownKidReloadMs = 10_000 }: SigningKeysOptions = {},
): SigningKeys {
  let loaded: LoadedKeys | null = null;
  let loading: Promise<LoadedKeys> | null = null;

  // Concurrent first requests share one read (and at most one key creation) instead of each racing.
  const load = (): Promise<LoadedKeys> => {
    loading ??= readKeys(db)
      .then((keys) => {
        loaded = keys;
        return keys;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  const current = (): Promise<LoadedKeys> =>
    loaded && Date.now() - loaded.loadedAt < reloadMs ? Promise.resolve(loaded) : load();

  /** A key by id; an id not loaded re-reads the keys (a rotation on another instance), at most so often. */
  const lookUp = async <K>(find: (keys: LoadedKeys) => K | undefined): Promise<K | undefined> => {
    const keys = await current();
    const key = find(keys);
    if (key || Date.now() - keys.loadedAt < unknownKidReloadMs) return key;
    return find(await load());
  };

  return {
    signingKey: async () => (await current()).signing,
    verificationKey: (kid) => lookUp((keys) => keys.verifying.get(kid)),
    refreshTokenKey: async () => (await current()).refreshKey,
    refreshTokenKeyFor: (ref) => lookUp((keys) => keys.refreshKeys.get(ref.toString('hex'))),
  };
}

async function readKeys(db: Db): Promise<LoadedKeys> {
  let rows = await findSigningKeys(db);
  if (!rows.some((row) => row.retired_at === null)) {
    const candidate = await newKeyRow(new Date());
    // One key for instances starting together: the check and the insert hold the key table (SQLite's one
    // connection; a transaction lock on PostgreSQL), so the others find the first one's key and insert none.
    await db.transaction().execute(async (trx) => {
      await lockSigningKeys(trx);
      if (!(await findSigningKeys(trx)).some((row) => row.retired_at === null)) await insertSigningKey(trx, candidate);
    });
    rows = await findSigningKeys(db);
  }
  // Oldest live key first (the repository orders by created_at, kid): every instance picks the same one.
  const signingRow = rows.find((row) => row.retired_at === null);
  if (!signingRow) throw new Error('no live signing key after creating one');
  const verifying = new Map<string, CryptoKey>();
  const refreshKeys = new Map<string, KeyObject>();
  for (const row of rows) {
    verifying.set(row.kid, (await importJWK(parseJwk(row.public_jwk), SIGNING_ALGORITHM)) as CryptoKey);
    const derived = refreshTokenKeyOf(row);
    refreshKeys.set(derived.ref.toString('hex'), derived.key);
  }
  const key = (await importJWK(parseJwk(signingRow.private_jwk), SIGNING_ALGORITHM)) as CryptoKey;
  return {
    signing: { kid: signingRow.kid, key },
    verifying,
    refreshKey: refreshTokenKeyOf(signingRow),
    refreshKeys,
    loadedAt: Date.now(),
  };
}

/** HKDF-SHA256 over the key's private scalar `d` (salt: the kid), for the refresh-token MAC only. */
function refreshTokenKeyOf(row: Pick<AuthSigningKeysTable, 'kid' | 'private_jwk'>): RefreshTokenKey {
  const { d } = parseJwk(row.private_jwk);
  if (typeof d !== 'string') throw new Error(`signing key ${row.kid} has no private part`);
  const secret = hkdfSync('sha256', Buffer.from(d, 'base64url'), row.kid, REFRESH_TOKEN_KEY_INFO, 32);
  return { ref: refreshTokenKeyRef(row.kid), key: createSecretKey(Buffer.from(secret)) };
}

export function refreshTokenKeyRef(kid: string): Buffer {
  return createHash('sha256').update(kid).digest().subarray(0, REFRESH_TOKEN_KEY_REF_BYTES);
}

function parseJwk(text: string): JWK {
  return JSON.parse(text) as JWK;
}

async function newKeyRow(now: Date): Promise<AuthSigningKeysTable> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  return {
    kid: randomUUID(),
    algorithm: SIGNING_ALGORITHM,
    private_jwk: JSON.stringify(await exportJWK(privateKey)),
    public_jwk: JSON.stringify(await exportJWK(publicKey)),
    created_at: now.toISOString(),
    retired_at: null,
  };
}

/**
 * Key rotation (an operator's task, e.g. on a schedule or after a suspected leak): a new key signs from now on, every
 * older key is retired and still verifies the access tokens it signed until they expire. Instances pick the new key
 * up within their reload interval. Returns the new kid.
 */
export async function rotateSigningKey(db: Db, now: Date = new Date()): Promise<string> {
  const row = await newKeyRow(now);
  await db.transaction().execute(async (trx) => {
    await insertSigningKey(trx, row);
    await retireSigningKeysExcept(trx, row.kid, now.toISOString());
  });
  return row.kid;
}
