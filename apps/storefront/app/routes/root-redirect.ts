import { redirect } from 'react-router';

import { getRequestContext } from '#app/lib/request-context.server.ts';
import type { Route } from './+types/root-redirect';

/** `/` → the default locale's home page (302: the default may change, browsers must not remember it). */
export function loader({ context, url }: Route.LoaderArgs) {
  const { config } = getRequestContext(context);
  return redirect(`/${config.defaultLocale}${url.search}`, 302);
}
