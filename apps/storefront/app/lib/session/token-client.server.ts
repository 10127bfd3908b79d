import { TOKEN_CONFLICT_RETRY_MS, TokenResponse, type TokenRequest } from '@outsole/contracts/auth';

import { HttpError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.server.ts';

/**
 * POST /token/v2/auth/token with the spec's client rules (spec §4, §9): a 409 (AUT409, the same grant already being
 * processed) is retried once after 2000 ms; a 403 is tolerated, which the callers do by carrying on without a token
 * (`tokenFailure` tells them what kind of failure they have).
 */

export const TOKEN_PATH = '/token/v2/auth/token';

/** Statuses the token endpoint answers in normal operation: not reported to monitoring as failures. */
const EXPECTED_TOKEN_STATUSES = [400, 401, 403, 409] as const;

export type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function requestToken(
  api: ApiClient,
  body: TokenRequest,
  options: { sleep?: Sleep } = {},
): Promise<TokenResponse> {
  const call = () =>
    api.request({
      method: 'POST',
      path: TOKEN_PATH,
      body,
      schema: TokenResponse,
      expectedStatuses: EXPECTED_TOKEN_STATUSES,
    });
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 409) throw error;
    // spec §9: "Token retry: 1 retry after 2000 ms on 409."
    await (options.sleep ?? sleep)(TOKEN_CONFLICT_RETRY_MS);
    return call();
  }
}

/**
 * What a failed token call means for the session:
 * - `invalid`: the api refused the grant (400/401: unknown, expired, rotated or revoked refresh token, bad code):
 *   the session is over, its cookies go;
 * - `tolerated`: a 403 (spec §4 "a 403 on token is tolerated"), or the api unreachable, overloaded, or still busy
 *   after the retry: the page carries on without a (new) token and the cookies stay for the next request.
 */
export function tokenFailure(error: unknown): 'invalid' | 'tolerated' {
  if (error instanceof HttpError && (error.status === 400 || error.status === 401)) return 'invalid';
  return 'tolerated';
}
