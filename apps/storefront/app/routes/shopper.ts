import { loadShopper } from '#app/features/site-shell/shopper.server.ts';
import type { Route } from './+types/shopper';

/** GET /{locale}/shopper: the header's account state and cart count for a page served from the page cache. */
export function loader(args: Route.LoaderArgs) {
  return loadShopper(args);
}

/** The answer's own headers (private, never stored) also on React Router's `.data` form of the URL. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}
