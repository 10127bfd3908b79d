import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.js';

describe('keep-alive (KEEP_ALIVE_TIMEOUT_S)', () => {
  it('closes a connection left idle after a request once the configured time has passed', async () => {
    const t = await createTestApp({ seedSize: 0, env: { KEEP_ALIVE_TIMEOUT_S: '1' } });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      const answered = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
      const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      socket.write('GET /health/live HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
      expect(await answered).toMatch(/^HTTP\/1\.1 200/);
      const idleFrom = Date.now();
      // The default (72 s) would keep it open far past this wait.
      const closedAt = await Promise.race([closed, new Promise<null>((resolve) => setTimeout(resolve, 8000, null))]);
      socket.destroy();
      expect(closedAt).not.toBeNull();
      expect(closedAt! - idleFrom).toBeGreaterThanOrEqual(500);
    } finally {
      await t.close();
    }
  });

  it('gives a client REQUEST_TIMEOUT_S to send a whole request (fastify alone would wait for ever)', async () => {
    const byDefault = await createTestApp({ seedSize: 0 });
    const configured = await createTestApp({ seedSize: 0, env: { REQUEST_TIMEOUT_S: '7' } });
    try {
      expect(byDefault.app.server.requestTimeout).toBe(30_000);
      expect(configured.app.server.requestTimeout).toBe(7_000);
      // Node enforces requestTimeout only when the headers' limit is not longer (its default is 60 s).
      expect(byDefault.app.server.headersTimeout).toBe(30_000);
      expect(configured.app.server.headersTimeout).toBe(7_000);
    } finally {
      await byDefault.close();
      await configured.close();
    }
  });
});
