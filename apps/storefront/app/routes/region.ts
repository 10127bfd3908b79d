import { redirect } from 'react-router';

import { changeRegion } from '#app/features/site-shell/region.server.ts';
import type { Route } from './+types/region';

/** POST /{locale}/region: the footer's region switcher. */
export function action(args: Route.ActionArgs) {
  return changeRegion(args);
}

/** A GET here (a bookmarked or typed URL) just goes to the locale's home page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`, 302);
}
