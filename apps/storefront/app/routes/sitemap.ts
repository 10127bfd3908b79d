import { sitemapResponse } from '#app/features/sitemap/sitemap.server.ts';
import type { Route } from './+types/sitemap';

/** `/sitemaps/{locale}/{file}.xml`: one child sitemap (home pages, or a page of categories or products). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return sitemapResponse({ request, params, context });
}
