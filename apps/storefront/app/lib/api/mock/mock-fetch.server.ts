import { Headers as ApiHeaders } from '@outsole/contracts/headers';

import { defaultMockHandlers } from './default-handlers.ts';
import type { MockHandler, MockHandlers, MockReply, MockRequest, MockRoute } from './mock-types.ts';

/**
 * Mock mode (API_MOCK=true): a `fetch` that answers from typed handlers instead of the network, so everything
 * above the transport (headers, contract parsing, error mapping) runs exactly as against the real api.
 * spec §9: responses default to status 200, and mocks are never active in production.
 */

export class MockModeError extends Error {
  override name = 'MockModeError';
}

export interface MockFetchOptions {
  /** Per-route overrides, merged over the default fixtures. */
  handlers?: MockHandlers;
  /** The process environment's NODE_ENV; production refuses to build a mock transport at all. */
  nodeEnv: string | undefined;
  /** Answer 401 like the api when the access key or trust id header is missing (default true). */
  requireCredentials?: boolean;
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: MockHandler<MockRoute>;
}

export function assertMockAllowed(nodeEnv: string | undefined): void {
  if (nodeEnv === 'production') {
    throw new MockModeError('API mocks are never active in production (spec §9): unset API_MOCK');
  }
}

export function createMockFetch(options: MockFetchOptions): typeof fetch {
  assertMockAllowed(options.nodeEnv);
  const handlers: MockHandlers = { ...defaultMockHandlers, ...options.handlers };
  const routes = Object.entries(handlers).map(([key, handler]) => compile(key, handler as MockHandler<MockRoute>));
  const requireCredentials = options.requireCredentials ?? true;

  const mockFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (
      requireCredentials &&
      (!request.headers.get(ApiHeaders.accessKey) || !request.headers.get(ApiHeaders.serverTrustId))
    ) {
      return json(401, { errorDetails: [{ errorId: 'API401', message: 'Missing access key or trust id' }] }, request);
    }
    for (const route of routes) {
      if (route.method !== request.method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const mockRequest: MockRequest = {
        method: request.method,
        path: url.pathname,
        params,
        query: url.searchParams,
        headers: request.headers,
        body: (text ? safeJson(text) : undefined) as never,
      };
      const reply: MockReply = await route.handler(mockRequest as MockRequest<MockRoute> as never);
      return json(reply.status ?? 200, reply.body, request, reply.headers);
    }
    return json(
      404,
      { errorDetails: [{ errorId: 'API404', message: `No mock for ${request.method} ${url.pathname}` }] },
      request,
    );
  };
  return mockFetch as typeof fetch;
}

function compile(key: string, handler: MockHandler<MockRoute>): CompiledRoute {
  const [method = 'GET', template = '/'] = key.split(' ');
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}/?$`), names, handler };
}

function json(status: number, body: unknown, request: Request, headers: Record<string, string> = {}): Response {
  const correlationId = request.headers.get(ApiHeaders.correlationId);
  const responseHeaders = new Headers(headers);
  if (correlationId) responseHeaders.set(ApiHeaders.correlationId, correlationId);
  const transactionId = request.headers.get(ApiHeaders.transactionId);
  if (transactionId) responseHeaders.set(ApiHeaders.transactionId, transactionId);
  if (status === 204 || status === 304 || body === null)
    return new Response(null, { status, headers: responseHeaders });
  responseHeaders.set('content-type', 'application/json; charset=utf-8');
  const withIds = isErrorBody(body) && correlationId ? { correlationId, ...body } : body;
  return new Response(JSON.stringify(withIds), { status, headers: responseHeaders });
}

function isErrorBody(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && 'errorDetails' in body;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
