import { Agent, request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { requestMiddleware } from './server-kit.server.ts';

/**
 * The request middleware's guards. A request answered before its body was read (React Router's 405 for a POST to a
 * page with no action) must not hold up the next request on the same kept-alive connection: a load balancer pools
 * its connections to the storefront, so the next request may be another shopper's. A request without a usable host
 * is refused before anything builds a URL from it.
 */
describe('requestMiddleware', () => {
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
    app.get('/api/products/v2/search/productSearch', (req, res) => {
      res.json({ q: req.query.q });
    });
    app.get('/health', (_req, res) => {
      res.json({ status: 'ok' });
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

  it('drains a body nobody read, so the next request on the connection is answered', async () => {
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

  /** A request written as it stands (what a client without a Host header, or with a broken one, sends). */
  function raw(text: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(text);
    });
  }

  it.each([
    ['HTTP/1.0 without a Host header', 'GET /en-us HTTP/1.0\r\n\r\n'],
    ['a port out of range', 'GET /en-us HTTP/1.1\r\nHost: localhost:99999999\r\nConnection: close\r\n\r\n'],
    ['a host no URL can hold', 'GET /en-us HTTP/1.1\r\nHost: shop example\r\nConnection: close\r\n\r\n'],
  ])('refuses %s with 400 API400 in the spec format', async (_name, request) => {
    const answer = await raw(request);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toMatchObject({
      errorDetails: [{ errorId: 'API400', field: 'headers.host' }],
      appId: 'outsole-storefront',
    });
  });

  it('answers a balancer’s HTTP/1.0 health check without a Host header', async () => {
    expect(await raw('GET /health HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('moves a page whose query holds control characters for good to the same URL without them', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const redirect = (path: string) =>
        new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, location: response.headers.location });
          })
            .on('error', reject)
            .end();
        });
      expect(await redirect('/en-us?colour=%00&q=trail%0A%0Drunning&%01=x&size=10')).toEqual({
        status: 301,
        location: '/en-us?colour=&q=trail+running&size=10',
      });
      expect(await redirect('/en-us?%7F')).toEqual({ status: 301, location: '/en-us' });
      // Never a redirect to another site: a path that a browser would read as one goes on (here: not found).
      for (const path of ['//evil.example/?q=%00', '/\\evil.example/?q=%00', '/\\/evil.example?q=%00']) {
        expect(await redirect(path), path).toMatchObject({ status: 404, location: undefined });
      }
      // Nothing to take out: answered as it is (%25 is a percent sign, %20 a space, not control characters).
      expect(await send(agent, 'GET', '/en-us?q=100%25%20cotton&colour=red')).toMatchObject({ status: 200 });
      // The api's paths answer for their input themselves, through the proxy.
      expect(await send(agent, 'GET', '/api/products/v2/search/productSearch?q=%00')).toMatchObject({
        status: 200,
        text: '{"q":"\\u0000"}',
      });
    } finally {
      agent.destroy();
    }
  });

  it('moves a page whose path ends in a slash, or whose locale is in capitals, for good to its one spelling, query kept', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const redirect = (path: string) =>
        new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
            response.resume();
            resolve({ status: response.statusCode ?? 0, location: response.headers.location });
          })
            .on('error', reject)
            .end();
        });
      expect(await redirect('/en-us/')).toEqual({ status: 301, location: '/en-us' });
      expect(await redirect('/en-us//?utm_source=mail')).toEqual({ status: 301, location: '/en-us?utm_source=mail' });
      expect(await redirect('/en-us/p/lumen-4-MLUMEN4/')).toEqual({
        status: 301,
        location: '/en-us/p/lumen-4-MLUMEN4',
      });
      // A locale in capitals moves to its one spelling, with the slash taken off in the same move.
      expect(await redirect('/EN-US/cart')).toEqual({ status: 301, location: '/en-us/cart' });
      expect(await redirect('/Fr-Fr/?q=x')).toEqual({ status: 301, location: '/fr-fr?q=x' });
      expect(await redirect('/EN-US')).toEqual({ status: 301, location: '/en-us' });
      // Not one of our locales, in any case: not moved (here: not found).
      expect(await redirect('/XX-YY/cart')).toMatchObject({ status: 404, location: undefined });
      // The root is its own page; a path a browser would read as another site goes on (here: not found).
      expect(await redirect('/')).toMatchObject({ status: 404 });
      expect(await redirect('//evil.example/')).toMatchObject({ status: 404, location: undefined });
      // The api's paths are the api's to answer (here Express's own routing, which reads the slash as none).
      expect(await redirect('/api/products/v2/search/productSearch/?q=x')).toEqual({
        status: 200,
        location: undefined,
      });
    } finally {
      agent.destroy();
    }
  });
});
