/**
 * Identity constants shared by the api and the browser bundle (zod-free, like the other *.values modules).
 * Sources: spec §5, §8 and §9; OWASP ASVS 4.0 §2.1 (passwords); docs/decisions/0017-identity-and-sessions.md.
 */
import { SIZE_RUNS } from './sizes.values.js';

/** spec §8 FE872: "password too short"; ASVS 2.1.1: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** ASVS 2.1.2: at least 64 characters allowed; longer is refused (argon2 input stays bounded), never truncated. */
export const PASSWORD_MAX_LENGTH = 128;
/** spec §9: "32 random bytes hashed with SHA-256, base64url encoded". A verifier of 32 bytes is 43 characters. */
export const CODE_VERIFIER_BYTES = 32;
/** RFC 7636 §4.1: a verifier is 43 to 128 characters of [A-Za-z0-9-._~]. */
export const CODE_VERIFIER_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;
/** base64url of a SHA-256 digest: 43 characters. */
export const CODE_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A user session id: 32 random bytes in base64url (43 characters). */
export const USID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** spec §9: a 409 on token is retried once after 2000 ms. */
export const TOKEN_CONFLICT_RETRY_MS = 2_000;
/** spec §3 Profile: interests are joined by a pipe character. */
export const INTEREST_SEPARATOR = '|';
/** The interests a shopper can choose (the catalogue's activity codes); the storefront names each in every language. */
export const INTERESTS = [
  'road-running',
  'trail-running',
  'racing',
  'training',
  'hiking',
  'lifestyle',
  'recovery',
  'backpacking',
  'water',
] as const;
/**
 * spec §3 Profile `preferredShoeSize`: the size run's letter and the US size of that run (`M9.5`, `W7`), the value
 * the sign-up form's options carry; the storefront shows it in the market's own system.
 */
export function isPreferredShoeSize(value: string): boolean {
  const match = /^([MW])(\d{1,2}(?:\.5)?)$/.exec(value);
  if (!match) return false;
  return SIZE_RUNS[match[1] === 'M' ? 'shoe-men' : 'shoe-women'].includes(match[2] ?? '');
}
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

/** Cookie names the storefront server sets (ARCHITECTURE "Sessions"); only the last three are readable by scripts. */
export const SESSION_COOKIES = {
  accessToken: 'outsole_at',
  refreshToken: 'outsole_rt',
  accessExpires: 'outsole_at_exp',
  refreshExpires: 'outsole_rt_exp',
  loginMarker: 'outsole_login',
} as const;
