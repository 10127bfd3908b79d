import { transportFor } from '#app/lib/api/api.server.ts';
import { proxyToApi } from '#app/lib/api/proxy.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import type { Route } from './+types/api-proxy';

/** `/api/*`: browser calls forwarded to the api with the server-side headers (lib/api/proxy.server.ts). */
export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  return proxyToApi(request, ctx, transportFor(ctx.config));
}

export function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  return proxyToApi(request, ctx, transportFor(ctx.config));
}
