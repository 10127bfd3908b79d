import type { LightMyRequestResponse } from 'fastify';
import { ErrorResponse } from '@outsole/contracts/errors';
import { expect } from 'vitest';
import { TEST_APP_ID } from './test-app.js';

/**
 * Asserts the exact spec error format (spec §3): status, `{ errorDetails: [{ errorId, message, field? }], appId,
 * correlationId }` with nothing else, the correlation id equal to the echoed header, and returns the body.
 */
export function expectSpecError(
  response: LightMyRequestResponse,
  status: number,
  errorId: string,
  field?: string,
): ErrorResponse {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['appId', 'correlationId', 'errorDetails']);
  const parsed = ErrorResponse.parse(body);
  expect(parsed.appId).toBe(TEST_APP_ID);
  expect(parsed.correlationId).toBe(response.headers['x-correlation-id']);
  expect(parsed.errorDetails.length).toBeGreaterThan(0);
  for (const detail of parsed.errorDetails) {
    expect(detail.errorId).toBe(errorId);
    expect(detail.message.length).toBeGreaterThan(0);
    // An INV406 also names the line's quantity and its stock, an INV408 the line's maximum (contract ErrorDetail);
    // any other id, nothing more.
    const keys = [
      'errorId',
      'message',
      'field',
      ...(errorId === 'INV406' ? ['qty', 'inventoryLevel'] : errorId === 'INV408' ? ['maxAllowedQty'] : []),
    ];
    expect(Object.keys(detail).every((key) => keys.includes(key))).toBe(true);
  }
  if (field !== undefined) expect(parsed.errorDetails.map((detail) => detail.field)).toContain(field);
  return parsed;
}
