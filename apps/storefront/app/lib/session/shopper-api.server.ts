import type { LocalePath } from '@outsole/contracts/locales';

import { apiFor } from '../api/api.server.ts';
import type { ApiClient } from '../api/client.server.ts';
import type { RequestContext } from '../request-context.server.ts';
import { sessionFor } from './session.server.ts';

/**
 * An api client acting for the shopper: their bearer token, their usid (x-usid) and their address. `identity:
 * 'required'` (a write, a consumer call) starts a guest session when there is none; `optional` (reads that
 * personalise when they can) never does. Catalog reads use plain `apiFor`, which sends neither, so they stay
 * shared and cacheable.
 */
export function shopperApi(
  ctx: RequestContext,
  request: Request,
  scope: { locale: LocalePath; siteId: string },
  { identity = 'optional' }: { identity?: 'optional' | 'required' } = {},
): ApiClient {
  const session = sessionFor(ctx, request);
  return apiFor(ctx, {
    ...scope,
    usid: identity === 'required' ? session.ensureUsid() : (session.usid ?? undefined),
    auth: session.apiAuth(identity),
    clientIp: ctx.clientIp,
  });
}
