import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AUTH, TEST_APP_ID, createTestApp } from '../test/test-app.js';
import { clientErrorAnswer } from './client-errors.js';

/** Sends raw bytes to the listening api and reads its whole answer (the server closes the connection). */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('requests the HTTP parser refuses', () => {
  it('answer an oversized URL or headers with 431 API431 in the spec format, on a real connection', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      const headers = Object.entries(AUTH)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const path = `/products/v2/search/productSearch?q=${'x'.repeat(20_000)}`;
      const answer = parse(await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`));
      expect(answer.status).toBe(431);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.body).toEqual({
        errorDetails: [{ errorId: 'API431', message: 'The request URL or headers are too large.' }],
        appId: TEST_APP_ID,
        correlationId: answer.headers['x-correlation-id'],
      });

      // Headers too large (a 20 KB bearer): the same 431 API431.
      const bigHeader = `GET /health/live HTTP/1.1\r\nHost: localhost\r\n${headers}authorization: Bearer ${'y'.repeat(20_000)}\r\n\r\n`;
      const tooLarge = parse(await rawRequest(port, bigHeader));
      expect(tooLarge.status).toBe(431);
      expect(tooLarge.body).toMatchObject({ errorDetails: [{ errorId: 'API431' }] });

      const malformed = parse(await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n'));
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({
        errorDetails: [{ errorId: 'API400', message: 'The request is not valid HTTP.' }],
      });

      // The server still serves well-formed requests afterwards.
      const health = await fetch(`http://127.0.0.1:${port}/health/live`);
      expect(health.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answer a request that arrived too slowly with 408 API408, and any other refusal with 400 API400', () => {
    const timeout = parse(clientErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }, 'app'));
    expect(timeout.status).toBe(408);
    expect(timeout.headers['connection']).toBe('close');
    expect(timeout.body).toMatchObject({ appId: 'app', errorDetails: [{ errorId: 'API408' }] });
    const invalid = parse(clientErrorAnswer({ code: 'HPE_INVALID_METHOD' }, 'app'));
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ errorDetails: [{ errorId: 'API400' }] });
    expect(parse(clientErrorAnswer({}, 'app')).status).toBe(400);
  });
});
