import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { requestMiddleware } from './server-kit.server.ts';

/**
 * A request answered before its body was read (React Router's 405 for a POST to a page with no action) must not hold
 * up the next request on the same kept-alive connection: a load balancer pools its connections to the storefront,
 * so the next request may be another shopper's.
 */
describe('requestMiddleware: a body nobody read', () => {
  let server: ReturnType<ReturnType<typeof express>['listen']>;
  let port = 0;

  beforeAll(async () => {
    const app = express();
    app.use(requestMiddleware({ ...parseConfig({}), isProduction: false }));
    // As React Router's Express adapter does: the body becomes a web stream, which nobody reads before the answer.
    app.post('/en-us/c/shoes-653341', (req, res) => {
      void createReadableStreamFromReadable(req);
      res.status(405).send('Method Not Allowed');
    });
    app.get('/en-us', (_req, res) => {
      res.send('home');
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** One request on the agent's single socket; rejects if no answer comes within 3 s. */
  function send(agent: Agent, method: string, path: string, body = ''): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length } : {},
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.setTimeout(3_000, () => request.destroy(new Error(`no answer to ${method} ${path} within 3 s`)));
      request.on('error', reject);
      request.end(body);
    });
  }

  it('drains it, so the next request on the connection is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Larger than the socket's and the web stream's buffers together: most of it is still unread at the answer.
      const large = `intent=add-item&note=${'x'.repeat(2_000_000)}`;
      const rejected = await send(agent, 'POST', '/en-us/c/shoes-653341', large);
      expect(rejected.status).toBe(405);
      const next = await send(agent, 'GET', '/en-us');
      expect(next).toEqual({ status: 200, text: 'home' });
    } finally {
      agent.destroy();
    }
  });
});
