import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { shutdown } from './graceful-shutdown.js';
import { AUTH, createTestApp } from './test/test-app.js';

/**
 * A real HTTP request (inject() bypasses the server, and shutdown is about the server), on a keep-alive
 * connection as a load balancer would hold it, unless `fresh` asks for a new connection.
 */
function get(port: number, path: string, fresh = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, headers: AUTH, ...(fresh ? { agent: false } : {}) }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function listeningApp(delayMs: number) {
  const t = await createTestApp();
  // A slow test-only route stands in for a request still running when the signal arrives; `started` resolves once
  // it runs (on a busy machine a fixed pause before the signal may come before the request arrives).
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  t.app.get('/test/slow', async () => {
    markStarted();
    await sleep(delayMs);
    return { done: true };
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...t, started, port: (t.app.server.address() as AddressInfo).port };
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, closes the database and resolves 0', async () => {
    const t = await listeningApp(300);
    try {
      const inFlight = get(t.port, '/test/slow');
      await t.started;
      const code = await shutdown(t.app, t.db, 5_000);
      expect(code).toBe(0);
      expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
      await expect(get(t.port, '/health/live', true)).rejects.toThrow(/ECONNREFUSED/);
      await expect(t.db.selectFrom('sites').select('site_id').execute()).rejects.toThrow();
    } finally {
      await t.close(); // drops the PostgreSQL schema when TEST_DB=postgres
    }
  });

  it('cuts requests still running after the grace period and resolves 1', async () => {
    const t = await listeningApp(5_000);
    try {
      const inFlight = get(t.port, '/test/slow');
      await t.started;
      const signalled = Date.now();
      expect(await shutdown(t.app, t.db, 200)).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(2_000);
      await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
    } finally {
      await t.close();
    }
  });
});
