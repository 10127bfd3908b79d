import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestApp, type TestApp } from '../test/test-app.js';
import { createLogger } from './logger.js';

/**
 * The api's per-request line is its access log: it must name the method, the path (never the query, where tokens and
 * email addresses travel), the client address, the status and the time taken. The scrub used to run before fastify's
 * serializers and copied only the request's own keys, so every line said `"req":{}` and `"res":{}`.
 */
describe('request log lines', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger({ level: 'info', stream }) });
  });
  afterAll(() => t.close());

  it('carry method, path without the query, client address, status and duration', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/sites/v1/sites?email=jo%40example.com&token=abc&q=shoes',
      headers: AUTH,
    });
    expect(response.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/sites/v1/sites',
      status: 200,
      remoteAddress: '127.0.0.1',
    });
    expect(lines[0]?.ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toMatch(/jo%40example|token=abc|q=shoes/);
  });

  it('name an error by its class', () => {
    lines.length = 0;
    class LostConnection extends Error {}
    t.app.log.error({ err: new LostConnection('gone') }, 'failed');
    expect(lines[0]?.err).toMatchObject({ type: 'LostConnection', message: 'gone' });
  });
});
