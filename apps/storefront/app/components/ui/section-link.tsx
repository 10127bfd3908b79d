import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { withoutCampaignParams } from '#app/lib/url/campaign-params.ts';

import { isPlainClick, Link, type LinkProps } from './link.tsx';

/**
 * A link to a section of the same page (`#reviews`) that, as a skip link does, takes the keyboard's focus there as
 * well as the view: React Router's hash navigation only scrolls, which left focus (and the next Tab) on the link.
 * The section needs `tabIndex={-1}`; without JavaScript the browser's own fragment navigation focuses it.
 *
 * The link keeps the page's query (a product page's `?colour=…&width=…&size=…`): React Router resolves a bare
 * `#hash` to the route's path without it, so the click reset the shopper's choices, and without JavaScript the
 * browser loaded the page again with none. With the query kept it is an in-page jump both ways: only the hash
 * changes, so nothing is loaded again.
 *
 * Campaign parameters (`utm_*`, `gclid`, …) are not in the link (campaign-params.ts: the page's markup is the same
 * with or without them); on an address that has them, the click still only changes the hash, keeping them.
 */
export function SectionLink({ section, onClick, ...props }: Omit<LinkProps, 'to'> & { section: string }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pageSearch = withoutCampaignParams(search);
  return (
    <Link
      {...props}
      to={`${pathname}${pageSearch}#${section}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && pageSearch !== search && isPlainClick(event, props.target)) {
          event.preventDefault();
          const to = `${pathname}${search}#${section}`;
          const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
          void navigate(to, { replace: props.replace ?? here === to, preventScrollReset: props.preventScrollReset });
        }
        // After the navigation has scrolled to it: focus without a second scroll.
        requestAnimationFrame(() => document.getElementById(section)?.focus({ preventScroll: true }));
      }}
    />
  );
}
