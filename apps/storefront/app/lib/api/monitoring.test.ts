import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportError, setErrorReporter, severityOf, type ErrorReport } from './monitoring.ts';

const report = (status: number | undefined): ErrorReport => ({
  errorId: status === undefined ? undefined : 'API404',
  message: 'GET /products/v2/products/ZZZ/details failed',
  correlationId: 'corr-monitoring-1',
  ...(status === undefined ? {} : { status }),
  request: { method: 'GET', path: '/products/v2/products/ZZZ/details' },
  source: 'server',
});

describe('error reporting', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [400, 'warn'],
    [404, 'warn'],
    [409, 'warn'],
    [429, 'warn'],
    [500, 'error'],
    [503, 'error'],
    [undefined, 'error'],
  ] as const)('rates status %s as %s', (status, severity) => {
    expect(severityOf(status)).toBe(severity);
  });

  it('logs a client error (4xx) as a warning line, never at error level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(report(404));
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      msg: 'api error',
      errorId: 'API404',
      status: 404,
      correlationId: 'corr-monitoring-1',
    });
  });

  it('logs a server error (5xx) and a failure without status at error level', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportError(report(500));
    reportError(report(undefined));
    expect(warn).not.toHaveBeenCalled();
    expect(error.mock.calls.map((call) => JSON.parse(String(call[0])) as { level: string })).toMatchObject([
      { level: 'error', status: 500 },
      { level: 'error' },
    ]);
  });

  it('never lets a failing reporter break the caller', () => {
    const restore = setErrorReporter(() => {
      throw new Error('monitoring down');
    });
    try {
      expect(() => reportError(report(500))).not.toThrow();
    } finally {
      restore();
    }
  });
});
