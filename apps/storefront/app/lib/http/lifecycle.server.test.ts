import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeGracefully, logLine } from './lifecycle.server.ts';

function get(port: number, path: string, fresh = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, ...(fresh ? { agent: false } : {}) }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A server whose /slow answers after `delayMs`; `started` resolves once that request runs. */
async function slowServer(delayMs: number): Promise<{ server: Server; port: number; started: Promise<void> }> {
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const server = createServer((req, res) => {
    if (req.url !== '/slow') return void res.end('ok');
    markStarted();
    setTimeout(() => res.end('done'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, started };
}

describe('graceful shutdown (SHUTDOWN_GRACE_MS)', () => {
  it('lets an in-flight request finish within the grace period, refuses new connections and resolves 0', async () => {
    const { server, port, started } = await slowServer(300);
    const inFlight = get(port, '/slow');
    await started;
    expect(await closeGracefully(server, 5_000)).toBe(0);
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    await expect(get(port, '/', true)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('cuts requests still running after the grace period and resolves 1', async () => {
    const { server, port, started } = await slowServer(5_000);
    const inFlight = get(port, '/slow');
    await started;
    const signalled = Date.now();
    expect(await closeGracefully(server, 200)).toBe(1);
    expect(Date.now() - signalled).toBeLessThan(2_000);
    await expect(inFlight).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});

describe('log lines', () => {
  it('are JSON with level, msg and time, and honour LOG_LEVEL', () => {
    const lines: string[] = [];
    const write = (line: string) => void lines.push(line);
    logLine({ logLevel: 'info' }, 'info', 'storefront listening', { url: 'http://localhost:3000' }, write);
    logLine({ logLevel: 'warn' }, 'info', 'not written', {}, write);
    logLine({ logLevel: 'silent' }, 'fatal', 'not written either', {}, write);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      msg: 'storefront listening',
      url: 'http://localhost:3000',
    });
    expect(lines[0]!.endsWith('\n')).toBe(true);
  });
});
