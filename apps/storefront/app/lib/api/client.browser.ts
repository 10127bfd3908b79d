import { Headers as ApiHeaders } from '@outsole/contracts/headers';

import { newTransactionId } from '../http/correlation-id.ts';
import { toFailure, type ErrorParams } from './api-error.ts';
import { dispatchBotProtection } from './bot-protection.ts';
import { reportError, type ErrorReporter } from './monitoring.ts';

/**
 * The browser-side api client: calls go to the same-origin `/api` proxy, which adds the access key, trust id and
 * correlation id. Failures map exactly as on the server (api-error.ts); a 403 with an appId fires the
 * bot-protection window event (spec §8).
 *
 * Answers are typed by their contract but not parsed with it here: the api serialises every answer through its
 * route's response schema (a body outside its contract is a 500, never sent) and the proxy passes it on
 * unchanged, so the browser would only repeat that check, at the cost of zod in every page's JavaScript.
 */

export interface BrowserApiOptions {
  locale: string;
  siteId: string;
  /** Localised message for an error id: the page's message catalogue (`error.<ID>`). */
  translate: (errorId: string, params: ErrorParams) => string | undefined;
  fetch?: typeof fetch;
  report?: ErrorReporter;
  onBotProtection?: typeof dispatchBotProtection;
}

export function createBrowserApi(options: BrowserApiOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const report = options.report ?? reportError;
  const onBotProtection = options.onBotProtection ?? dispatchBotProtection;

  return async function request<T>(
    path: string,
    init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<T> {
    const method = init.method ?? 'GET';
    const headers = new Headers({
      [ApiHeaders.accept]: 'application/json',
      [ApiHeaders.locale]: options.locale,
      [ApiHeaders.siteId]: options.siteId,
      [ApiHeaders.transactionId]: newTransactionId(),
    });
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    const response = await doFetch(`/api${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let body: unknown = text || null;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // Not JSON: keep the text for the error.
    }
    if (!response.ok) {
      const failure = toFailure({
        status: response.status,
        request: { method, path },
        body,
        correlationId: response.headers.get(ApiHeaders.correlationId) ?? undefined,
        retryAfter: response.headers.get('retry-after'),
        translate: options.translate,
      });
      report({
        errorId: 'errorId' in failure ? failure.errorId : undefined,
        message: failure.message,
        correlationId: failure.correlationId,
        status: failure.status,
        request: { method, path },
        source: 'browser',
      });
      if (failure.botProtection) onBotProtection({ ...failure.botProtection, correlationId: failure.correlationId });
      throw failure;
    }
    return body as T;
  };
}
