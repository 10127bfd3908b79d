import type { ErrorDetail, ErrorId } from '@outsole/contracts/errors';
import { messageFor, type MessageParams } from './error-messages.js';

/** HTTP status of the ids whose status is fixed by what they mean; any other id defaults to 400. */
const STATUS_BY_ID: Partial<Record<ErrorId, number>> = {
  API400: 400,
  API401: 401,
  API404: 404,
  API405: 405,
  API406: 406,
  API408: 408,
  API413: 413,
  API415: 415,
  API429: 429,
  API431: 431,
  API503: 503,
  GEN500: 500,
  AUT500: 500,
  RTN500: 500,
  BSK404: 404,
  // The cart holds as many different items as it can (decision 0041): the request conflicts with its state.
  BSK409: 409,
  SFL409: 409,
  // One review per account and style, one asking of a question (decision 0052): the shopper's own earlier post.
  REV409: 409,
  QST409: 409,
  REV403: 403,
  QST403: 403,
  // The cart's digital gift cards would pass the value one order may hold (decision 0018 addendum).
  GFC409: 409,
  ORD404: 404,
  PRO404: 404,
  STR404: 404,
  OHS4004: 404,
  CCN404: 404,
  '4044': 404,
  // Not a loyalty member (decision 0018): a refusal of a known caller, not a missing session.
  REW401: 403,
};

export interface ApiErrorOptions {
  status?: number;
  /** Values for the message's `{placeholders}`; never sent to the client on their own. */
  params?: MessageParams;
  /** Overrides the catalogue message. */
  message?: string;
  /** The offending input, e.g. `body.email` or `x-site-id`. */
  field?: string;
  /** More offending fields of the same request (validation failures carry one detail per field). */
  details?: readonly { field: string; message: string }[];
  /**
   * Values the error's detail carries to the client (INV406: the line's `qty` and its `inventoryLevel`; INV408: the
   * line's maximum, `maxAllowedQty`).
   */
  values?: DetailValues;
  cause?: unknown;
}

/** The values an error detail may carry besides its id, message and field (contract ErrorDetail). */
export type DetailValues = Pick<ErrorDetail, 'qty' | 'inventoryLevel' | 'maxAllowedQty'>;

/**
 * An expected failure with a spec error id (CONVENTIONS: "Failures throw ApiError(errorId, params) and one
 * error handler turns them into the spec's format"). Its message is safe to show to the caller.
 */
export class ApiError extends Error {
  readonly errorId: ErrorId;
  readonly statusCode: number;
  readonly params: MessageParams;
  readonly field: string | undefined;
  readonly details: readonly { field: string; message: string }[];
  readonly values: DetailValues;

  constructor(errorId: ErrorId, options: ApiErrorOptions = {}) {
    super(options.message ?? messageFor(errorId, options.params), { cause: options.cause });
    this.name = 'ApiError';
    this.errorId = errorId;
    this.statusCode = options.status ?? STATUS_BY_ID[errorId] ?? 400;
    this.params = options.params ?? {};
    this.field = options.field;
    this.details = options.details ?? [];
    this.values = options.values ?? {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
