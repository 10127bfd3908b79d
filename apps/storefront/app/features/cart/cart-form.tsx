import type { ReactNode } from 'react';
import { useLocation, useFetcher, type FetcherWithComponents } from 'react-router';

import { cartPath, type CartActionResult, type CartIntent } from './cart-types.ts';

/**
 * A cart mutation form (CONVENTIONS 8): a fetcher's form with JavaScript, an ordinary post to the cart action
 * without it (which then comes back here, 303). `known` lists the page's lines for BSK404 recovery.
 */
export function CartForm({
  fetcher,
  locale,
  intent,
  known,
  children,
  className,
  fields = {},
}: {
  fetcher: FetcherWithComponents<CartActionResult>;
  locale: string;
  intent: CartIntent;
  known?: readonly string[];
  children: ReactNode;
  className?: string;
  fields?: Record<string, string>;
}) {
  const { pathname, search } = useLocation();
  return (
    <fetcher.Form method="post" action={cartPath(locale)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {known?.map((entry) => (
        <input key={entry} type="hidden" name="known" value={entry} />
      ))}
      {children}
    </fetcher.Form>
  );
}

export function useCartFetcher(key?: string) {
  return useFetcher<CartActionResult>(key ? { key } : undefined);
}
