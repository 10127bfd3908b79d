import { ErrorResponse } from '@outsole/contracts/errors';
import { describe, expect, it } from 'vitest';

import { errorMessage } from '../i18n/catalogue.server.ts';
import {
  ApiError,
  errorParams,
  HttpError,
  readErrorResponse,
  retryAfterSeconds,
  toFailure,
  type FailureInput,
} from './api-error.ts';

const request = { method: 'POST', path: '/cart/v1/item' };

function failure(overrides: Partial<FailureInput>) {
  return toFailure({
    status: 400,
    request,
    body: null,
    correlationId: 'corr-request-1',
    translate: (errorId, params) => errorMessage('en-us', errorId, params),
    ...overrides,
  });
}

describe('toFailure (spec §8 error mapping)', () => {
  it('turns an errorId into an ApiError with the localised message and its placeholders filled', () => {
    const body = {
      errorDetails: [{ errorId: 'INV408', message: 'Max quantity exceeded', maxAllowedQty: 5 }],
      appId: 'cart-service',
      correlationId: 'corr-api-9',
    };
    const error = failure({ status: 409, body });
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.errorId).toBe('INV408');
    expect(apiError.message).toBe('You can add up to 5 of this item.');
    expect(apiError.serverMessage).toBe('Max quantity exceeded');
    expect(apiError.status).toBe(409);
    expect(apiError.request).toEqual(request);
    expect(apiError.body).toBe(body);
    expect(apiError.correlationId).toBe('corr-api-9');
    expect(apiError.botProtection).toBeNull();
  });

  it('uses the locale of the translator', () => {
    const error = failure({
      body: { errorDetails: [{ errorId: 'INV408', message: 'x', maxAllowedQty: 1 }] },
      translate: (errorId, params) => errorMessage('de-de', errorId, params),
    });
    expect(error.message).toContain('1');
    expect(error.message).not.toBe(errorMessage('en-us', 'INV408', { maxAllowedQty: 1 }));
  });

  it('takes placeholders from the response as well as from the first error item', () => {
    expect(errorParams({ errorDetails: [{ errorId: 'X', message: 'm', sku: 'A1' }], maxAllowedQty: 3 })).toStrictEqual({
      maxAllowedQty: 3,
      errorId: 'X',
      message: 'm',
      sku: 'A1',
    });
  });

  it('falls back to the server message when the catalogue has no message for the id', () => {
    const error = failure({ body: { errorDetails: [{ errorId: 'NEW999', message: 'Server says no' }] } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Server says no');
  });

  it('falls back to the server message when the placeholders cannot be filled', () => {
    const error = failure({ body: { errorDetails: [{ errorId: 'INV408', message: 'Max quantity exceeded' }] } });
    expect(error.message).toBe('Max quantity exceeded');
  });

  it('does not make an ApiError of a response without an errorId', () => {
    const error = failure({ status: 502, body: { errorDetails: [{ message: 'Bad gateway' }] } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.message).toBe('Bad gateway');
    expect(error.status).toBe(502);
    expect(error.correlationId).toBe('corr-request-1');
  });

  it('does not make an ApiError of a body that is not in the error format', () => {
    const error = failure({ status: 500, body: '<html>oops</html>' });
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.message).toBe('POST /cart/v1/item answered 500');
    expect(error.body).toBe('<html>oops</html>');
  });

  it('marks a 403 with an appId as bot protection, with or without an errorId', () => {
    const withId = failure({
      status: 403,
      body: { errorDetails: [{ errorId: 'AUT403', message: 'Captcha' }], appId: 'edge-shield' },
    });
    expect(withId.botProtection).toEqual({ appId: 'edge-shield' });
    const withoutId = failure({ status: 403, body: { errorDetails: [{ message: 'Blocked' }], appId: 'edge-shield' } });
    expect(withoutId).not.toBeInstanceOf(ApiError);
    expect(withoutId.botProtection).toEqual({ appId: 'edge-shield' });
  });

  it('does not mark a 403 without an appId, nor another status with one', () => {
    expect(failure({ status: 403, body: { errorDetails: [{ message: 'No' }] } }).botProtection).toBeNull();
    expect(failure({ status: 401, body: { errorDetails: [{ message: 'No' }], appId: 'x' } }).botProtection).toBeNull();
  });
});

describe('readErrorResponse (the browser-safe reading of the error format)', () => {
  // The zod contract is the reference: the hand-written reader must accept, reject and strip exactly as it does.
  it.each([
    { errorDetails: [] },
    { errorDetails: [{ errorId: 'INV408', message: 'Too many', maxAllowedQty: 3 }], correlationId: 'c-1' },
    { errorDetails: [{ message: 'Blocked', field: 'body.qty' }], appId: 'edge-shield', extra: true },
    { errorDetails: [{ errorId: undefined, message: 'm' }], appId: undefined },
    { errorDetails: [{ message: 'm' }, { errorId: 'GEN500', message: 'second' }] },
    { errorDetails: [{ errorId: 42, message: 'id is not a string' }] },
    { errorDetails: [{ errorId: 'GEN500' }] },
    { errorDetails: [null] },
    { errorDetails: 'nope' },
    { errorDetails: [{ message: 'm', field: 3 }] },
    { errorDetails: [{ errorId: 'INV406', message: 'All in cart', field: 'qty', qty: 2, inventoryLevel: 0 }] },
    { errorDetails: [{ errorId: 'INV406', message: 'm', qty: -1 }] },
    { errorDetails: [{ errorId: 'INV406', message: 'm', qty: 1.5 }] },
    { errorDetails: [{ errorId: 'INV406', message: 'm', inventoryLevel: '2' }] },
    { errorDetails: [{ errorId: 'INV408', message: 'm', field: 'qty', maxAllowedQty: 1 }] },
    { errorDetails: [{ errorId: 'INV408', message: 'm', maxAllowedQty: 0 }] },
    { errorDetails: [{ errorId: 'INV408', message: 'm', maxAllowedQty: 2.5 }] },
    { errorDetails: [{ errorId: 'INV408', message: 'm', maxAllowedQty: '3' }] },
    { errorDetails: [], appId: 7 },
    { errorDetails: [], correlationId: null },
    [],
    null,
    'text',
    42,
  ])('agrees with the ErrorResponse contract on %j', (body) => {
    const parsed = ErrorResponse.safeParse(body);
    expect(readErrorResponse(body)).toEqual(parsed.success ? parsed.data : undefined);
  });
});

describe('retryAfterSeconds', () => {
  it('reads delay-seconds and an HTTP date, at least a second; nothing or nonsense is null', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(retryAfterSeconds('840', now)).toBe(840);
    expect(retryAfterSeconds(' 0 ', now)).toBe(1);
    expect(retryAfterSeconds('Tue, 01 Dec 2026 10:14:00 GMT', now)).toBe(840);
    expect(retryAfterSeconds('Tue, 01 Dec 2026 09:00:00 GMT', now)).toBe(1);
    expect(retryAfterSeconds(null, now)).toBeNull();
    expect(retryAfterSeconds('soon', now)).toBeNull();
    expect(retryAfterSeconds('-5', now)).toBeNull();
  });
});
