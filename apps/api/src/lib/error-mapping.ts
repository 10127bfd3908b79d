import type { ErrorId, ErrorResponse } from '@outsole/contracts/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.js';

/** Framework failures with a known meaning, by fastify error code. */
const BY_CODE: Readonly<Record<string, () => ApiError>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ApiError('API415'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ApiError('API413'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => invalidBody('The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => invalidBody('The request body is empty; send a JSON document.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => invalidBody('The request body does not match its Content-Length.'),
};

/** Client errors the framework or a plugin reports only by status. */
const BY_STATUS: Readonly<Record<number, ErrorId>> = {
  400: 'API400',
  401: 'API401',
  404: 'API404',
  405: 'API405',
  406: 'API406',
  413: 'API413',
  415: 'API415',
  429: 'API429',
};

function invalidBody(message: string): ApiError {
  return new ApiError('API400', { message, field: 'body' });
}

/**
 * At most this many `errorDetails` items answer one validation failure (decision 0004, addendum of 2026-12-07): a
 * caller fixes the first problems first, and neither the answer nor the work of making it grows with the body.
 */
export const MAX_VALIDATION_DETAILS = 20;

/** fastify names the query string `querystring`; the spec's field names say `query`. */
const PART_NAMES: Readonly<Record<string, string>> = { querystring: 'query' };

/** PostgreSQL's SQLSTATEs for a server that is going away, restarting or full (57P01–57P03, 53300). */
const DATABASE_GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * 55000 (object not in prerequisite state) is also what a server closed to new connections answers
 * (`ALTER DATABASE … ALLOW_CONNECTIONS false`, maintenance); other 55000s are bugs, so only that one by its words.
 */
const CLOSED_TO_CONNECTIONS = /is not currently accepting connections/;
/** The network errors of a connection to the database that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);
/** node-postgres's own words for a connection it lost or could not get in time (it gives them no code). */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database cannot be reached for now: a lost or refused connection (SQLSTATE class 08, the server's shutdown
 * states, too many connections, a database closed to new connections), no pooled connection within
 * DATABASE_CONNECT_TIMEOUT_MS, SQLite still locked after its busy timeout. Worth retrying in a moment, so 503 rather than GEN500 (decision 0030).
 */
function isDatabaseUnavailable(error: Error): boolean {
  const { code } = error as Error & { code?: unknown };
  if (typeof code === 'string') {
    return (
      code.startsWith('08') ||
      DATABASE_GONE_STATES.has(code) ||
      NETWORK_CODES.has(code) ||
      code === 'SQLITE_BUSY' ||
      (code === '55000' && CLOSED_TO_CONNECTIONS.test(error.message))
    );
  }
  return LOST_CONNECTION.test(error.message);
}

/**
 * Turns anything thrown while serving a request into an ApiError. Expected failures keep their id; framework
 * failures get the protocol ids (API4xx); a database out of reach is API503; everything else is GEN500, whose
 * message never carries internals.
 */
export function toApiError(error: unknown, query?: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error, isQuery(query) ? query : undefined);
  if (!(error instanceof Error)) return new ApiError('GEN500', { cause: error });

  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  const byCode = typeof code === 'string' ? BY_CODE[code] : undefined;
  if (byCode) return byCode();
  if (isDatabaseUnavailable(error)) return new ApiError('API503', { cause: error });
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // A plain JSON.parse SyntaxError from a body parser reports 400; any other unknown 4xx is still the caller's.
    return new ApiError(BY_STATUS[statusCode] ?? 'API400', { cause: error });
  }
  return new ApiError('GEN500', { cause: error });
}

function isQuery(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `query`: the request's query as it arrived (a repeated parameter is an array), to say a value was given twice. */
function validationError(
  error: {
    validation: readonly { instancePath: string; message?: string; keyword?: string; params?: unknown }[];
    validationContext?: string;
  },
  query?: Readonly<Record<string, unknown>>,
): ApiError {
  const part = error.validationContext ?? 'body';
  const prefix = PART_NAMES[part] ?? part;
  const byField = new Map<string, string>();
  for (const issue of error.validation.flatMap(unionExplained)) {
    if (byField.size >= MAX_VALIDATION_DETAILS) break;
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const field = path ? `${prefix}.${path}` : prefix;
    // A strict schema's unknown keys (mass assignment: `consumerType` in a profile update) name each key itself.
    for (const key of unrecognizedKeys(issue)) {
      if (byField.size >= MAX_VALIDATION_DETAILS) break;
      const keyField = `${field}.${key}`;
      if (!byField.has(keyField)) byField.set(keyField, `${key} is not a field of this request.`);
    }
    if (issue.keyword === 'unrecognized_keys') continue;
    // A parameter of one value given more than once (`q=run&q=shoe` arrives as an array): said so, not zod's
    // "expected string, received array" or the value's rule. A list parameter's own problems name an element, or,
    // too many values (`too_big`), the list with its own message: repeating is how a list is given.
    if (
      !byField.has(field) &&
      prefix === 'query' &&
      path !== '' &&
      !path.includes('.') &&
      issue.keyword !== 'too_big' &&
      issue.keyword !== 'too_small' &&
      Array.isArray(query?.[path])
    ) {
      byField.set(field, `${path} was given more than once.`);
      continue;
    }
    // One detail per offending field: the first problem is the one to fix first.
    if (!byField.has(field)) byField.set(field, issue.message ?? 'Invalid value.');
  }
  const details = [...byField].map(([field, message]) => ({ field, message }));
  return new ApiError('API400', { details, field: details[0]?.field, message: details[0]?.message });
}

type ValidationIssue = { instancePath: string; message?: string; keyword?: string; params?: unknown };
/** A zod issue inside an `invalid_union` (one list per branch of the union), its path from the union's value. */
type BranchIssue = { code?: string; path?: unknown[]; message?: string; values?: unknown[]; expected?: string };

/**
 * An either-or body (the token request's Guest or Registered, save for later's cart line or variant, a voucher or
 * null) fails in zod as one `invalid_union` "Invalid input" at the union: the caller cannot tell which field is wrong.
 * It is told instead what the branch closest to what it sent wants (decision 0004, addendum of session 51):
 * - a branch whose value is of another kind (null for an object) or whose literal key does not match (`type`) is
 *   not what the caller meant, unless none is: then one detail lists what that value or key may be;
 * - among the others, the one with the fewest problems, each named at its field.
 * A union with its own message (not zod's "Invalid input") keeps it.
 */
function unionExplained(issue: ValidationIssue): ValidationIssue[] {
  const branches = (issue.params as { errors?: unknown } | undefined)?.errors;
  if (issue.keyword !== 'invalid_union' || issue.message !== 'Invalid input' || !Array.isArray(branches))
    return [issue];
  const lists = branches.filter((list): list is BranchIssue[] => Array.isArray(list) && list.length > 0);
  if (lists.length === 0) return [issue];
  const at = (inner: BranchIssue) =>
    [issue.instancePath, ...(inner.path ?? []).map(String)].join('/').replace(/^\/+/, '/');
  const distance = (list: BranchIssue[]) =>
    list.some((inner) => (inner.path ?? []).length === 0 && /^invalid_(type|value)$/.test(inner.code ?? ''))
      ? 2
      : list.some((inner) => (inner.path ?? []).length === 1 && inner.code === 'invalid_value')
        ? 1
        : 0;
  const ranked = lists
    .map((list) => ({ list, distance: distance(list) }))
    .sort((a, b) => a.distance - b.distance || a.list.length - b.list.length);
  const best = ranked[0]!;
  if (best.distance > 0) {
    // No branch takes this kind of value, or this key's value: one detail saying what it may be.
    const depth = best.distance === 2 ? 0 : 1;
    const offending = lists.map((list) =>
      list.find((inner) => (inner.path ?? []).length === depth && /^invalid_(type|value)$/.test(inner.code ?? '')),
    );
    const key = offending[0]?.path?.join('/');
    if (offending.every((inner) => inner !== undefined && inner.path?.join('/') === key)) {
      const options = [
        ...new Set(
          offending.flatMap((inner) =>
            inner!.code === 'invalid_value'
              ? (inner!.values ?? []).map((value) => JSON.stringify(value))
              : [inner!.expected ?? ''],
          ),
        ),
      ];
      const kind = offending.every((inner) => inner!.code === 'invalid_value') ? 'option' : 'input';
      return [
        {
          instancePath: at(offending[0]!),
          keyword: 'invalid_value',
          message: `Invalid ${kind}: expected one of ${options.join('|')}`,
        },
      ];
    }
  }
  // A union inside the branch (a voucher in a body) is explained the same way.
  return best.list.flatMap((inner) =>
    unionExplained({ instancePath: at(inner), keyword: inner.code, message: inner.message, params: inner }),
  );
}

function unrecognizedKeys(issue: { keyword?: string; params?: unknown }): string[] {
  if (issue.keyword !== 'unrecognized_keys' || typeof issue.params !== 'object' || issue.params === null) return [];
  const { keys } = issue.params as { keys?: unknown };
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/** The spec's error body (spec §3 "Error response"): one errorDetails item per problem. */
export function toErrorBody(error: ApiError, appId: string, correlationId: string): ErrorResponse {
  const errorDetails =
    error.details.length > 0
      ? error.details.map(({ field, message }) => ({ errorId: error.errorId, message, field }))
      : [
          {
            errorId: error.errorId,
            message: error.message,
            ...(error.field ? { field: error.field } : {}),
            ...error.values,
          },
        ];
  return { errorDetails, appId, correlationId };
}
