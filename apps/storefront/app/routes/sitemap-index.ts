import { sitemapIndexResponse } from '#app/features/sitemap/sitemap.server.ts';
import type { Route } from './+types/sitemap-index';

/** `/sitemap.xml`: the sitemap index of the host's brand. */
export function loader({ request, context }: Route.LoaderArgs) {
  return sitemapIndexResponse({ request, params: {}, context });
}
