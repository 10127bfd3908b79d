import { useMemo } from 'react';
import { useLocation, type Location } from 'react-router';

import { withoutCampaignParams } from './campaign-params.ts';

/**
 * `useLocation()` with the query as the page's links and forms carry it on: without campaign parameters
 * (campaign-params.ts). What a component builds a link, a form's action or hidden field, or a return address from;
 * the same on the server (which renders a page kept by the page cache without them) and in the browser (whose
 * address keeps them for the analytics script).
 */
export function usePageLocation(): Location {
  const location = useLocation();
  const search = withoutCampaignParams(location.search);
  return useMemo(() => (search === location.search ? location : { ...location, search }), [location, search]);
}
