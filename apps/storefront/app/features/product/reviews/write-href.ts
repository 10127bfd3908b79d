import { useLocation } from 'react-router';

import { writeSearch, type WriteWhat } from './review-query.ts';

/**
 * The address of the review or question form as a page of the shopper's own (`?write=review#modal-write-review`:
 * decision 0052, addendum "without JavaScript"), this page's other params kept. Links to it carry `data-modal`, so
 * with JavaScript they open the dialog in place; the forms post to it, so a sign-in asked for there comes back to it.
 */
export function useWriteHref(what: WriteWhat, hash: string): string {
  const { pathname, search } = useLocation();
  return `${pathname}${writeSearch(new URLSearchParams(search), what)}#${hash}`;
}
