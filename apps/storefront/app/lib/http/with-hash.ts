import { withoutCampaignParams } from '../url/campaign-params.ts';

/**
 * Where a form posted without JavaScript comes back to (decision 0050, addenda): the page's path and query with the
 * fragment of the element that shows the answer (the form, its section, its dialog), so that after the round trip
 * the browser opens the page there, the message in view on a phone, not at the top of a long page. One way for the
 * forms' actions and the actions' redirects alike.
 *
 * A 303 without a fragment keeps the post's, so an action that answers with the form's own page needs none; a
 * redirect that should open elsewhere (a dialog's post going back to the page under it) names its own.
 */

/** `path` with its fragment replaced by `#hash`; without one, `path` as it is (its own fragment kept). */
export function withHash(path: string, hash: string | undefined): string {
  const base = path.split('#')[0] ?? path;
  return hash ? `${base}#${hash}` : path;
}

/**
 * A page's own URL as a form posts to it: its path and query (`useLocation()`'s) without campaign parameters (they
 * are the landing's, not the form's: campaign-params.ts), at `#hash`.
 */
export function hereAt(location: { pathname: string; search: string }, hash: string): string {
  return withHash(`${location.pathname}${withoutCampaignParams(location.search)}`, hash);
}
