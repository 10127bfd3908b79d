import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CODE_VERIFIER_PATTERN, TokenRequest, TokenResponse } from '@outsole/contracts/auth';
import type { SessionSettings } from '../../config/config.js';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import type { AccessTokens } from './access-token.js';
import { createGrantFlights } from './grant-flights.js';
import { createGuestRefreshTokens } from './guest-refresh-token.js';
import { createIdentityRetention } from './session.retention.js';
import { grantToken } from './token-grants.service.js';

export interface SessionRoutesOptions {
  db: Db;
  tokens: AccessTokens;
  settings: SessionSettings;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { db, tokens, settings }) => {
  const issuer = {
    tokens,
    guestRefreshTokens: createGuestRefreshTokens(tokens.keys),
    settings,
    flights: createGrantFlights(),
  };
  const retention = createIdentityRetention(db, (error) =>
    app.log.warn({ err: error }, 'ended sessions, codes and reset links not deleted; tried again within the hour'),
  );

  app.post(
    '/token/v2/auth/token',
    {
      schema: {
        tags: ['session'],
        operationId: 'authToken',
        summary: 'Access and refresh tokens: a guest token, a signed-in code exchange or a refresh',
        description:
          'Guest token (for a valid x-usid, else a new usid); Registered code exchange with its PKCE S256 verifier ' +
          '(merges the guest session into the account); refresh of either type with rotation. AUT401 for any ' +
          'refused secret, AUT409 for a duplicate request still in progress. A code exchanged again with its ' +
          'verifier within REFRESH_REUSE_GRACE_SECONDS (a retry) gets a sibling in the session the first started.',
        body: TokenRequest,
        response: { 200: TokenResponse, ...errorResponses },
      },
      // The grant is the credential: a bearer sent along (typically the expired access token being renewed) is
      // not read, and cannot refuse the call.
      config: { bearer: 'ignore' },
      // Before the schema: a code exchange without a proper verifier is a refused PKCE check (AUT401), not a
      // malformed request, whatever else is wrong with the body.
      preValidation: async (request) => {
        refuseWithoutPkce(request.body);
      },
    },
    async (request, reply) => {
      const limits = app.credentialLimits;
      const grant = () =>
        grantToken(request.ctx, db, issuer, request.body, new Date(), {
          admitSession: (familyId) => limits.checkAccount(reply, 'token', `family:${familyId}`),
        });
      // The budgets of a grant that presents a secret (decision 0017, addendum on the token endpoint's budgets): a
      // refused secret counts against the caller's address, a session's refreshes against the session. A live
      // secret spends nothing of the address, which many shoppers share (a carrier's NAT, an office); nor does
      // starting a guest session, which presents no secret and stores nothing (only the general rate limit).
      const granted = presentsSecret(request.body)
        ? await limits.addressFailureBudget(request, reply, { scope: 'token', failures: ['AUT401'] }, grant)
        : await grant();
      retention.sweepWhenDue(new Date());
      return granted;
    },
  );
};

/** Whether a token request carries a secret to check (anything but a new guest session). */
function presentsSecret(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const { type, refreshToken } = body as { type?: unknown; refreshToken?: unknown };
  return !(type === 'Guest' && refreshToken === undefined);
}

/**
 * OAuth 2.1 §4.1.3 with PKCE S256 only: an exchange that sends no verifier, a malformed one, or names another
 * method (a `plain` downgrade) is refused like a wrong verifier.
 */
function refuseWithoutPkce(body: unknown): void {
  if (typeof body !== 'object' || body === null || !('authorizationCode' in body)) return;
  const { codeVerifier, codeChallengeMethod } = body as { codeVerifier?: unknown; codeChallengeMethod?: unknown };
  const verifierOk = typeof codeVerifier === 'string' && CODE_VERIFIER_PATTERN.test(codeVerifier);
  const methodOk = codeChallengeMethod === undefined || codeChallengeMethod === 'S256';
  if (verifierOk && methodOk) return;
  throw new ApiError('AUT401', {
    message: 'The sign-in could not be completed: a PKCE S256 code verifier is required. Please sign in again.',
  });
}
