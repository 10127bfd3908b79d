import type { ErrorResponse } from '@outsole/contracts/errors';
import { Headers as ApiHeaders } from '@outsole/contracts/headers';

/** What the mock fixtures share: the api's error answer and the claims of mock mode's bearer tokens. */

/** An answer in the spec's error format: it answers any route. */
export interface MockFailure {
  status: number;
  body: ErrorResponse;
}

export function mockError(
  status: number,
  errorId: string,
  message: string,
  field?: string,
  /** The values the detail names besides its message (INV408's maxAllowedQty), as the api's do. */
  values: Record<string, number> = {},
): MockFailure {
  return {
    status,
    body: { errorDetails: [{ errorId, message, ...(field ? { field } : {}), ...values }], appId: 'outsole-api' },
  };
}

/** The claims of a request's bearer token issued by mock mode (read, not verified), or null for none or a bad one. */
export function mockTokenClaims(headers: Headers): Record<string, unknown> | null {
  const token = headers.get(ApiHeaders.authorization)?.replace(/^Bearer /, '') ?? '';
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    return claims !== null && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
