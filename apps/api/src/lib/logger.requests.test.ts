import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestApp, type TestApp } from '../test/test-app.js';
import { createLogger, REDACTED } from './logger.js';

/**
 * The api's per-request lines are its access log: they must name the method, the URL (secrets in its query redacted
 * as anywhere else), the client address, the status and the time taken. The scrub used to run before fastify's
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
    t = await createTestApp({ seedSize: 0, logger: createLogger({ level: 'info', stream }) });
  });
  afterAll(() => t.close());

  it('carry method, URL without secrets, client address, status and duration', async () => {
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/health/live?email=jo%40example.com&token=abc&q=shoes',
      headers: AUTH,
    });
    expect(response.statusCode).toBe(200);
    const incoming = lines.find((line) => line.msg === 'incoming request') as { req: Record<string, unknown> };
    const completed = lines.find((line) => line.msg === 'request completed') as {
      res: Record<string, unknown>;
      responseTime: number;
    };
    expect(incoming.req).toMatchObject({
      method: 'GET',
      url: `/health/live?email=${REDACTED}&token=${REDACTED}&q=shoes`,
      remoteAddress: '127.0.0.1',
    });
    expect(completed.res).toEqual({ statusCode: 200 });
    expect(completed.responseTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(lines)).not.toMatch(/jo%40example|token=abc/);
  });

  it('name an error by its class', () => {
    lines.length = 0;
    class LostConnection extends Error {}
    t.app.log.error({ err: new LostConnection('gone') }, 'failed');
    expect(lines[0]?.err).toMatchObject({ type: 'LostConnection', message: 'gone' });
  });
});
