import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLogs } from '../test/log-capture.js';
import { AUTH, createTestApp, type TestApp } from '../test/test-app.js';
import { accessLevel } from './access-log.js';

/** Probe routes for these tests only: a validated query, an unexpected failure, an answer that takes its time. */
function addProbes(t: TestApp): void {
  t.app.get(
    '/test/count',
    { schema: { querystring: z.object({ count: z.coerce.number().int().min(1) }) } },
    async () => ({ ok: true }),
  );
  t.app.get('/test/fail', async () => {
    throw new TypeError('the probe broke');
  });
  t.app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { ok: true };
  });
  // Fail once the client (a storefront past its timeout) has gone: a bug, and the database out of reach.
  t.app.get('/test/slow-fail', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    throw new TypeError('the slow probe broke');
  });
  t.app.get('/test/slow-busy', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  });
}

/** Sends a GET over a raw socket and goes away after 100 ms, before the probe answers; resolves 600 ms later. */
async function abandon(t: TestApp, path: string): Promise<void> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nx-access-key: ${AUTH['x-access-key']}\r\n\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 600));
}

/**
 * One line per request, written when its answer is out, as the storefront's (method, path, status, ms): fastify's
 * "incoming request" and "request completed" pair, and the errors plugin's "request rejected", made two or three lines
 * of every request, and only the first had the method and URL.
 */
describe('the access log', () => {
  const info = captureLogs('info');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: info.logger });
    addProbes(t);
  });
  afterAll(() => t.close());

  it('writes one line per request with method, path, route, status, duration and the correlation id', async () => {
    info.lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites?token=secret-in-the-query',
      headers: { ...AUTH, 'x-correlation-id': 'my-id-123', 'x-transaction-id': 'txn-9' },
    });
    expect(response.statusCode).toBe(200);
    expect(info.lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        correlationId: 'my-id-123',
        transactionId: 'txn-9',
        method: 'GET',
        path: '/sites/v1/sites',
        route: '/sites/v1/sites',
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(info.lines)).not.toContain('secret-in-the-query');
  });

  it('names the route pattern beside the path, so one route’s requests group whatever their ids', async () => {
    info.lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/stores/v1/stores/no-such-store', headers: AUTH });
    expect(info.lines).toHaveLength(1);
    expect(info.lines[0]).toMatchObject({
      path: '/stores/v1/stores/no-such-store',
      route: '/stores/v1/stores/:storeId',
      errorId: expect.any(String),
    });
  });

  it('carries a refusal’s errorId and field on the same line, at info', async () => {
    info.lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/test/count?count=none', headers: AUTH });
    expect(response.statusCode).toBe(400);
    expect(info.lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', status: 400, errorId: 'API400', field: 'query.count' }),
    ]);

    info.lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/nowhere', headers: AUTH });
    expect(info.lines).toEqual([
      expect.objectContaining({ msg: 'request', path: '/nowhere', status: 404, errorId: 'API404' }),
    ]);
    expect(info.lines[0]?.route).toBeUndefined();
  });

  it('logs an unexpected failure once, at error, with its stack on the request’s line', async () => {
    info.lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/test/fail', headers: AUTH });
    expect(response.statusCode).toBe(500);
    expect(info.lines).toHaveLength(1);
    expect(info.lines[0]).toMatchObject({
      level: 'error',
      msg: 'request',
      path: '/test/fail',
      status: 500,
      errorId: 'GEN500',
      err: { type: 'TypeError', message: 'the probe broke' },
    });
    expect((info.lines[0]?.err as { stack: string }).stack).toContain('access-log.test');
  });

  it('leaves healthy load-balancer probes to the debug level', async () => {
    info.lines.length = 0;
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    expect(info.lines).toEqual([]);
  });

  /** The request lines, without the server's own (listening, workers started). */
  const requestLines = () => info.lines.filter((line) => String(line.msg).startsWith('request'));

  it('writes a line for a request whose client went away before the answer, marked aborted, with status 499', async () => {
    info.lines.length = 0;
    await abandon(t, '/test/slow');
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/test/slow',
        status: 499,
        aborted: true,
      }),
    ]);
  });

  it('still logs the failure, with its stack, of a request whose client went away before it failed', async () => {
    info.lines.length = 0;
    await abandon(t, '/test/slow-fail');
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', path: '/test/slow-fail', status: 499, aborted: true }),
      expect.objectContaining({
        level: 'error',
        msg: 'request failed after the client went away',
        method: 'GET',
        path: '/test/slow-fail',
        route: '/test/slow-fail',
        status: 500,
        aborted: true,
        errorId: 'GEN500',
        err: expect.objectContaining({ type: 'TypeError', message: 'the slow probe broke' }),
      }),
    ]);
    expect((requestLines()[1]?.err as { stack: string }).stack).toContain('access-log.test');

    info.lines.length = 0;
    await abandon(t, '/test/slow-busy');
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 'info', msg: 'request', path: '/test/slow-busy', status: 499, aborted: true }),
      expect.objectContaining({
        level: 'warn',
        msg: 'request failed after the client went away',
        status: 503,
        errorId: 'API503',
        reason: 'database is locked',
      }),
    ]);
  });
});

describe('the access log at other levels', () => {
  it('shows health probes at debug', async () => {
    const debug = captureLogs('debug');
    const t = await createTestApp({ logger: debug.logger });
    try {
      await t.app.inject({ method: 'GET', url: '/health/live' });
      expect(debug.lines.filter((line) => line.msg === 'request')).toEqual([
        expect.objectContaining({ level: 'debug', path: '/health/live', status: 200 }),
      ]);
    } finally {
      await t.close();
    }
  });

  it('keeps LOG_LEVEL: at warn, only failures', async () => {
    const warn = captureLogs('warn');
    const t = await createTestApp({ logger: warn.logger });
    addProbes(t);
    try {
      await t.app.inject({ method: 'GET', url: '/sites/v1/sites', headers: AUTH });
      await t.app.inject({ method: 'GET', url: '/nowhere', headers: AUTH });
      await t.app.inject({ method: 'GET', url: '/test/fail', headers: AUTH });
      expect(warn.lines).toEqual([expect.objectContaining({ level: 'error', path: '/test/fail', status: 500 })]);
    } finally {
      await t.close();
    }
  });

  it('chooses each line’s level by status: 503 (the database away, a failing probe) is a warning', () => {
    expect(accessLevel('/cart/v2/cart', 200)).toBe('info');
    expect(accessLevel('/cart/v2/cart', 404)).toBe('info');
    expect(accessLevel('/cart/v2/cart', 500)).toBe('error');
    expect(accessLevel('/cart/v2/cart', 503)).toBe('warn');
    expect(accessLevel('/health/ready', 200)).toBe('debug');
    expect(accessLevel('/health/ready', 503)).toBe('warn');
    expect(accessLevel('/health/live', 404)).toBe('info');
  });
});
