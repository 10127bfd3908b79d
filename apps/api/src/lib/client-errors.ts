import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ResponseHeaders } from '@outsole/contracts/headers';
import { ApiError } from './api-error.js';
import { toErrorBody } from './error-mapping.js';

/**
 * What Node's HTTP parser refuses before fastify sees a request, by the parser's error code: each id's status is
 * the one it is answered with (decision 0004).
 */
const REFUSALS: Readonly<Record<string, () => ApiError>> = {
  HPE_HEADER_OVERFLOW: () => new ApiError('API431'),
  ERR_HTTP_REQUEST_TIMEOUT: () => new ApiError('API408'),
};
const malformed = () => new ApiError('API400', { message: 'The request is not valid HTTP.' });

/**
 * The raw HTTP answer to a request Node's parser refused (an oversized URL or headers, a malformed request line, a
 * request that took too long to arrive), in the spec's error format: fastify's default answers
 * `{ error, message, statusCode }`. There is no request, so the correlation id is new; the connection closes.
 */
export function clientErrorAnswer(error: { code?: unknown }, appId: string): string {
  const refusal = ((typeof error.code === 'string' && REFUSALS[error.code]) || malformed)();
  const status = refusal.statusCode;
  const correlationId = randomUUID();
  const body = JSON.stringify(toErrorBody(refusal, appId, correlationId));
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
