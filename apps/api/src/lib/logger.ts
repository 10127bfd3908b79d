import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { Headers } from '@outsole/contracts/headers';

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

/** pino's `*` matches exactly one level, so each key is listed at every depth up to this one. */
const REDACT_DEPTH = 4;

/**
 * pino paths for the keys above (top level to REDACT_DEPTH levels down; array items count as a level), and the
 * credential headers under the request and response objects fastify's serializers produce.
 */
export const REDACT_PATHS: string[] = [
  ...REDACTED_KEYS.flatMap((key) => Array.from({ length: REDACT_DEPTH + 1 }, (_, depth) => '*.'.repeat(depth) + key)),
  ...REDACTED_HEADERS.flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `headers["${header}"]`,
  ]),
];

export const REDACTED = '[redacted]';

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
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      formatters: { level: (label) => ({ level: label }) },
    },
    // Synchronous stdout: a crash or process.exit never loses the last lines, which are the ones that matter.
    options.stream ?? pino.destination({ dest: 1, sync: true }),
  );
}
