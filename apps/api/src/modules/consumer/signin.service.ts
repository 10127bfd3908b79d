import type { AuthorizationCodeResponse } from '@outsole/contracts/auth';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { issueAuthorizationCode } from '../session/session.service.js';
import { findAccountByEmail } from './consumer.repository.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
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
  const valid = account
    ? await verifyPassword(account.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!account || !valid) throw await failedAttempt(db, attempt, now);
  return db.transaction().execute(async (trx) => {
    await succeededAttempt(trx, attempt);
    return issueAuthorizationCode(
      ctx,
      trx,
      { consumerNo: account.consumer_no, codeChallenge: input.codeChallenge },
      now,
    );
  });
}
