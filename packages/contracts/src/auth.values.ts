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
/** RFC 5321 §4.5.3.1.1: the local part of an address is at most 64 octets; longer ones most mail servers refuse. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/**
 * Characters that would make a domain mean something else to a URL parser (a path, a port, a user), and invisible or
 * control characters, which the IDNA mapping would silently drop (the address is refused instead, as before).
 */
const NOT_IN_A_DOMAIN = /[\s/\\?#@:%[\]\p{C}]/u;

/** The WHATWG URL parser, in Node and in browsers alike (the contracts are typed without either's library). */
declare const URL: new (input: string) => { hostname: string };

/**
 * An email address with an internationalised domain written as its A-label (punycode: `müller.de` →
 * `xn--mller-kva.de`), as it is stored and sent to; an ASCII domain, or one that is no domain, is left as it is (the
 * address check refuses it then). The WHATWG URL parser does the IDNA mapping, in Node and in browsers alike.
 */
export function asciiEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const domain = value.slice(at + 1);
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(domain) || domain === '' || NOT_IN_A_DOMAIN.test(domain)) return value;
  try {
    return `${value.slice(0, at + 1)}${new URL(`http://${domain}`).hostname}`;
  } catch {
    return value;
  }
}

/**
 * The address pattern of zod's `z.email()`, with an internationalised top-level domain's A-label as well: `пример.рф`
 * is stored as `xn--e1afmkfd.xn--p1ai`, and zod's own pattern wants letters only after the last dot. The sign-up
 * schema and the api's outbox use it, so an address taken is one that can be mailed.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]*[A-Za-z0-9])$/;

/** Whether the address's local part (before the last `@`) is at most 64 octets (UTF-8). */
export function emailLocalPartFits(value: string): boolean {
  const at = value.lastIndexOf('@');
  let octets = 0;
  for (const char of at < 0 ? value : value.slice(0, at)) {
    const point = char.codePointAt(0)!;
    octets += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return octets <= EMAIL_LOCAL_MAX_LENGTH;
}

/** Cookie names the storefront server sets (ARCHITECTURE "Sessions"); only the last three are readable by scripts. */
export const SESSION_COOKIES = {
  accessToken: 'outsole_at',
  refreshToken: 'outsole_rt',
  accessExpires: 'outsole_at_exp',
  refreshExpires: 'outsole_rt_exp',
  loginMarker: 'outsole_login',
} as const;
