import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { single } from './request-headers.js';

/** The first address of x-forwarded-for, as the caller sent it (trust it only from our storefront server). */
export function forwardedClient(request: FastifyRequest): string | undefined {
  return single(request.headers['x-forwarded-for'])?.split(',')[0]?.trim() || undefined;
}

/**
 * The shopper's address: the address our storefront server forwards for the shopper (a call trusted through
 * x-server-trust-id), else the connecting address (request.ip, which honours TRUST_PROXY). Anyone else's
 * x-forwarded-for is ignored, so a client cannot pick its own key. This is the address as it is (a captcha check
 * is told it); whatever counts or limits clients keys on clientKey instead.
 */
export function clientAddress(request: FastifyRequest): string {
  return (request.ctx?.trusted ? forwardedClient(request) : undefined) ?? request.ip;
}

/**
 * The client as rate limits, credential limits, the sign-in lock, guest votes and popular-search counting count it
 * (docs/decisions/0017, addendum of session 51): the shopper's address (clientAddress) bucketed by addressKey.
 */
export function clientKey(request: FastifyRequest): string {
  return addressKey(clientAddress(request));
}

/** The IPv6 prefix length one client is counted by: a /64 is what one subscriber, one host or one VPS is given. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * One client's key from an address: an IPv4 address as it is; an IPv4-mapped IPv6 address (::ffff:a.b.c.d, in
 * dotted or hex form) as its IPv4 address; any other IPv6 address as its /64 network, written
 * `2001:db8:1:2::/64` (lower case, each group without leading zeros, zone id dropped), so the 2^64 addresses one
 * host may take count as one client. Anything else (not an address: a test's or a proxy's odd value) as it is.
 */
export function addressKey(address: string): string {
  let value = address.trim();
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']') === -1 ? undefined : value.indexOf(']'));
  const zone = value.indexOf('%');
  if (zone !== -1) value = value.slice(0, zone);
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return address;
  const groups = ipv6Groups(value);
  if (!groups) return address;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  return `${groups
    .slice(0, IPV6_CLIENT_PREFIX / 16)
    .map((group) => group.toString(16))
    .join(':')}::/${IPV6_CLIENT_PREFIX}`;
}

/** The eight 16-bit groups of a valid IPv6 address (isIPv6 already said so), an embedded IPv4 tail included. */
function ipv6Groups(value: string): number[] | undefined {
  let text = value.toLowerCase();
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parse(head);
  if (rest === undefined) return left.length === 8 ? left : undefined;
  const right = parse(rest);
  const missing = 8 - left.length - right.length;
  if (missing < 0) return undefined;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}
