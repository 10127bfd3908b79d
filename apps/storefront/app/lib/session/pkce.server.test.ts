import { CODE_CHALLENGE_PATTERN, CODE_VERIFIER_PATTERN } from '@outsole/contracts/auth';
import { describe, expect, it } from 'vitest';

import { codeChallengeFor, createPkcePair } from './pkce.server.ts';

describe('PKCE (RFC 7636, S256)', () => {
  it('matches the RFC 7636 appendix B example', () => {
    expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a 43-character verifier from 32 random bytes and its base64url SHA-256 challenge', () => {
    const pair = createPkcePair();
    expect(pair.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(pair.codeVerifier, 'base64url')).toHaveLength(32);
    expect(pair.codeVerifier).toMatch(CODE_VERIFIER_PATTERN);
    expect(pair.codeChallenge).toMatch(CODE_CHALLENGE_PATTERN);
    expect(pair.codeChallenge).toBe(codeChallengeFor(pair.codeVerifier));
  });

  it('never repeats a verifier', () => {
    const verifiers = new Set(Array.from({ length: 200 }, () => createPkcePair().codeVerifier));
    expect(verifiers.size).toBe(200);
  });
});
