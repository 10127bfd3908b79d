import type { ComponentProps, MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Where to: a path from the site's root (`/en-us/c/…`), or anything React Router's `<Link>` takes. */
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
};

/**
 * A link within the storefront. For a path from the root (nearly every link: the api and the loaders build them)
 * it is a plain `<a>` whose click becomes a client-side navigation (every route is known from the start:
 * react-router.config.ts, so there is nothing to discover ahead of the click). React Router's `<Link>` resolves
 * the path against the route matches on every render (two JSON round trips of them, a dozen hooks for prefetching
 * and the click handler): a listing page has about ninety links, so that was a measurable part of rendering the
 * page on the server and of hydrating it in the browser. Relative paths and `#hash` links still go through React
 * Router's `<Link>`, which resolves them against the route.
 */
export function Link(props: LinkProps) {
  return props.to.startsWith('/') && !props.to.startsWith('//') ? <PathLink {...props} /> : <RouterLink {...props} />;
}

function PathLink({ to, replace, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // As React Router's <Link>: a link to the page the shopper is on replaces its history entry.
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate(to, { replace: replace ?? here === to, preventScrollReset });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/** A left click without modifier keys on a link that opens in this window: the browser's own handling otherwise. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
