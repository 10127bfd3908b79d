import type { MouseEvent } from 'react';

import { Link, type LinkProps } from './link.tsx';

/**
 * A link to a section of the same page (`#reviews`) that, as a skip link does, takes the keyboard's focus there as
 * well as the view: React Router's hash navigation only scrolls, which left focus (and the next Tab) on the link.
 * The section needs `tabIndex={-1}`; without JavaScript the browser's own fragment navigation focuses it.
 */
export function SectionLink({ section, onClick, ...props }: Omit<LinkProps, 'to'> & { section: string }) {
  return (
    <Link
      {...props}
      to={`#${section}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        // After the navigation has scrolled to it: focus without a second scroll.
        requestAnimationFrame(() => document.getElementById(section)?.focus({ preventScroll: true }));
      }}
    />
  );
}
