import { useState, type ReactNode } from 'react';
import { useFetcher, type FetcherWithComponents } from 'react-router';

import { withHash } from '#app/lib/http/with-hash.ts';
import { usePageLocation } from '#app/lib/url/page-location.ts';
import { cartPath, type CartActionResult, type CartIntent, type CartProblem } from './cart-types.ts';
import { useKnownLines } from './known-lines.ts';

/**
 * A cart mutation form (CONVENTIONS 8): a fetcher's form with JavaScript, an ordinary post to the cart action
 * without it (which then comes back here, 303). `known` lists the page's lines for BSK404 recovery, added to the post
 * as it is sent (known-lines.ts), not written into the form. `at`: the id of
 * the element that shows this form's answer, which a post without JavaScript goes to (decision 0050, addendum), so
 * the page comes back there, a refusal's message in view on a phone (a 303 keeps the fragment too); the element must
 * be on the page after a success as well. A fetcher's post ignores it.
 */
export function CartForm({
  fetcher,
  locale,
  intent,
  known,
  children,
  className,
  fields = {},
  at,
  query = '',
}: {
  fetcher: FetcherWithComponents<CartActionResult>;
  locale: string;
  intent: CartIntent;
  known?: readonly string[];
  children: ReactNode;
  className?: string;
  fields?: Record<string, string>;
  at?: string;
  /**
   * The cart page's query the post keeps (`?savedStart=20`): a refusal without JavaScript renders the page at the
   * post's URL, so a saved item on the list's second page is on the page that shows its problem.
   */
  query?: string;
}) {
  const { pathname, search } = usePageLocation();
  const ref = useKnownLines(known);
  return (
    <fetcher.Form ref={ref} method="post" action={withHash(`${cartPath(locale)}${query}`, at)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}

export function useCartFetcher(key?: string) {
  return useFetcher<CartActionResult>(key ? { key } : undefined);
}

/**
 * The latest answer among a line's fetchers (its stepper, its remove, its save for later): the one that changed last,
 * not the first in a list. An earlier quantity change's answer must not hide the remove's that followed it (its
 * announcement, or its problem).
 */
export function useLatestResult(results: ReadonlyArray<CartActionResult | undefined>): CartActionResult | undefined {
  const [seen, setSeen] = useState({ results, latest: results.find((result) => result !== undefined) });
  const fresh = results.find((result, index) => result !== undefined && result !== seen.results[index]);
  const latest = fresh ?? seen.latest;
  if (results.some((result, index) => result !== seen.results[index])) setSeen({ results, latest });
  return latest;
}

/**
 * A cart call's problem as the error catalogue words it (spec §8): its title and message, where it shows. `compact` in
 * a line, a list or a panel; an alert of its own unless `inLiveRegion` (a region that already announces it, as below
 * an add-to-cart button).
 */
export function CartProblemNotice({
  problem,
  compact = false,
  inLiveRegion = false,
  id,
}: {
  problem: Pick<CartProblem, 'errorId' | 'title' | 'message'>;
  compact?: boolean;
  inLiveRegion?: boolean;
  /** For a control it explains (a line's "+" stopped at the maximum the notice names). */
  id?: string;
}) {
  return (
    <div
      id={id}
      role={inLiveRegion ? undefined : 'alert'}
      data-error-id={problem.errorId}
      className={compact ? 'rounded-lg bg-red-50 px-3 py-2 text-sm' : 'rounded-xl bg-red-50 px-4 py-3'}
    >
      <p className="font-semibold">{problem.title}</p>
      <p>{problem.message}</p>
    </div>
  );
}
