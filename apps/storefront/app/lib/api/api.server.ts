import type { LocalePath } from '@outsole/contracts/locales';

import type { Config } from '../config.server.ts';
import { errorMessage } from '../i18n/catalogue.server.ts';
import { notForPageCache, type RequestContext } from '../request-context.server.ts';
import { createApiClient, type ApiAuth, type ApiClient } from './client.server.ts';
import { createMockFetch } from './mock/mock-fetch.server.ts';
import { responseCacheFor } from './response-cache.server.ts';

/** The transport for this process: the network, or the mock transport in mock mode (never in production). */
let mockTransport: typeof fetch | undefined;

export function transportFor(config: Pick<Config, 'apiMock' | 'env'>): typeof fetch {
  if (!config.apiMock) return globalThis.fetch;
  // Belt and braces: config parsing already refuses API_MOCK in production; so does createMockFetch.
  const nodeEnv = process.env.NODE_ENV === 'production' ? 'production' : config.env;
  mockTransport ??= createMockFetch({ nodeEnv });
  return mockTransport;
}

export interface ApiScope {
  locale: LocalePath;
  siteId?: string | undefined;
  /** The shopper's session id (lib/session/usid.server.ts), sent as x-usid; the api's writes need it. */
  usid?: string | undefined;
  /** The shopper's session (lib/session/session.server.ts `apiAuth`): the bearer token of every call. */
  auth?: ApiAuth | undefined;
  /** The shopper's address for the api's per-client limits (calls made on the shopper's behalf only). */
  clientIp?: string | undefined;
  /** Read past the storefront's cache of public answers (a shopper's own new review must show at once). */
  fresh?: boolean | undefined;
}

/** An api client for one request: its correlation id, its locale's error messages, its bot-protection signal. */
export function apiFor(ctx: RequestContext, scope: ApiScope, transport = transportFor(ctx.config)): ApiClient {
  return createApiClient({
    config: ctx.config,
    fetch: transport,
    correlationId: ctx.correlationId,
    locale: scope.locale,
    siteId: scope.siteId,
    usid: scope.usid,
    auth: scope.auth,
    clientIp: scope.clientIp,
    deadline: ctx.apiDeadline,
    // `?bypassAllCache=true` (spec §2.2) and previews read the api as it is now.
    cache: ctx.bypassCache || scope.fresh ? undefined : responseCacheFor(ctx.config),
    translate: (errorId, params) => errorMessage(scope.locale, errorId, params),
    onBotProtection: (signal) => {
      ctx.signals.botProtection ??= signal;
    },
    // A page that shows less than it should (a failed section, an empty navigation) is not kept for others.
    onFailure: () => notForPageCache(ctx),
  });
}
