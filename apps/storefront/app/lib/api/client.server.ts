import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import type { LocalePath } from '@outsole/contracts/locales';
import type { z } from 'zod';

import type { Config } from '../config.server.ts';
import { newTransactionId } from '../http/correlation-id.ts';
import { ApiError, HttpError, toFailure, type BotProtection, type ErrorParams } from './api-error.ts';
import { reportError, type ErrorReporter } from './monitoring.ts';
import type { Cacheable, ResponseCache } from './response-cache.server.ts';

/**
 * The storefront's server-side api client. Every call carries every header of contracts/headers.ts (spec §7),
 * every answer is parsed with its contract, and every failure becomes an ApiError or HttpError (api-error.ts).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiClientOptions {
  config: Pick<Config, 'apiUrl' | 'apiAccessKey' | 'serverTrustId' | 'apiTesting'>;
  /** The transport: global fetch, or the mock transport in mock mode (mock/mock-fetch.server.ts). */
  fetch: typeof fetch;
  correlationId: string;
  /** The shopper's session id (x-usid) when there is one. */
  usid?: string | undefined;
  locale: LocalePath;
  siteId?: string | undefined;
  /** Localised message for an error id (i18n catalogue) or undefined. */
  translate: (errorId: string, params: ErrorParams) => string | undefined;
  report?: ErrorReporter;
  onBotProtection?: (signal: BotProtection & { correlationId: string | undefined }) => void;
  /** Every call that ends in an error (after any retry), whether or not the caller expected it. */
  onFailure?: () => void;
  /** Per-call deadline; an api that does not answer in time fails the call instead of hanging the page. */
  timeoutMs?: number;
  /**
   * When every call of this client must have ended (the request's budget, RequestContext.apiDeadline): a call
   * still waiting then fails as one the api did not answer, whether it waits for its own exchange or for an answer
   * the shared cache is fetching for several requests (which goes on for the others).
   */
  deadline?: AbortSignal | undefined;
  /** The process's shared cache of public api answers (response-cache.server.ts); GETs go through it. */
  cache?: ResponseCache | undefined;
  /** The shopper's session (lib/session): the bearer token for every call, renewed once when the api rejects it. */
  auth?: ApiAuth | undefined;
  /**
   * The shopper's address, sent as x-forwarded-for: the api counts credential attempts and rate limits per shopper
   * behind the trusted storefront (only for calls made on a shopper's behalf, never for shared catalog reads).
   */
  clientIp?: string | undefined;
}

/** What the client needs from the shopper's session (lib/session/session.server.ts implements it). */
export interface ApiAuth {
  /** The bearer token to send, or null to call without one. */
  accessToken(): Promise<string | null>;
  /** The api rejected `rejected` (401 API401: expired or no longer valid): a fresh token to retry with once, or null. */
  renew(rejected: string): Promise<string | null>;
  /** The api answered AUT498 (invalid customer, spec §8): the session is forgotten. */
  invalidate(): void;
}

export interface CallOptions<S extends z.ZodType | null> {
  method?: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The contract of a successful answer; null for answers without a body (204). */
  schema: S;
  signal?: AbortSignal;
  /** Overrides the client's site for one call (e.g. fetching another site's record). */
  siteId?: string;
  /**
   * Statuses that are an answer, not a failure, for this call (a site lookup's 404): still thrown, so the caller
   * decides, but not reported to monitoring.
   */
  expectedStatuses?: readonly number[];
}

type Result<S extends z.ZodType | null> = S extends z.ZodType ? z.output<S> : undefined;

/** A successful answer that does not match its contract: a bug on one side, never shown to shoppers as-is. */
export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
  constructor(
    readonly request: { method: string; path: string },
    readonly issues: ReadonlyArray<{ path: string; message: string }>,
    readonly correlationId: string,
  ) {
    super(`${request.method} ${request.path} answered outside its contract: ${formatIssues(issues)}`);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createApiClient(options: ApiClientOptions) {
  const report = options.report ?? reportError;

  function headersFor(siteId: string | undefined, hasBody: boolean): Headers {
    const headers = new Headers({
      [ApiHeaders.accept]: 'application/json',
      [ApiHeaders.correlationId]: options.correlationId,
      [ApiHeaders.transactionId]: newTransactionId(),
      [ApiHeaders.locale]: options.locale,
      [ApiHeaders.accessKey]: options.config.apiAccessKey,
      [ApiHeaders.serverTrustId]: options.config.serverTrustId,
    });
    if (siteId) headers.set(ApiHeaders.siteId, siteId);
    if (options.usid) headers.set(ApiHeaders.usid, options.usid);
    if (options.config.apiTesting) headers.set(ApiHeaders.testing, options.config.apiTesting);
    if (options.clientIp) headers.set('x-forwarded-for', options.clientIp);
    if (hasBody) headers.set('content-type', 'application/json');
    return headers;
  }

  async function call<S extends z.ZodType | null>(call: CallOptions<S>): Promise<Result<S>> {
    if (!options.onFailure) return callOnce(call);
    try {
      return await callOnce(call);
    } catch (error) {
      options.onFailure();
      throw error;
    }
  }

  async function callOnce<S extends z.ZodType | null>(call: CallOptions<S>): Promise<Result<S>> {
    const auth = options.auth;
    if (!auth) return send(call, null);
    const token = await auth.accessToken();
    try {
      return await send(call, token, token !== null);
    } catch (error) {
      if (token !== null && isRejectedToken(error)) {
        // The bearer expired or is no longer valid: refresh once and retry once (a second 401 is final).
        const renewed = await auth.renew(token);
        if (renewed !== null && renewed !== token) return retryAfterRenewal(call, renewed);
        reportFailure(error);
      }
      if (error instanceof ApiError && error.errorId === INVALID_CUSTOMER) auth.invalidate();
      throw error;
    }
  }

  async function retryAfterRenewal<S extends z.ZodType | null>(call: CallOptions<S>, token: string) {
    try {
      return await send(call, token);
    } catch (error) {
      if (error instanceof ApiError && error.errorId === INVALID_CUSTOMER) options.auth?.invalidate();
      throw error;
    }
  }

  function send<S extends z.ZodType | null>(
    call: CallOptions<S>,
    token: string | null,
    quietOnRejectedToken = false,
  ): Promise<Result<S>> {
    const method = call.method ?? 'GET';
    const path = withQuery(call.path, call.query);
    const headers = headersFor(call.siteId ?? options.siteId, call.body !== undefined);
    if (token) headers.set(ApiHeaders.authorization, `Bearer ${token}`);
    // A call made with the shopper's token is theirs: never answered from, nor stored in, the shared cache.
    const cache = token ? undefined : options.cache;
    // The request's time is up: no new call is started for it, shared or its own.
    if (options.deadline?.aborted) return Promise.reject(noAnswer({ method, path }, options.deadline.reason));
    if (cache && method === 'GET' && call.schema !== null) {
      // A shared answer outlives this request: neither the shopper navigating away (call.signal) nor this
      // request's budget may abort it; this request only stops waiting for it.
      const shared = cache.get(path, headers, () =>
        exchange({ ...call, signal: undefined }, method, path, headers, quietOnRejectedToken, false),
      );
      return untilDeadline(shared, { method, path });
    }
    return exchange(call, method, path, headers, quietOnRejectedToken).then((answer) => answer.value);
  }

  /** No answer at all (refused, reset, timed out): there is no errorId, so an HttpError (503, as a gateway would). */
  function noAnswer(request: { method: string; path: string }, cause: unknown): HttpError {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const failure = new HttpError(`${request.method} ${request.path} could not reach the api: ${reason}`, {
      status: 503,
      request,
      body: null,
      correlationId: options.correlationId,
      botProtection: null,
    });
    failure.cause = cause;
    report({
      errorId: undefined,
      message: failure.message,
      correlationId: options.correlationId,
      status: 503,
      request,
      source: 'server',
    });
    return failure;
  }

  /** `work`, or the failure of a call the api did not answer once the client's deadline has passed. */
  function untilDeadline<T>(work: Promise<T>, request: { method: string; path: string }): Promise<T> {
    const deadline = options.deadline;
    if (!deadline) return work;
    return new Promise<T>((resolve, reject) => {
      const expire = () => reject(noAnswer(request, deadline.reason));
      deadline.addEventListener('abort', expire, { once: true });
      // Handled either way: a shared answer failing after this request stopped waiting is no unhandled rejection.
      void work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', expire));
    });
  }

  function reportFailure(error: unknown) {
    if (!(error instanceof HttpError)) return;
    report({
      errorId: error instanceof ApiError ? error.errorId : undefined,
      message: error.message,
      correlationId: error.correlationId,
      status: error.status,
      request: error.request,
      source: 'server',
    });
  }

  async function exchange<S extends z.ZodType | null>(
    call: CallOptions<S>,
    method: HttpMethod,
    path: string,
    headers: Headers,
    quietOnRejectedToken = false,
    withinDeadline = true,
  ): Promise<Cacheable<Result<S>>> {
    const request = { method, path };
    const hasBody = call.body !== undefined;
    const signals = [
      AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      call.signal,
      withinDeadline ? options.deadline : undefined,
    ].filter((signal): signal is AbortSignal => signal !== undefined);

    let response: Response;
    try {
      response = await options.fetch(`${options.config.apiUrl}${path}`, {
        method,
        headers,
        body: hasBody ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.any(signals),
      });
    } catch (cause) {
      throw noAnswer(request, cause);
    }

    const body = await readBody(response);
    if (!response.ok) {
      const failure = toFailure({
        status: response.status,
        request,
        body,
        correlationId: response.headers.get(ApiHeaders.correlationId) ?? options.correlationId,
        retryAfter: response.headers.get('retry-after'),
        translate: options.translate,
      });
      const errorId = 'errorId' in failure ? failure.errorId : undefined;
      // A rejected bearer is renewed and the call retried (see `call`); only a failure that stands is reported.
      const retried = quietOnRejectedToken && isRejectedToken(failure);
      if (!retried && !call.expectedStatuses?.includes(response.status))
        report({
          errorId,
          message: failure.message,
          correlationId: failure.correlationId,
          status: failure.status,
          request,
          source: 'server',
        });
      if (failure.botProtection)
        options.onBotProtection?.({ ...failure.botProtection, correlationId: failure.correlationId });
      throw failure;
    }

    const cacheable = (value: Result<S>): Cacheable<Result<S>> => ({
      value,
      cacheControl: response.headers.get('cache-control'),
      vary: response.headers.get('vary'),
    });
    if (call.schema === null) return cacheable(undefined as Result<S>);
    const parsed = call.schema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const error = new ContractViolationError(request, issues, options.correlationId);
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'api answer failed its contract',
          time: new Date().toISOString(),
          correlationId: options.correlationId,
          request,
          status: response.status,
          issues,
        }),
      );
      throw error;
    }
    return cacheable(parsed.data as Result<S>);
  }

  return {
    request: call,
    get<S extends z.ZodType>(
      path: string,
      schema: S,
      query?: Record<string, QueryValue>,
      options: Pick<CallOptions<S>, 'expectedStatuses' | 'signal'> = {},
    ) {
      return call({ path, schema, query, ...options });
    },
    post<S extends z.ZodType | null>(path: string, body: unknown, schema: S) {
      return call({ method: 'POST', path, body, schema });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** spec §8 AUT498 "invalid customer": the account or its session is gone. */
const INVALID_CUSTOMER = 'AUT498';

/** 401 API401: the api did not accept the bearer token (expired, bad signature, revoked key). */
function isRejectedToken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.errorId === 'API401';
}

export function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const text = await response.text();
  if (!text) return null;
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function formatIssues(issues: ReadonlyArray<{ path: string; message: string }>): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path || '(root)'}: ${issue.message}`)
    .join('; ');
}
