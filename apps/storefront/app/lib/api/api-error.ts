import type { ErrorDetail, ErrorResponse } from '@outsole/contracts/errors';

/**
 * Failed api answers, as spec §8 describes them. Shared by the server client and the browser client.
 *
 * Decision: a failed answer WITH an errorId becomes an `ApiError` (localised message, error id, status, request,
 * response). A failed answer WITHOUT an errorId is "not turned into an API error" (spec §8): the client throws an
 * `HttpError` instead, carrying the same facts minus the id, so callers can still tell the two apart with
 * `instanceof` and nothing continues as if the call had succeeded. Catalogue-driven handling (item-level
 * messages, gift-card input, toasts) keys on `ApiError.errorId` only.
 */

export interface FailedRequest {
  method: string;
  /** Path and query as sent to the api, without its base URL. */
  path: string;
}

export interface BotProtection {
  appId: string;
}

interface FailureInit {
  status: number;
  request: FailedRequest;
  /** The response body: parsed JSON when it was JSON, else its text (or null when empty). */
  body: unknown;
  correlationId: string | undefined;
  botProtection: BotProtection | null;
  /** How long the api asks the caller to wait (its Retry-After, in seconds), or null when it said nothing. */
  retryAfterSeconds?: number | null;
}

export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly request: FailedRequest;
  readonly body: unknown;
  readonly correlationId: string | undefined;
  /** spec §8: a 403 with an appId is bot protection; the browser is told through a window event. */
  readonly botProtection: BotProtection | null;
  /** The api's Retry-After in seconds (a 429 or 503 that says how long to wait), else null. */
  readonly retryAfterSeconds: number | null;

  constructor(message: string, init: FailureInit) {
    super(message);
    this.status = init.status;
    this.request = init.request;
    this.body = init.body;
    this.correlationId = init.correlationId;
    this.botProtection = init.botProtection;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export class ApiError extends HttpError {
  override name = 'ApiError';
  readonly errorId: string;
  /** The server's own message, kept for logs; `message` is the localised one shown to shoppers. */
  readonly serverMessage: string;

  constructor(message: string, init: FailureInit & { errorId: string; serverMessage: string }) {
    super(message, init);
    this.errorId = init.errorId;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ErrorParams = Record<string, string | number | boolean>;

export interface FailureInput {
  status: number;
  request: FailedRequest;
  body: unknown;
  /** The correlation id the call was sent with (or the one the api echoed in its header). */
  correlationId: string | undefined;
  /** Localised message for an error id, or undefined when the catalogue cannot provide one. */
  translate: (errorId: string, params: ErrorParams) => string | undefined;
  /** The answer's Retry-After header, as sent. */
  retryAfter?: string | null;
}

/**
 * A Retry-After header (RFC 9110 §10.2.3: delay-seconds or an HTTP date) in whole seconds from `now`, at least 1;
 * null when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  const text = value?.trim() ?? '';
  if (/^\d{1,9}$/.test(text)) return Math.max(1, Number(text));
  // An HTTP date always ends in GMT (IMF-fixdate and the obsolete forms alike).
  const at = /\bGMT$/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - now) / 1000));
}

/** Reads a failed answer the way spec §8 says: the first errorDetails item decides. */
export function toFailure({
  status,
  request,
  body,
  correlationId,
  translate,
  retryAfter,
}: FailureInput): ApiError | HttpError {
  const response = readErrorResponse(body);
  const first = response?.errorDetails[0];
  const appId = response?.appId;
  const init: FailureInit = {
    status,
    request,
    body,
    correlationId: response?.correlationId ?? correlationId,
    botProtection: status === 403 && appId ? { appId } : null,
    retryAfterSeconds: retryAfterSeconds(retryAfter),
  };
  if (first?.errorId) {
    const params = errorParams(body);
    const message = translate(first.errorId, params) ?? first.message;
    return new ApiError(message, { ...init, errorId: first.errorId, serverMessage: first.message });
  }
  return new HttpError(first?.message ?? `${request.method} ${request.path} answered ${status}`, init);
}

/**
 * The body when it is in the spec's error format, as `ErrorResponse.safeParse` would read it (unknown keys
 * dropped), else undefined. Written out rather than parsed with the zod contract: this module runs in the browser
 * too, and the contract would bring zod into the page's JavaScript (api-error.test.ts checks both agree).
 */
export function readErrorResponse(body: unknown): ErrorResponse | undefined {
  if (!isRecord(body) || !Array.isArray(body.errorDetails)) return undefined;
  if (!isOptionalString(body.appId) || !isOptionalString(body.correlationId)) return undefined;
  const errorDetails: ErrorDetail[] = [];
  for (const item of body.errorDetails as unknown[]) {
    if (!isRecord(item) || typeof item.message !== 'string') return undefined;
    if (!isOptionalString(item.errorId) || !isOptionalString(item.field)) return undefined;
    if (!isOptionalCount(item.qty) || !isOptionalCount(item.inventoryLevel)) return undefined;
    if (!isOptionalMaximum(item.maxAllowedQty)) return undefined;
    errorDetails.push({
      ...(item.errorId === undefined ? {} : { errorId: item.errorId }),
      message: item.message,
      ...(item.field === undefined ? {} : { field: item.field }),
      ...(item.qty === undefined ? {} : { qty: item.qty }),
      ...(item.inventoryLevel === undefined ? {} : { inventoryLevel: item.inventoryLevel }),
      ...(item.maxAllowedQty === undefined ? {} : { maxAllowedQty: item.maxAllowedQty }),
    });
  }
  return {
    errorDetails,
    ...(body.appId === undefined ? {} : { appId: body.appId }),
    ...(body.correlationId === undefined ? {} : { correlationId: body.correlationId }),
  };
}

function isOptionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

/** A quantity of an error's detail (INV406's qty and inventoryLevel): a whole number, 0 or more. */
function isOptionalCount(value: unknown): value is number | undefined {
  return value === undefined || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0);
}

/** A line's maximum of an error's detail (INV408's maxAllowedQty): a whole number, 1 or more. */
function isOptionalMaximum(value: unknown): value is number | undefined {
  return value === undefined || (isOptionalCount(value) && value > 0);
}

/**
 * The "general placeholders" of spec §8: every plain value of the response and of its first error item
 * (e.g. `maxAllowedQty` for INV408), the item's winning over the response's.
 */
export function errorParams(body: unknown): ErrorParams {
  const params: ErrorParams = {};
  if (!isRecord(body)) return params;
  const details = Array.isArray(body.errorDetails) ? body.errorDetails : [];
  for (const source of [body, details[0]]) {
    if (!isRecord(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = value;
    }
  }
  return params;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
