import { robotsResponse } from '#app/features/sitemap/sitemap.server.ts';
import type { Route } from './+types/robots';

/** `/robots.txt`, naming the sitemap by this host's absolute URL. */
export function loader({ request, context }: Route.LoaderArgs) {
  return robotsResponse({ request, context });
}
