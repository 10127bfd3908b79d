import type { ErrorId, ErrorResponse } from '@outsole/contracts/errors';

/** The spec's error format (spec §3 "Error response") for answers the storefront itself gives. */
export function errorResponse(
  status: number,
  errorId: ErrorId,
  message: string,
  options: { correlationId?: string; field?: string; headers?: HeadersInit } = {},
): Response {
  const body: ErrorResponse = {
    errorDetails: [{ errorId, message, ...(options.field ? { field: options.field } : {}) }],
    appId: 'outsole-storefront',
    ...(options.correlationId ? { correlationId: options.correlationId } : {}),
  };
  return Response.json(body, { status, headers: options.headers });
}
