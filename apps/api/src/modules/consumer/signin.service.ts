import type { AuthorizationCodeResponse } from '@outsole/contracts/auth';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { issueAuthorizationCode } from '../session/session.service.js';
import { findAccountByEmail, replacePasswordHash } from './consumer.repository.js';
import { hashPassword, matchPassword, verifyAgainstDummy } from './passwords.js';
import { beginAttempt, failedAttempt, succeededAttempt, throttleKey } from './signin-throttle.js';

export interface SignInInput {
  /** Lower-cased and trimmed by the caller (the account's email). */
  username: string;
  password: string;
  codeChallenge: string;
}

/** The account name as accounts store it: emails are lower-cased and trimmed. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * POST /consumers-v3/auth/signin: checks the password of the brand's account and answers an authorization code
 * bound to the PKCE challenge (exchanged at /token/v2/auth/token). The attempt is counted first (signin-throttle.ts);
 * an unknown account is verified against a dummy hash and answered exactly as a wrong password.
 */
export async function signIn(
  ctx: RequestContext,
  db: Db,
  input: SignInInput,
  client: { address: string },
  now: Date = new Date(),
): Promise<AuthorizationCodeResponse> {
  const brand = ctx.site.brand;
  const attempt = await beginAttempt(db, throttleKey(brand, input.username, client.address), now);
  const account = await findAccountByEmail(db, brand, input.username);
  const match = account
    ? await matchPassword(account.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !match) throw await failedAttempt(db, attempt, now);
  // A hash made before passwords were NFKC-normalised matched as typed: stored again normalised (decision 0017
  // addendum), hashed before the transaction (never hash inside one). Conditional on the old hash: a password
  // changed meanwhile is not overwritten.
  const upgraded = match === 'raw' ? await hashPassword(input.password) : null;
  return db.transaction().execute(async (trx) => {
    await succeededAttempt(trx, attempt);
    if (upgraded) await replacePasswordHash(trx, account.consumer_no, account.password_hash, upgraded);
    return issueAuthorizationCode(
      ctx,
      trx,
      { consumerNo: account.consumer_no, codeChallenge: input.codeChallenge },
      now,
    );
  });
}
