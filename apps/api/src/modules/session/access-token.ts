import { hash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTHeaderParameters, type JWTPayload } from 'jose';
import type { Shopper } from '../../lib/context.js';
import { SIGNING_ALGORITHM, type SigningKeys } from './signing-keys.js';

/** `iss` and `aud` of every access token (docs/decisions/0017): who issued it, and the api that accepts it. */
export const TOKEN_ISSUER = 'outsole';
export const TOKEN_AUDIENCE = 'outsole-commerce';

/** What an access token says about its session (JWT claims besides iss, aud, exp, iat, jti). */
export interface AccessTokenSubject {
  typ: 'Guest' | 'Registered';
  /** consumerNo for Registered, `guest:{usid}` for Guest. */
  sub: string;
  usid: string;
  /** The token family (one sign-in or guest session): revoking it ends the session. */
  fid: string;
  /** The site the session was started on (sessions, like accounts, belong to its brand). */
  site: string;
  /** consumerType, Registered only. */
  ctp?: 'REGISTERED' | 'EMPLOYEE';
}

export interface VerifiedAccessToken extends AccessTokenSubject {
  exp: number;
  iat: number;
  jti: string;
}

export interface AccessTokens {
  /** The keys it signs and verifies with (the token endpoint derives its guest refresh-token MAC keys from them). */
  keys: SigningKeys;
  sign(subject: AccessTokenSubject, now?: Date): Promise<{ accessToken: string; expiresIn: number }>;
  /** The token's claims when its signature (a key of ours), issuer, audience and expiry hold; null otherwise. */
  verify(token: string, now?: Date): Promise<VerifiedAccessToken | null>;
}

/** How many verified tokens the process keeps (the oldest go first beyond it). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * ES256 JWTs signed with the current key (kid in the header), verified with any key of ours, retired ones too.
 *
 * Verified tokens are kept in the process, keyed by the token's SHA-256, until their `exp` and never longer (bounded to
 * VERIFIED_TOKEN_CACHE_SIZE, oldest first out): a token's signature, issuer and audience cannot change, and a retired
 * key still verifies the tokens it signed until they expire, so a kept answer is the answer verifying again would
 * give. Only refusals are never kept. Whether a registered session still stands (sign-out, password change) is not
 * the token's business: requireRegistered reads it on every request that needs it.
 */
export function createAccessTokens(keys: SigningKeys, ttlSeconds: number): AccessTokens {
  const verified = new Map<string, VerifiedAccessToken>();
  return {
    keys,
    async sign(subject, now = new Date()) {
      const { kid, key } = await keys.signingKey();
      const iat = Math.floor(now.getTime() / 1000);
      const { sub, ...claims } = subject;
      const accessToken = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(sub)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setJti(randomUUID())
        .sign(key);
      return { accessToken, expiresIn: ttlSeconds };
    },

    async verify(token, now = new Date()) {
      // jose's own test: a token is expired once `exp <= now` in whole seconds (our tokens carry no `nbf`).
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const digest = hash('sha256', token, 'base64url'); // one-shot: half the cost of createHash()…digest()
      const kept = verified.get(digest);
      if (kept) {
        if (kept.exp > nowSeconds) return { ...kept };
        verified.delete(digest);
      }
      const claims = await verifySignature(token, now);
      if (claims && claims.exp > nowSeconds) {
        if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) {
          for (const [key, entry] of verified) {
            if (entry.exp <= nowSeconds || verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(key);
            else break;
          }
        }
        verified.set(digest, { ...claims });
      }
      return claims;
    },
  };

  async function verifySignature(token: string, now: Date): Promise<VerifiedAccessToken | null> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header: JWTHeaderParameters) => {
          const key = header.kid === undefined ? undefined : await keys.verificationKey(header.kid);
          if (!key) throw new errors.JWKSNoMatchingKey();
          return key;
        },
        {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          // Only our algorithm: `none`, HS256 with the public key as secret and the like never reach a key.
          algorithms: [SIGNING_ALGORITHM],
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          currentDate: now,
        },
      );
      return claimsOf(payload);
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

const CONSUMER_TYPES = new Set(['REGISTERED', 'EMPLOYEE']);

/** The payload's own claims, shape-checked: a token we signed always passes; anything else is refused. */
function claimsOf(payload: JWTPayload): VerifiedAccessToken | null {
  const { sub, typ, usid, fid, site, ctp, exp, iat, jti } = payload;
  if (typeof sub !== 'string' || typeof usid !== 'string' || typeof fid !== 'string' || typeof site !== 'string') {
    return null;
  }
  if (typeof exp !== 'number' || typeof iat !== 'number' || typeof jti !== 'string') return null;
  if (typ === 'Guest') return { typ, sub, usid, fid, site, exp, iat, jti };
  if (typ === 'Registered' && typeof ctp === 'string' && CONSUMER_TYPES.has(ctp)) {
    return { typ, sub, usid, fid, site, ctp: ctp as 'REGISTERED' | 'EMPLOYEE', exp, iat, jti };
  }
  return null;
}

/** The request's shopper from a verified token. */
export function shopperOf(token: VerifiedAccessToken): Shopper {
  if (token.typ === 'Guest') return { kind: 'guest', usid: token.usid, familyId: token.fid };
  return {
    kind: 'registered',
    consumerNo: token.sub,
    consumerType: token.ctp ?? 'REGISTERED',
    usid: token.usid,
    familyId: token.fid,
  };
}
