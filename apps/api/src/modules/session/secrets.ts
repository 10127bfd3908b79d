import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The opaque secrets of a session (authorization codes, refresh tokens) and the user session id: 32 random bytes in
 * base64url (43 characters, 256 bits: never guessed). Only their SHA-256 digest is stored, so a read of the database
 * gives no usable credential.
 */
export const SECRET_BYTES = 32;

export function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** The stored form of a secret: SHA-256 in hex (64 characters), the primary key it is looked up by. */
export function digestOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** RFC 7636 S256: base64url(SHA-256(ASCII(code_verifier))). */
export function challengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

/** PKCE check in constant time: the verifier's challenge against the one stored with the code. */
export function verifierMatches(codeVerifier: string, codeChallenge: string): boolean {
  const given = Buffer.from(challengeOf(codeVerifier));
  const expected = Buffer.from(codeChallenge);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
