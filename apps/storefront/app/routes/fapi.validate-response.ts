import { validateResponse } from '#app/lib/api/validate-response.server.ts';
import { getRequestContext } from '#app/lib/request-context.server.ts';
import type { Route } from './+types/fapi.validate-response';

/** POST /fapi/api/validate-response/{contract} (spec §5, §7 Internal). */
export function action({ request, params, context }: Route.ActionArgs) {
  const { config, correlationId } = getRequestContext(context);
  return validateResponse(request, params.contract, { enabled: config.validateResponse, correlationId });
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { config, correlationId } = getRequestContext(context);
  return validateResponse(request, params.contract, { enabled: config.validateResponse, correlationId });
}
