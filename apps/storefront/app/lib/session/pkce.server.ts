import { createHash, randomBytes } from 'node:crypto';

import { CODE_VERIFIER_BYTES } from '@outsole/contracts/auth';

/**
 * PKCE for the sign-in (RFC 7636, S256 only as OAuth 2.1 requires). spec §9: "Sign-in code challenge: 32 random
 * bytes hashed with SHA-256, base64url encoded". The verifier never leaves the storefront server: the sign-in
 * action creates it, sends the challenge with the credentials and the verifier with the code, in one request.
 */

export interface PkcePair {
  /** 32 random bytes, base64url (43 characters of the RFC's unreserved set). */
  codeVerifier: string;
  /** base64url(SHA-256(ASCII(codeVerifier))). */
  codeChallenge: string;
}

export function codeChallengeFor(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

export function createPkcePair(): PkcePair {
  const codeVerifier = randomBytes(CODE_VERIFIER_BYTES).toString('base64url');
  return { codeVerifier, codeChallenge: codeChallengeFor(codeVerifier) };
}
