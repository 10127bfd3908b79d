import { ingestPerformance } from '#app/lib/analytics/ingest.server.ts';
import { apiFor } from '#app/lib/api/api.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import type { Route } from './+types/fapi.performance-ingest';

/** POST /fapi/performance/ingest: web-vitals beacons, stored through the api. */
export function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const api = apiFor(ctx, { locale: ctx.config.defaultLocale });
  return ingestPerformance(request, { api, correlationId: ctx.correlationId });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  return ingestPerformance(request, {
    api: apiFor(ctx, { locale: ctx.config.defaultLocale }),
    correlationId: ctx.correlationId,
  });
}
