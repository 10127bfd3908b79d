import { redirect } from 'react-router';

import { sessionAction } from '#app/lib/session/actions/session-actions.server.ts';
import type { Route } from './+types/session';

/**
 * POST /{locale}/session: sign-in, sign-up, sign-out, forgot password, employee terms, merged-cart notice, by
 * `intent` (lib/session/actions). A resource route: fetchers get data, posts without JavaScript a redirect.
 */
export function action(args: Route.ActionArgs) {
  return sessionAction(args);
}

/** A GET here (a bookmarked or typed URL) just goes to the locale's home page. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/${params.locale}`, 302);
}
