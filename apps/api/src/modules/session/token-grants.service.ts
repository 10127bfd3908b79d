import { randomUUID } from 'node:crypto';
import { MergeResult, type TokenRequest, type TokenResponse } from '@outsole/contracts/auth';
import type { Kysely } from 'kysely';
import type { SessionSettings } from '../../config/config.js';
import type { Database, Db, TokenFamiliesTable } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import type { AccessTokens } from './access-token.js';
import { duplicateGrant, type GrantFlights } from './grant-flights.js';
import { mergeGuestObjects } from './guest-merge.js';
import { isGuestRefreshToken, type GuestRefreshClaims, type GuestRefreshTokens } from './guest-refresh-token.js';
import { digestOf, newSecret, verifierMatches } from './secrets.js';
import { trustedUsid } from './session.service.js';
import {
  findCodeForExchange,
  findFamily,
  findRefreshToken,
  findSiteBrand,
  findTokenConsumer,
  insertFamily,
  insertFamilyIfAbsent,
  insertRefreshToken,
  insertRefreshTokenIfAbsent,
  isLockNotAvailable,
  markCodeUsed,
  markRotated,
  revokeFamily,
  setLockTimeout,
  type TokenConsumerRow,
} from './session.repository.js';

/**
 * What the token endpoint needs besides the database: the signer, the stateless guest refresh tokens, the
 * lifetimes, and the requests in flight.
 */
export interface TokenIssuer {
  tokens: AccessTokens;
  guestRefreshTokens: GuestRefreshTokens;
  settings: SessionSettings;
  flights: GrantFlights;
}

/**
 * How long a refresh waits for a concurrent refresh of the same token (PostgreSQL row lock) before answering AUT409.
 * The wait is what lets two tabs refreshing at once both succeed: the second runs once the first has rotated the
 * token, inside the grace window.
 */
export const REFRESH_LOCK_WAIT_MS = 3_000;

/**
 * POST /token/v2/auth/token: one of the three grants of TokenRequest. Every refusal of a presented secret is the
 * same 400 AUT401 (unknown, expired, wrong verifier, used, revoked: the caller learns nothing about which), and
 * what a refusal changes (a burnt code, a revoked family) is committed before it is answered.
 */
export function grantToken(
  ctx: RequestContext,
  db: Db,
  issuer: TokenIssuer,
  request: TokenRequest,
  now: Date = new Date(),
  hooks: GrantHooks = {},
): Promise<TokenResponse> {
  if ('refreshToken' in request && request.refreshToken !== undefined) {
    return refreshGrant(ctx, db, issuer, { type: request.type, refreshToken: request.refreshToken }, now, hooks);
  }
  if ('authorizationCode' in request) return codeGrant(ctx, db, issuer, request, now, hooks);
  return guestGrant(ctx, issuer, now);
}

export interface GrantHooks {
  /**
   * Called with the session (family) a refresh, or a code exchange's retry, is about to add a token to, once its
   * secret has been found good and before anything is written: the route counts the session's budget there and
   * throws (429 API429) over it, which rolls the grant back.
   */
  admitSession?: (familyId: string) => Promise<void>;
}

// ---- Guest ----

/**
 * A guest session is not written when it is issued: its first refresh token carries the session (family id, usid,
 * site, issue time, absolute end) under a MAC (guest-refresh-token.ts), and its first refresh writes the family.
 * Every new browser asks for one, most never come back, and the two row writes cost more than the rest of the
 * request (docs/decisions/0017).
 */
async function guestGrant(ctx: RequestContext, issuer: TokenIssuer, now: Date): Promise<TokenResponse> {
  // spec §7: the caller's x-usid is kept when it is one of ours, so a returning guest keeps their session id; but
  // only for our storefront server, which keeps it in the browser's HttpOnly cookie. A bare x-usid is no credential
  // (docs/decisions/0017, addendum "x-usid"): anyone else gets a new session and keeps one by its refresh token.
  const claimed = trustedUsid(ctx);
  const reused = claimed !== null;
  const usid = claimed ?? newSecret();
  const issue = async () => {
    const claims: GuestRefreshClaims = {
      familyId: randomUUID(),
      usid,
      siteId: ctx.site.siteId,
      issuedAt: now,
      expiresAt: new Date(now.getTime() + issuer.settings.guestRefreshTokenTtlSeconds * 1000),
    };
    const family: IssuedFamily = {
      familyId: claims.familyId,
      kind: 'Guest',
      usid,
      siteId: claims.siteId,
      expiresAt: claims.expiresAt.toISOString(),
      refreshToken: await issuer.guestRefreshTokens.issue(claims),
    };
    return respond(issuer, family, null, now);
  };
  // A new usid cannot be duplicated; a reused one is one grant in this process until its answer is ready. (Nothing
  // is written, so there is no row to lock across instances: two instances answering the same usid at once start
  // two independent sessions of it, as two requests one after the other do.)
  return reused ? issuer.flights.run(`guest:${ctx.site.siteId}:${usid}`, issue) : issue();
}

// ---- Registered: authorization code + PKCE ----

type CodeRequest = Extract<TokenRequest, { authorizationCode: string }>;

async function codeGrant(
  ctx: RequestContext,
  db: Db,
  issuer: TokenIssuer,
  request: CodeRequest,
  now: Date,
  hooks: GrantHooks,
): Promise<TokenResponse> {
  const codeHash = digestOf(request.authorizationCode);
  return issuer.flights.run(`code:${codeHash}`, async () => {
    const outcome = await lockedTransaction(db, async (trx) => {
      const stamp = now.toISOString();
      const code = await findCodeForExchange(trx, codeHash);
      if (!code) return REFUSED;
      if (code.used_at !== null) {
        // The client's own retry of an exchange that completed (spec §4/§9: a 409 is retried after 2 s, by when the
        // first has finished; or an answer lost on the way): its verifier, which never leaves the client, within the
        // grace window. It gets a sibling in the session the first issued, as a refresh token presented twice does.
        const familyId = code.family_id;
        if (familyId === null) return REFUSED;
        const retry =
          code.site_id === ctx.site.siteId &&
          now.getTime() - Date.parse(code.used_at) <= issuer.settings.refreshReuseGraceSeconds * 1000 &&
          verifierMatches(request.codeVerifier, code.code_challenge);
        if (retry) return (await siblingOf(trx, familyId, code.merged, stamp, hooks)) ?? REFUSED;
        // OAuth 2.1 §4.1.3: otherwise a code presented twice may have been stolen; what its first exchange issued is
        // revoked.
        await revokeFamily(trx, familyId, stamp, 'code-reuse');
        return REFUSED;
      }
      // From here every refusal burns the code: whoever holds it gets one attempt, not a series of guesses.
      const consumer = await findTokenConsumer(trx, code.consumer_no);
      if (
        code.expires_at <= stamp ||
        code.site_id !== ctx.site.siteId ||
        !verifierMatches(request.codeVerifier, code.code_challenge) ||
        !consumer ||
        consumer.brand !== ctx.site.brand
      ) {
        await markCodeUsed(trx, codeHash, stamp, null);
        return REFUSED;
      }
      const family = await startFamily(trx, now, {
        kind: 'Registered',
        consumer_no: consumer.consumer_no,
        usid: code.usid ?? newSecret(),
        site_id: code.site_id,
        expires_at: after(now, issuer.settings.refreshTokenTtlSeconds),
      });
      const merged =
        code.usid !== null || request.guestObjects !== undefined
          ? await mergeGuestObjects(ctx, trx, {
              consumerNo: consumer.consumer_no,
              guestUsid: code.usid,
              guestObjects: request.guestObjects ?? {},
            })
          : undefined;
      // What was merged is kept with the code, for its retry's answer (siblingOf). A code used meanwhile rolls all
      // of this back, the merge too.
      const kept = merged ? JSON.stringify(merged) : null;
      if (!(await markCodeUsed(trx, codeHash, stamp, family.familyId, kept))) throw duplicateGrant();
      return { family, consumer, merged };
    });
    if (outcome === REFUSED) {
      throw refusedGrant('The authorization code is not valid or has expired. Please sign in again.');
    }
    const response = await respond(issuer, outcome.family, outcome.consumer, now);
    return {
      ...response,
      ...(outcome.merged ? { merged: outcome.merged } : {}),
      ...(request.orderNo !== undefined ? { orderNo: request.orderNo } : {}),
      ...(request.action !== undefined ? { action: request.action } : {}),
    };
  });
}

/**
 * A new refresh token in a registered session a code's first exchange started, for that code's retry; undefined
 * when the session has ended since (signed out, revoked, expired) or its account is gone. The guest objects were
 * merged by the first exchange: nothing is merged again, and the answer carries what that exchange merged (kept
 * with the code), so the client shows the merged-cart notice whichever of the two answers reached it.
 */
async function siblingOf(
  trx: Kysely<Database>,
  familyId: string,
  keptMerge: string | null,
  stamp: string,
  hooks: GrantHooks,
): Promise<{ family: IssuedFamily; consumer: TokenConsumerRow; merged: MergeResult | undefined } | undefined> {
  const row = await findFamily(trx, familyId);
  if (!row || row.revoked_at !== null || row.expires_at <= stamp || row.consumer_no === null) return undefined;
  const consumer = await findTokenConsumer(trx, row.consumer_no);
  if (!consumer) return undefined;
  await hooks.admitSession?.(row.id);
  const refreshToken = newSecret();
  await insertRefreshToken(trx, {
    token_hash: digestOf(refreshToken),
    family_id: row.id,
    created_at: stamp,
    expires_at: row.expires_at,
    rotated_at: null,
  });
  const family: IssuedFamily = {
    familyId: row.id,
    kind: row.kind,
    usid: row.usid,
    siteId: row.site_id,
    expiresAt: row.expires_at,
    refreshToken,
  };
  return { family, consumer, merged: mergeKept(keptMerge) };
}

/** The merge outcome kept with a code; undefined when none was (or it no longer reads as one). */
function mergeKept(kept: string | null): MergeResult | undefined {
  if (kept === null) return undefined;
  try {
    const parsed = MergeResult.safeParse(JSON.parse(kept));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// ---- Refresh (either type) ----

async function refreshGrant(
  ctx: RequestContext,
  db: Db,
  issuer: TokenIssuer,
  request: { type: 'Guest' | 'Registered'; refreshToken: string },
  now: Date,
  hooks: GrantHooks,
): Promise<TokenResponse> {
  const { settings } = issuer;
  // A stateless guest token (the first of a guest session) is checked before the database is touched: its MAC, its
  // type, its end and its brand. Its family is written below, at this first refresh.
  let stateless: GuestRefreshClaims | null = null;
  if (isGuestRefreshToken(request.refreshToken)) {
    stateless = await issuer.guestRefreshTokens.verify(request.refreshToken);
    if (
      !stateless ||
      request.type !== 'Guest' ||
      stateless.expiresAt.getTime() <= now.getTime() ||
      !(await sameBrand(db, ctx, stateless.siteId))
    ) {
      throw refusedGrant(REFUSED_REFRESH);
    }
  }
  const tokenHash = digestOf(request.refreshToken);
  const outcome = await lockedTransaction(db, async (trx) => {
    const stamp = now.toISOString();
    await setLockTimeout(trx, REFRESH_LOCK_WAIT_MS);
    let token = await findRefreshToken(trx, tokenHash);
    let rotatedNow = false;
    if (!token && stateless) {
      // Its first refresh: the session's family (as the token describes it) and the token itself, already rotated.
      // A concurrent first refresh of the same token finds both written (PostgreSQL: it waits on the family insert
      // until the first commits) and goes on as a second tab through the grace window below.
      rotatedNow = await recordGuestSession(trx, stateless, tokenHash, stamp);
      token = await findRefreshToken(trx, tokenHash);
    }
    if (
      !token ||
      token.kind !== request.type ||
      token.revoked_at !== null ||
      token.family_expires_at <= stamp ||
      token.expires_at <= stamp ||
      !(await sameBrand(trx, ctx, token.site_id))
    ) {
      return REFUSED;
    }
    if (!rotatedNow && (token.rotated_at !== null || !(await markRotated(trx, token.token_hash, stamp)))) {
      // Presented again after its rotation. Within the grace window: a concurrent honest refresh (two tabs), which
      // gets a sibling token of the same family. Later: the token was copied, and the whole session ends.
      const rotatedAt = token.rotated_at ?? stamp;
      if (now.getTime() - Date.parse(rotatedAt) > settings.refreshReuseGraceSeconds * 1000) {
        await revokeFamily(trx, token.family_id, stamp, 'reuse');
        return REFUSED;
      }
    }
    // The session's refresh budget (a refusal rolls the rotation above back); a reuse is revoked whatever the budget.
    await hooks.admitSession?.(token.family_id);
    let consumer: TokenConsumerRow | null = null;
    if (token.kind === 'Registered') {
      consumer = (token.consumer_no === null ? undefined : await findTokenConsumer(trx, token.consumer_no)) ?? null;
      if (!consumer) return REFUSED;
    }
    const refreshToken = newSecret();
    await insertRefreshToken(trx, {
      token_hash: digestOf(refreshToken),
      family_id: token.family_id,
      created_at: stamp,
      // Rotation never extends the session past the family's absolute end.
      expires_at: token.family_expires_at,
      rotated_at: null,
    });
    const family: IssuedFamily = {
      familyId: token.family_id,
      kind: token.kind,
      usid: token.usid,
      siteId: token.site_id,
      expiresAt: token.family_expires_at,
      refreshToken,
    };
    return { family, consumer };
  });
  if (outcome === REFUSED) throw refusedGrant(REFUSED_REFRESH);
  return respond(issuer, outcome.family, outcome.consumer, now);
}

const REFUSED_REFRESH = 'The refresh token is not valid or has expired. Please sign in again.';

/**
 * Writes the guest session a stateless token describes, with the token's digest marked rotated now. False when a
 * concurrent first refresh of the same token wrote it first.
 */
async function recordGuestSession(
  trx: Kysely<Database>,
  claims: GuestRefreshClaims,
  tokenHash: string,
  stamp: string,
): Promise<boolean> {
  const createdAt = claims.issuedAt.toISOString();
  const expiresAt = claims.expiresAt.toISOString();
  await insertFamilyIfAbsent(trx, {
    id: claims.familyId,
    kind: 'Guest',
    consumer_no: null,
    usid: claims.usid,
    site_id: claims.siteId,
    created_at: createdAt,
    expires_at: expiresAt,
    revoked_at: null,
    revoked_reason: null,
  });
  return insertRefreshTokenIfAbsent(trx, {
    token_hash: tokenHash,
    family_id: claims.familyId,
    created_at: createdAt,
    expires_at: expiresAt,
    rotated_at: stamp,
  });
}

// ---- shared ----

const REFUSED = Symbol('refused');

function refusedGrant(message: string): ApiError {
  return new ApiError('AUT401', { message });
}

interface IssuedFamily {
  familyId: string;
  kind: 'Guest' | 'Registered';
  usid: string;
  siteId: string;
  expiresAt: string;
  refreshToken: string;
}

/** A new family (a sign-in; guest sessions are written at their first refresh) with its first refresh token. */
async function startFamily(
  trx: Kysely<Database>,
  now: Date,
  row: Pick<TokenFamiliesTable, 'kind' | 'consumer_no' | 'usid' | 'site_id' | 'expires_at'>,
): Promise<IssuedFamily> {
  const familyId = randomUUID();
  const stamp = now.toISOString();
  await insertFamily(trx, { id: familyId, ...row, created_at: stamp, revoked_at: null, revoked_reason: null });
  const refreshToken = newSecret();
  await insertRefreshToken(trx, {
    token_hash: digestOf(refreshToken),
    family_id: familyId,
    created_at: stamp,
    expires_at: row.expires_at,
    rotated_at: null,
  });
  return {
    familyId,
    kind: row.kind,
    usid: row.usid,
    siteId: row.site_id,
    expiresAt: row.expires_at,
    refreshToken,
  };
}

/** The access token (signed after the transaction committed: signing never holds the database) and the answer. */
async function respond(
  issuer: TokenIssuer,
  family: IssuedFamily,
  consumer: TokenConsumerRow | null,
  now: Date,
): Promise<TokenResponse> {
  const { accessToken, expiresIn } = await issuer.tokens.sign(
    consumer
      ? {
          typ: 'Registered',
          sub: consumer.consumer_no,
          usid: family.usid,
          fid: family.familyId,
          site: family.siteId,
          ctp: consumer.consumer_type,
        }
      : { typ: 'Guest', sub: `guest:${family.usid}`, usid: family.usid, fid: family.familyId, site: family.siteId },
    now,
  );
  const refreshTokenExpiresIn = Math.max(1, Math.floor((Date.parse(family.expiresAt) - now.getTime()) / 1000));
  const base: TokenResponse = {
    type: family.kind,
    accessToken,
    accessTokenExpiresIn: expiresIn,
    refreshToken: family.refreshToken,
    refreshTokenExpiresIn,
    usid: family.usid,
  };
  if (!consumer) return base;
  return {
    ...base,
    consumerNo: consumer.consumer_no,
    consumerType: consumer.consumer_type,
    memberId: consumer.member_id,
    isEmployeeDiscountTCAccepted: consumer.employee_terms_accepted_at !== null,
  };
}

/** Sessions belong to a brand, as accounts do: a stride session is refused on a kestrel site. */
async function sameBrand(trx: Kysely<Database>, ctx: RequestContext, siteId: string): Promise<boolean> {
  if (siteId === ctx.site.siteId) return true;
  return (await findSiteBrand(trx, siteId)) === ctx.site.brand;
}

/** A transaction whose row-lock conflicts (PostgreSQL NOWAIT or lock_timeout) answer AUT409. */
async function lockedTransaction<T>(db: Db, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isLockNotAvailable(error)) throw duplicateGrant();
    throw error;
  }
}

function after(now: Date, seconds: number): string {
  return new Date(now.getTime() + seconds * 1000).toISOString();
}
