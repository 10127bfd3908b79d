import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { Headers } from '@outsole/contracts/headers';

export const REDACTED = '[redacted]';

/** Keys whose values never reach a log line, wherever they sit in a logged object. */
export const REDACTED_KEYS = [
  // tokens and sign-in secrets
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'token',
  'authorizationCode',
  'codeVerifier',
  // passwords
  'password',
  'newPassword',
  'currentPassword',
  // card data (PCI DSS: never store or log the PAN or security code)
  'cardNumber',
  'cvv',
  'cvc',
  'pan',
  'securityCode',
  // gift card PINs
  'pin',
  // personal data
  'email',
  'phone',
  'firstName',
  'lastName',
  'birthDate',
  'addressLine1',
  'addressLine2',
  'postalCode',
] as const;

/** Request and response headers that carry credentials. */
const REDACTED_HEADERS = [
  Headers.authorization,
  'cookie',
  Headers.accessKey,
  Headers.serverTrustId,
  'set-cookie',
] as const;

/** Every key whose value is replaced, compared in lower case (header names arrive in any case). */
const SECRET_KEYS: ReadonlySet<string> = new Set(
  [...REDACTED_KEYS, ...REDACTED_HEADERS].map((key) => key.toLowerCase()),
);

/** Deeper than any object we log; guards against pathological nesting. */
const MAX_DEPTH = 10;

/**
 * A copy of a log object with every secret key's value replaced, at any depth, arrays included. One walk over the
 * logged object, whatever the number of keys: pino's path-based `redact` with wildcards at every depth cost a fifth
 * of the api's CPU on a bare request, because it also runs over every per-request child logger's bindings.
 */
export function scrub(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[depth]';
  if (seen.has(value)) return '[circular]';
  if (Array.isArray(value)) {
    seen.add(value);
    return value.map((item) => scrub(item, depth + 1, seen));
  }
  // Dates and binary data keep their own serialisation; everything else (plain objects, serialised errors with
  // their own fields) is walked by its own enumerable keys.
  if (value instanceof Date || ArrayBuffer.isView(value) || value instanceof Map || value instanceof Set) return value;
  seen.add(value);
  // pino serialises errors after this walk; give them the same shape (type, message, stack) so their own fields
  // can be scrubbed too.
  const out: Record<string, unknown> =
    value instanceof Error ? { type: errorType(value), message: value.message, stack: value.stack } : {};
  if (value instanceof Error && value.cause !== undefined) out.cause = scrub(value.cause, depth + 1, seen);
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrub(item, depth + 1, seen);
  }
  return out;
}

/** An error's class name (`ApiError`, `DatabaseError`), as pino's own serializer gives it; `Error` when anonymous. */
function errorType(error: Error): string {
  const constructorName = (error.constructor as { name?: unknown } | undefined)?.name;
  return typeof constructorName === 'string' && constructorName !== '' && constructorName !== 'Error'
    ? constructorName
    : error.name;
}

/** What a request's log line says of it (fastify's request: its fields are getters, which the scrub would not see). */
interface RequestLike {
  method?: unknown;
  url?: unknown;
  ip?: unknown;
}

/**
 * A URL with the values of secret query parameters (`?token=`, `?email=`: the same keys the scrub redacts) replaced.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let key = pair.slice(0, equals);
      try {
        key = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: compare the raw key
      }
      return SECRET_KEYS.has(key.toLowerCase()) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/**
 * fastify's request and reply (`req`, `res`) as their log lines show them. Plain objects (a test's, a plugin's own
 * summary) are left as they are and scrubbed like anything else.
 */
function serializeRequestParts(object: Record<string, unknown>): Record<string, unknown> {
  const { req, res } = object;
  const isInstance = (value: unknown): value is object =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) !== Object.prototype;
  if (!isInstance(req) && !isInstance(res)) return object;
  const out = { ...object };
  if (isInstance(req)) {
    const { method, url, ip } = req as RequestLike;
    out.req = { method, url: typeof url === 'string' ? redactUrl(url) : url, remoteAddress: ip };
  }
  if (isInstance(res)) out.res = { statusCode: (res as { statusCode?: unknown }).statusCode };
  return out;
}

/** The log formatter has already serialised these (and scrubbed them): pino and fastify must not again. */
const ALREADY_SERIALIZED = { req: pass, res: pass, err: pass };
function pass(value: unknown): unknown {
  return value;
}

export interface LoggerOptions {
  level: LevelWithSilent;
  /** Where lines go; stdout when omitted. Tests pass a stream to read the lines back. */
  stream?: DestinationStream;
}

/** Structured JSON lines (one object per line) with secrets, tokens, card and personal data redacted. */
export function createLogger(options: LoggerOptions): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'outsole-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        bindings: (bindings) => scrub(bindings) as Record<string, unknown>,
        // Requests and replies are summarised before the scrub (which sees only own keys, not their getters).
        log: (object) => scrub(serializeRequestParts(object)) as Record<string, unknown>,
      },
      // pino runs serializers after the formatter: the formatter's output is final (fastify's own req/res
      // serializers, which the logger's replace, would read fields the summaries no longer have).
      serializers: ALREADY_SERIALIZED,
    },
    // Synchronous stdout: a crash or process.exit never loses the last lines, which are the ones that matter.
    options.stream ?? pino.destination({ dest: 1, sync: true }),
  );
}
