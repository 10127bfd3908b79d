import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ResponseHeaders } from '@outsole/contracts/headers';
import { ApiError } from './api-error.js';
import { toErrorBody } from './error-mapping.js';

/** What Node's HTTP parser refuses before fastify sees a request, by the parser's error code. */
const REFUSALS: Readonly<Record<string, { status: number; message: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request URL or headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request was not received in time.' },
};
const MALFORMED = { status: 400, message: 'The request is not valid HTTP.' };

/**
 * The raw HTTP answer to a request Node's parser refused (an oversized URL or headers, a malformed request line, a
 * request that took too long to arrive), in the spec's error format: fastify's default answers
 * `{ error, message, statusCode }`. There is no request, so the correlation id is new; the connection closes.
 */
export function clientErrorAnswer(error: { code?: unknown }, appId: string): string {
  const { status, message } = (typeof error.code === 'string' && REFUSALS[error.code]) || MALFORMED;
  const correlationId = randomUUID();
  const body = JSON.stringify(toErrorBody(new ApiError('API400', { status, message }), appId, correlationId));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `${ResponseHeaders.correlationId}: ${correlationId}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** fastify's `clientErrorHandler`: answers in the spec's format (above), then closes the connection. */
export function answerClientError(appId: string) {
  return function onClientError(error: Error & { code?: unknown }, socket: Socket): void {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.write(clientErrorAnswer(error, appId));
    socket.destroy(error);
  };
}
