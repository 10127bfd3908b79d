import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';

import { Link, type LinkProps } from './link.tsx';

/**
 * A link to a section of the same page (`#reviews`) that, as a skip link does, takes the keyboard's focus there as
 * well as the view: React Router's hash navigation only scrolls, which left focus (and the next Tab) on the link.
 * The section needs `tabIndex={-1}`; without JavaScript the browser's own fragment navigation focuses it.
 *
 * The link keeps the page's query (a product page's `?colour=…&width=…&size=…`): React Router resolves a bare
 * `#hash` to the route's path without it, so the click reset the shopper's choices, and without JavaScript the
 * browser loaded the page again with none. With the query kept it is an in-page jump both ways: only the hash
 * changes, so nothing is loaded again.
 */
export function SectionLink({ section, onClick, ...props }: Omit<LinkProps, 'to'> & { section: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link
      {...props}
      to={`${pathname}${search}#${section}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // After the navigation has scrolled to it: focus without a second scroll.
        requestAnimationFrame(() => document.getElementById(section)?.focus({ preventScroll: true }));
      }}
    />
  );
}
