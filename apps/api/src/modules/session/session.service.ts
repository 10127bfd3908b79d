import { CODE_CHALLENGE_PATTERN, USID_PATTERN } from '@outsole/contracts/auth';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RegisteredShopper, RequestContext } from '../../lib/context.js';
import { digestOf, newSecret } from './secrets.js';
import {
  findFamilyState,
  findRefreshToken,
  insertAuthorizationCode,
  revokeFamiliesOf,
  revokeFamily,
} from './session.repository.js';

/**
 * Session use cases other modules call (the consumer module: sign-in, sign-up, sign-out, password change and
 * reset). The token endpoint's grants are in token-grants.service.ts.
 */

/** How long an authorization code may wait for its exchange (OAuth 2.1 §4.1.2: short-lived, "10 minutes maximum"). */
export const AUTHORIZATION_CODE_TTL_SECONDS = 120;

/** Why a family was revoked (token_families.revoked_reason). */
export type RevocationReason = 'signout' | 'reuse' | 'code-reuse' | 'password-change' | 'password-reset';

/**
 * The caller's x-usid when it may stand for a guest session: it is one of ours and the call comes from our storefront
 * server (x-server-trust-id), which holds it in the browser's HttpOnly cookie. From anyone else a bare x-usid is no
 * credential (anyone can send any value, and a usid is in every access token's readable payload): docs/decisions/0017,
 * addendum "x-usid".
 */
export function trustedUsid(ctx: RequestContext): string | null {
  return ctx.trusted && ctx.usid !== null && USID_PATTERN.test(ctx.usid) ? ctx.usid : null;
}

/**
 * The guest session signing in (its guest objects are merged on exchange): the usid of the caller's own token, else
 * its x-usid when the storefront server vouches for it (trustedUsid), else none.
 */
function guestUsidOf(ctx: RequestContext): string | null {
  if (ctx.shopper.kind !== 'anonymous') return ctx.shopper.usid;
  return trustedUsid(ctx);
}

/**
 * Issues a single-use authorization code for an account that just proved who it is (sign-in, sign-up), bound to
 * the account, the site, the guest session that asked and the PKCE challenge (S256 only; plain has no place here).
 * Runs in the caller's transaction. The code is returned once and stored only as its digest.
 */
export async function issueAuthorizationCode(
  ctx: RequestContext,
  trx: Kysely<Database>,
  { consumerNo, codeChallenge }: { consumerNo: string; codeChallenge: string },
  now: Date = new Date(),
): Promise<{ authorizationCode: string; expiresIn: number }> {
  if (!CODE_CHALLENGE_PATTERN.test(codeChallenge)) {
    throw new ApiError('API400', {
      message: 'codeChallenge must be a base64url SHA-256 digest (PKCE S256).',
      field: 'body.codeChallenge',
    });
  }
  const authorizationCode = newSecret();
  await insertAuthorizationCode(trx, {
    code_hash: digestOf(authorizationCode),
    consumer_no: consumerNo,
    site_id: ctx.site.siteId,
    usid: guestUsidOf(ctx),
    code_challenge: codeChallenge,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_SECONDS * 1000).toISOString(),
    used_at: null,
    family_id: null,
    merged: null,
  });
  return { authorizationCode, expiresIn: AUTHORIZATION_CODE_TTL_SECONDS };
}

/**
 * Sign-out: revokes the bearer's session (`familyId`), and the family of the refresh token when it is this
 * consumer's (every token rotated from it, and the access tokens it issued, which requireRegistered then refuses).
 * An unknown token, or another shopper's, revokes nothing more and says nothing (the route answers 204 either way,
 * so it tells no one whose token it was).
 */
export async function signOut(
  _ctx: RequestContext,
  db: Db,
  {
    consumerNo,
    familyId,
    refreshToken,
  }: {
    consumerNo: string;
    /** The bearer token's session (its `fid`): the route always passes it; a call without a bearer has none. */
    familyId?: string | undefined;
    refreshToken: string;
  },
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // The bearer's own session ends whatever refresh token came with it (tester finding F2, session 51): a client
    // sending a stale or wrong one would otherwise believe the shopper signed out while the session lived on.
    if (familyId !== undefined) await revokeFamily(trx, familyId, at, 'signout');
    // The refresh token's session too when it is the same account's (another device's): never anyone else's.
    const token = await findRefreshToken(trx, digestOf(refreshToken));
    if (!token || token.kind !== 'Registered' || token.consumer_no !== consumerNo || token.family_id === familyId) {
      return;
    }
    await revokeFamily(trx, token.family_id, at, 'signout');
  });
}

/**
 * Revokes every live session of an account (a password change keeps the caller's own, `exceptFamilyId`; a reset
 * keeps none). Runs in the caller's transaction, so it commits with the password it protects. Returns how many.
 */
export function revokeConsumerSessions(
  _ctx: RequestContext,
  trx: Kysely<Database>,
  consumerNo: string,
  { exceptFamilyId, reason }: { exceptFamilyId?: string; reason: RevocationReason },
  now: Date = new Date(),
): Promise<number> {
  return revokeFamiliesOf(trx, consumerNo, now.toISOString(), reason, exceptFamilyId);
}

/**
 * Whether a registered shopper's session still stands: its family exists (an account deleted takes its families
 * with it), is still that consumer's and is not revoked (sign-out, password change or reset, refresh-token reuse).
 * One read by primary key. Access tokens themselves are not revocable; this is what consumer endpoints add.
 */
export async function isSessionLive(_ctx: RequestContext, db: Db, shopper: RegisteredShopper): Promise<boolean> {
  const family = await findFamilyState(db, shopper.familyId);
  return (
    family !== undefined &&
    family.kind === 'Registered' &&
    family.revoked_at === null &&
    family.consumer_no === shopper.consumerNo
  );
}
