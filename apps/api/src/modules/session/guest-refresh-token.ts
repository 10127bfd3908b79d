import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import { REFRESH_TOKEN_KEY_REF_BYTES, type SigningKeys } from './signing-keys.js';

/**
 * The first refresh token of a guest session is self-verifying, so issuing a guest session writes nothing to the
 * database (docs/decisions/0017: a guest token is asked for by every new browser, and the row writes cost more than
 * the whole rest of the request). The session's family and this token's digest are written at its first refresh,
 * from what the token carries; every later refresh token is an opaque database token as for any other session.
 *
 * Layout: `g1_` + base64url( keyRef 8 | familyId 16 | issuedAt ms 6 | expiresAt ms 6 | usid 33 | siteLength 1 |
 * site | HMAC-SHA256 32 ). The MAC covers the prefix and every byte before it, with a key derived from the signing
 * key `keyRef` names (signing-keys.ts), so a token issued before a key rotation still verifies. Opaque tokens are
 * exactly 43 characters and a stateless one at least 141, so a 43-character token starting with the prefix is
 * still an opaque one.
 * The prefix and the base64url body stay within the storefront's cookie pattern `[A-Za-z0-9_-]{16,200}`.
 */
export const GUEST_REFRESH_TOKEN_PREFIX = 'g1_';

/** TokenRequest's refreshToken limit (contracts/auth.ts) and the storefront cookie's. */
const MAX_TOKEN_LENGTH = 200;
const OPAQUE_TOKEN_LENGTH = 43;
const UUID_BYTES = 16;
const TIME_BYTES = 6;
/** A usid is 43 base64url characters (USID_PATTERN): with one `A` appended, 44 characters are exactly 33 bytes. */
const USID_BYTES = 33;
const TAG_BYTES = 32;
const FIXED_BYTES = REFRESH_TOKEN_KEY_REF_BYTES + UUID_BYTES + 2 * TIME_BYTES + USID_BYTES + 1;
const PREFIX = Buffer.from(GUEST_REFRESH_TOKEN_PREFIX, 'ascii');

/** What a stateless guest refresh token says: the session it starts, as its family row will record it. */
export interface GuestRefreshClaims {
  familyId: string;
  usid: string;
  siteId: string;
  issuedAt: Date;
  /** The family's absolute end (GUEST_REFRESH_TOKEN_TTL_SECONDS after issue). */
  expiresAt: Date;
}

export interface GuestRefreshTokens {
  issue(claims: GuestRefreshClaims): Promise<string>;
  /**
   * The claims of a token issued with one of our keys (retired ones too) whose MAC holds and whose encoding is the
   * canonical one (so one token has one digest); null otherwise. Expiry, type and brand are the caller's checks.
   */
  verify(token: string): Promise<GuestRefreshClaims | null>;
}

/** A token of this kind (not necessarily a valid one): never true for an opaque 43-character token. */
export function isGuestRefreshToken(token: string): boolean {
  return token.length > OPAQUE_TOKEN_LENGTH && token.startsWith(GUEST_REFRESH_TOKEN_PREFIX);
}

export function createGuestRefreshTokens(keys: SigningKeys): GuestRefreshTokens {
  return {
    async issue({ familyId, usid, siteId, issuedAt, expiresAt }) {
      const { ref, key } = await keys.refreshTokenKey();
      const site = Buffer.from(siteId, 'utf8');
      const usidBytes = Buffer.from(`${usid}A`, 'base64url');
      const fid = Buffer.from(familyId.replaceAll('-', ''), 'hex');
      if (usidBytes.length !== USID_BYTES || fid.length !== UUID_BYTES || site.length === 0 || site.length > 255) {
        throw new Error('guest refresh token: malformed usid, family id or site id');
      }
      const payload = Buffer.alloc(FIXED_BYTES + site.length);
      let at = ref.copy(payload, 0);
      at += fid.copy(payload, at);
      at = payload.writeUIntBE(issuedAt.getTime(), at, TIME_BYTES);
      at = payload.writeUIntBE(expiresAt.getTime(), at, TIME_BYTES);
      at += usidBytes.copy(payload, at);
      at = payload.writeUInt8(site.length, at);
      site.copy(payload, at);
      const token = GUEST_REFRESH_TOKEN_PREFIX + Buffer.concat([payload, tagOf(key, payload)]).toString('base64url');
      // Site ids are at most 40 characters (sites.site_id), which keeps the token at 193 at most.
      if (token.length > MAX_TOKEN_LENGTH) throw new Error(`guest refresh token too long for site ${siteId}`);
      return token;
    },

    async verify(token) {
      if (!isGuestRefreshToken(token) || token.length > MAX_TOKEN_LENGTH) return null;
      const body = token.slice(GUEST_REFRESH_TOKEN_PREFIX.length);
      const bytes = Buffer.from(body, 'base64url');
      // Node's decoder skips characters outside the alphabet and ignores trailing bits: only the canonical spelling
      // is accepted, or one token could be presented under many digests (and dodge the reuse detection).
      if (bytes.length < FIXED_BYTES + 1 + TAG_BYTES || bytes.toString('base64url') !== body) return null;
      const siteLength = bytes.readUInt8(FIXED_BYTES - 1);
      if (bytes.length !== FIXED_BYTES + siteLength + TAG_BYTES || siteLength === 0) return null;
      const payload = bytes.subarray(0, bytes.length - TAG_BYTES);
      const key = await keys.refreshTokenKeyFor(payload.subarray(0, REFRESH_TOKEN_KEY_REF_BYTES));
      if (!key || !timingSafeEqual(tagOf(key, payload), bytes.subarray(payload.length))) return null;
      let at = REFRESH_TOKEN_KEY_REF_BYTES;
      const fid = payload.toString('hex', at, (at += UUID_BYTES));
      const issuedAt = payload.readUIntBE(at, TIME_BYTES);
      const expiresAt = payload.readUIntBE((at += TIME_BYTES), TIME_BYTES);
      at += TIME_BYTES;
      const usid = payload.toString('base64url', at, (at += USID_BYTES));
      const siteId = payload.toString('utf8', at + 1);
      return {
        familyId: `${fid.slice(0, 8)}-${fid.slice(8, 12)}-${fid.slice(12, 16)}-${fid.slice(16, 20)}-${fid.slice(20)}`,
        usid: usid.slice(0, -1),
        siteId,
        issuedAt: new Date(issuedAt),
        expiresAt: new Date(expiresAt),
      };
    },
  };
}

/** HMAC-SHA256 over the prefix (the token's kind and version) and the payload. */
function tagOf(key: KeyObject, payload: Buffer): Buffer {
  return createHmac('sha256', key).update(PREFIX).update(payload).digest();
}
