import type { ErrorId, ErrorResponse } from '@outsole/contracts/errors';

/** The spec's error format (spec §3 "Error response") for answers the storefront itself gives. */
export function errorBody(
  errorId: ErrorId,
  message: string,
  options: { correlationId?: string | undefined; field?: string } = {},
): ErrorResponse {
  return {
    errorDetails: [{ errorId, message, ...(options.field ? { field: options.field } : {}) }],
    appId: 'outsole-storefront',
    ...(options.correlationId ? { correlationId: options.correlationId } : {}),
  };
}

/** The same as a web Response (React Router's routes and the proxies). */
export function errorResponse(
  status: number,
  errorId: ErrorId,
  message: string,
  options: { correlationId?: string; field?: string; headers?: HeadersInit } = {},
): Response {
  return Response.json(errorBody(errorId, message, options), { status, headers: options.headers });
}
