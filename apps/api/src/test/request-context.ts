import { defaultSiteDefinition } from '../db/seed/reference/sites.js';
import { ANONYMOUS, type RequestContext } from '../lib/context.js';

/** A request context for calling a service directly (the default site, its locale), as a request would build it. */
export function testContext(overrides: Partial<RequestContext> = {}): RequestContext {
  const site = defaultSiteDefinition();
  return {
    correlationId: 'test-correlation-id',
    transactionId: 'test-transaction-id',
    site,
    locale: site.locale,
    usid: null,
    trusted: false,
    testing: false,
    shopper: ANONYMOUS,
    ...overrides,
  };
}
