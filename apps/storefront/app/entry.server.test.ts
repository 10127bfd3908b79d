import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { handleError } from './entry.server.tsx';
import { parseConfig } from './lib/config.server.ts';
import { createLoadContext, getRequestContext } from './lib/request-context.server.ts';

/** What React Router's handleError logs (entry.server.tsx): one JSON line per error worth an operator's look. */
const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test' });

describe('handleError', () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function report(error: unknown, method = 'GET') {
    const context = createLoadContext({
      config,
      nonce: 'n',
      correlationId: 'corr-handle-error',
      pageCache: { keep: true },
    });
    handleError(error, {
      request: new Request('http://localhost/en-us/c/shoes-653341', { method }),
      context,
      params: {},
    } as never);
    return { context, logged: lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  it('logs an error thrown while loading or rendering, with its message and the correlation id', () => {
    const { context, logged } = report(new TypeError('cannot read tiles'));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'unhandled error',
        correlationId: 'corr-handle-error',
        method: 'GET',
        path: '/en-us/c/shoes-653341',
        error: expect.objectContaining({ name: 'TypeError', message: 'cannot read tiles' }),
      }),
    ]);
    expect(getRequestContext(context).pageCache.keep).toBe(false);
  });

  it('does not log React Router’s answer to a request it cannot serve (a POST to a page with no action)', () => {
    // As React Router makes it (getInternalRouterError): status, text, the explaining Error, internal.
    const notAllowed = new ErrorResponseImpl(
      405,
      'Method Not Allowed',
      new Error('You made a POST request to "/en-us/c/shoes-653341" but did not provide an `action`'),
      true,
    );
    const { context, logged } = report(notAllowed, 'POST');
    expect(logged).toEqual([]);
    // Still never a page for the cache.
    expect(getRequestContext(context).pageCache.keep).toBe(false);
  });

  it('logs a 5xx error response with its status and the error inside it', () => {
    const failed = new ErrorResponseImpl(500, 'Internal Server Error', new Error('stream broke'), true);
    const { logged } = report(failed);
    expect(logged).toEqual([
      expect.objectContaining({ status: 500, error: expect.objectContaining({ message: 'stream broke' }) }),
    ]);
  });

  it('logs anything else thrown as what it holds, never "[object Object]"', () => {
    const { logged } = report({ reason: 'odd value', code: 7 });
    expect(logged[0]?.error).toEqual({ reason: 'odd value', code: 7 });
    expect(report('a string').logged[1]?.error).toBe('a string');
  });
});
