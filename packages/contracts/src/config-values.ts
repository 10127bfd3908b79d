import { z } from 'zod';

/**
 * Values both apps read from their environment the same way (the api's env-vars.ts, the storefront's
 * config.server.ts), so one deployment's `TRUST_PROXY` or host means the same to both, and a wrong one is refused by
 * the start-up check naming the variable, not later by the framework (fastify and Express only compile a proxy list,
 * and the listener only resolves a host, when they start, which for the api is after migrating the database).
 */

/** The words a yes/no setting accepts, in any case: what each maps to. */
const FLAG_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
};

/** A yes/no setting: true, false, yes, no, 1 or 0, in any case; null for anything else. */
export function parseFlag(raw: string): boolean | null {
  return FLAG_WORDS[raw.trim().toLowerCase()] ?? null;
}

/** The names proxy-addr (under fastify's and Express's trust proxy) gives to groups of private addresses. */
const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

const ipv4 = z.ipv4();
const ipv6 = z.ipv6();
const cidrv4 = z.cidrv4();
const cidrv6 = z.cidrv6();

/** Whether `mask` is an IPv4 netmask with its ones first (255.255.240.0), as proxy-addr's `10.0.0.0/255.0.0.0`. */
function isNetmask(mask: string): boolean {
  if (!ipv4.safeParse(mask).success) return false;
  const bits = mask
    .split('.')
    .map((octet) => Number(octet).toString(2).padStart(8, '0'))
    .join('');
  return !bits.includes('01');
}

/** One entry of a trusted-proxy list: an address, a subnet (CIDR or IPv4 netmask) or a proxy-addr group name. */
export function isProxyAddress(entry: string): boolean {
  if ((PROXY_ADDRESS_NAMES as readonly string[]).includes(entry.toLowerCase())) return true;
  if (ipv4.safeParse(entry).success || ipv6.safeParse(entry).success) return true;
  if (cidrv4.safeParse(entry).success || cidrv6.safeParse(entry).success) return true;
  const slash = entry.indexOf('/');
  return slash > 0 && ipv4.safeParse(entry.slice(0, slash)).success && isNetmask(entry.slice(slash + 1));
}

export type TrustProxy = boolean | number | string[];

/**
 * `TRUST_PROXY`: a yes/no word as every other flag takes it (true, false, yes, no, any case), a hop count (digits:
 * `1` trusts the nearest proxy, `0` none), or a comma-separated list of proxy addresses, subnets and group names.
 * Null when it is none of these, or when one list entry is not an address (a typo, `1.2.3`).
 */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const flag = parseFlag(value);
  if (flag !== null) return flag;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isProxyAddress)) return null;
  return entries.map((entry) =>
    (PROXY_ADDRESS_NAMES as readonly string[]).includes(entry.toLowerCase()) ? entry.toLowerCase() : entry,
  );
}

export const TRUST_PROXY_EXPECTED =
  'must be true, false, a hop count, or a comma-separated list of proxy addresses or subnets (10.0.0.0/8, ' +
  'loopback, linklocal, uniquelocal)';

/**
 * Whether `raw` can name the address a server listens on: an IPv4 or IPv6 address, or a host name. Digits and dots
 * alone are an IPv4 address that must be one (`999.1.1.1` is no host name the resolver would find). Whether a name
 * resolves to an address of this machine is only known when listening (the api tries before touching the database).
 */
export function isListenHost(raw: string): boolean {
  if (/^[\d.]+$/.test(raw)) return ipv4.safeParse(raw).success;
  if (raw.includes(':')) return ipv6.safeParse(raw).success;
  return raw.length <= 253 && HOST_NAME.test(raw);
}

/** Dot-separated labels of letters, digits, hyphens (not at either end) and underscores (Docker service names). */
const HOST_NAME =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?\.)*[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?\.?$/;

export const LISTEN_HOST_EXPECTED = 'must be an IP address (0.0.0.0, ::, 127.0.0.1) or a host name';

export interface ListenTarget {
  /** `api` or `storefront`, the start of a line that is not about a wrong value. */
  app: string;
  host: string;
  port: number;
  /** How the app's configuration check starts its line (`Invalid configuration`, `Invalid storefront configuration`). */
  invalid: string;
  /** The variables that set them (API_HOST and API_PORT; HOST and PORT). */
  hostVariable: string;
  portVariable: string;
}

/**
 * The one line to print when a server cannot listen: which variable to change, with the system's code. A host that
 * resolves to no address of this machine is a wrong value like any other; a port held by another process is not.
 */
export function listenProblem(error: unknown, target: ListenTarget): string {
  const { app, invalid, host, port, hostVariable, portVariable } = target;
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
  const got = `(got ${JSON.stringify(host)}: ${reason})`;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      return `${invalid}: ${hostVariable} must be an address or a host name that resolves ${got}`;
    case 'EADDRNOTAVAIL':
      return `${invalid}: ${hostVariable} must be an address of this machine (or 0.0.0.0, ::) ${got}`;
    case 'EADDRINUSE':
      return `${app} cannot listen: ${portVariable} ${port} is already in use on ${host} (EADDRINUSE)`;
    case 'EACCES':
      return `${app} cannot listen: ${portVariable} ${port} needs privileges this process lacks (EACCES)`;
    default:
      return `${app} cannot listen on ${hostVariable} ${host}, ${portVariable} ${port}: ${reason}`;
  }
}
