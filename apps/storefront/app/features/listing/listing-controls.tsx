import { sizeKindOf } from '@outsole/contracts/sizes.values';
import type { SearchSort } from '@outsole/contracts/search';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';

import { useApplyWhenChosen } from '#app/components/ui/apply-when-chosen.ts';
import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { CloseIcon } from '#app/components/ui/icons.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import { useFacetLabel } from './facet-labels.ts';
import {
  MULTI_FILTERS,
  SINGLE_FILTERS,
  pageCount,
  parseListingState,
  toSearch,
  withoutAllFilters,
  withoutFilter,
  withPage,
  type FilterParam,
  type ListingState,
} from './listing-params.ts';
import type { ListingPageData } from './listing.server.ts';
import { Link } from '#app/components/ui/link.tsx';

/**
 * Where the focus goes once the listing a link led to is shown, and what is said then (useFocusAfterChange); a
 * click that opens the link elsewhere (a new tab, with a modifier key) changes nothing here.
 */
export type FocusAfterChange = (
  click: MouseEvent,
  target: () => HTMLElement | null | undefined,
  notice: string,
) => void;

/**
 * For links that change the listing and take themselves away (a chip removed, all filters cleared): the focus would
 * fall to the page's body with the link. `focusAfter` says where it goes once the new listing is shown (`key`, the
 * listing's state, changed), and what the polite `notice` then says (the focus alone does not tell what changed).
 */
export function useFocusAfterChange(key: string): { focusAfter: FocusAfterChange; notice: string } {
  const pending = useRef<{ target: () => HTMLElement | null | undefined; notice: string } | null>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    next.target()?.focus({ preventScroll: true });
    setNotice(next.notice);
  }, [key]);
  const focusAfter = useCallback<FocusAfterChange>((click, target, text) => {
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    pending.current = { target, notice: text };
    setNotice(''); // the same words twice are said twice
  }, []);
  return { focusAfter, notice };
}

/**
 * The listing's state as the chips and the Filters button show it: the page's, or, while a filter form's submission
 * to this listing loads (the phone panel's "Show results", a sidebar checkbox), the one it asked for. The chips are
 * the URL's filters, known before the answer: shown at once (under the closing panel, beside the checkbox just
 * ticked), they no longer push the results down when a slow answer lands, over half a second after the tap, where
 * the browser counts the move as a layout shift (CLS). A link (a chip removed, "Clear all") waits for the answer as
 * before: its chip stays, with the focus, until the new listing moves the focus on (useFocusAfterChange).
 */
export function useShownState(data: ListingPageData): ListingState {
  const navigation = useNavigation();
  const next = navigation.location;
  if (!next || navigation.formMethod?.toUpperCase() !== 'GET' || next.pathname !== data.path) return data.state;
  const asked = parseListingState(new URLSearchParams(next.search));
  // A category page narrows by its children's pages, never by `category=` (as its loader reads the URL); a search's
  // category is a link's change, whose chip names the category the answer brings.
  if (data.kind === 'category') asked.filters.category = null;
  else if (asked.filters.category !== data.state.filters.category) return data.state;
  return asked;
}

/**
 * The filters in force, each a link that removes it, and one that removes them all. Removing one moves the focus
 * to the chip that takes its place (the next, or else the one before), or to the results when none is left. While a
 * filter form's answer loads, the filters it asked for (useShownState).
 */
export function AppliedFilters({
  data,
  results,
  focusAfter,
}: {
  data: ListingPageData;
  results: () => HTMLElement | null;
  focusAfter: FocusAfterChange;
}) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const { path } = data;
  const state = useShownState(data);
  const label = useFacetLabel(data.currency, data.currencyExponent);
  // The chosen category is the last of its trail (the category facet lists its children, not it).
  const categoryLabel = (id: string) => data.categoryTrail.at(-1)?.name ?? id;
  const chips: Array<{ name: FilterParam; value: string; text: string }> = [
    ...MULTI_FILTERS.flatMap((name) =>
      state.filters[name].map((value) => ({
        name,
        value,
        // A size alone ("9") says nothing out of its facet; the other values name themselves (Black, Men).
        text:
          name === 'size'
            ? t('listing.filters.sizeChip', { size: label(name, value), kind: sizeKindOf(value) })
            : label(name, value),
      })),
    ),
    ...SINGLE_FILTERS.flatMap((name) => {
      const value = state.filters[name];
      if (value === null) return [];
      return [{ name, value, text: name === 'category' ? categoryLabel(value) : label(name, value) }];
    }),
  ];
  if (chips.length === 0) return null;
  return (
    <section aria-label={t('listing.filters.applied')} className="flex flex-wrap items-center gap-2">
      <ul ref={list} className="flex flex-wrap gap-2">
        {chips.map((chip, index) => (
          <li key={`${chip.name}:${chip.value}`}>
            <Link
              to={`${path}${toSearch(withoutFilter(state, chip.name, chip.value))}`}
              preventScrollReset
              onClick={(click) =>
                focusAfter(
                  click,
                  () => {
                    const left = list.current?.querySelectorAll('a') ?? [];
                    return left[Math.min(index, left.length - 1)] ?? results();
                  },
                  t('listing.filters.removed', { label: chip.text }),
                )
              }
              aria-label={t('listing.filters.remove', { label: chip.text })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-stone-300 bg-paper px-3 text-sm hover:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {chip.text}
              <CloseIcon className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={`${path}${toSearch(withoutAllFilters(state))}`}
        preventScrollReset
        onClick={(click) => focusAfter(click, results, t('listing.filters.cleared'))}
        className="min-h-9 px-2 text-sm font-semibold underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-focus"
      >
        {t('listing.filters.clearAll')}
      </Link>
    </section>
  );
}

/** Hidden fields carrying the state a form does not change (so sorting keeps the filters, and the reverse). */
function StateFields({ state, except }: { state: ListingState; except: 'sort' }) {
  const params = new URLSearchParams(toSearch({ ...state, page: 1 }).slice(1));
  params.delete(except);
  return (
    <>
      {[...params].map(([name, value], index) => (
        <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * Sort order: a GET form (select and button) that JavaScript submits when an order is chosen (keyboard browsing: on
 * Enter or leaving the select). It stays mounted across the pages it
 * leads to, so the select keeps the keyboard's focus after a change (a remount dropped it to the page's body); the
 * URL's order is put back into it when the page changes some other way (back, forward, a link).
 */
export function SortForm({ data }: { data: ListingPageData }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const select = useRef<HTMLSelectElement>(null);
  const sort = data.state.sort;
  useEffect(() => {
    if (select.current && select.current.value !== sort) select.current.value = sort;
  }, [sort]);
  // Applied when chosen, not while looked through with the keys (useApplyWhenChosen).
  const when = useApplyWhenChosen((form) => {
    if (hydrated && select.current && select.current.value !== sort) return submit(form, { preventScrollReset: true });
  });
  return (
    <Form method="get" action={data.path} {...when.form} className="flex flex-wrap items-center gap-2">
      <StateFields state={data.state} except="sort" />
      <label htmlFor={id} className="text-sm font-semibold whitespace-nowrap">
        {t('listing.sort.label')}
      </label>
      <select
        ref={select}
        id={id}
        name="sort"
        defaultValue={sort}
        {...when.select}
        className="h-10 max-w-full min-w-0 rounded-lg border border-stone-300 bg-paper px-2 text-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {data.result.sortOptions.map((option) => (
          <option key={option.id} value={option.id}>
            {t('listing.sort.option', { sort: selectKey(option.id as SearchSort) })}
          </option>
        ))}
      </select>
      {/* Without JavaScript the choice is applied by this button; with it, on change. In <noscript> rather than
          left out after hydration: its going would move the right-aligned select (a layout shift). */}
      <noscript>
        <button type="submit" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
          {t('listing.sort.apply')}
        </button>
      </noscript>
    </Form>
  );
}

/**
 * Page numbers around the current one, the first and the last; null marks a gap of two pages or more. A gap of one
 * page shows that page: "…" would take its room and hide it (1 2 3 4, not 1 2 … 4).
 */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) out.push(p - 1);
    else if (previous !== undefined && p - previous > 2) out.push(null);
    out.push(p);
  });
  return out;
}

/** Crawlable page links (rel prev/next), the current page marked. */
export function Pagination({ data, resultsId }: { data: ListingPageData; resultsId: string }) {
  const t = useT();
  const { state, path, result } = data;
  const pages = pageCount(result.total);
  // A page link followed from the keyboard: the page scrolls to its top, and the focus goes there too, to the
  // results (it stayed on the link at the bottom, so the next Tab went on from the footer).
  const followed = useRef(false);
  useEffect(() => {
    if (!followed.current) return;
    followed.current = false;
    document.getElementById(resultsId)?.focus({ preventScroll: true });
  }, [state.page, resultsId]);
  if (pages <= 1) return null;
  const follow = () => (followed.current = true);
  const href = (page: number) => `${path}${toSearch(withPage(state, page))}`;
  const link =
    'grid min-h-11 min-w-11 place-items-center rounded-full px-3 text-sm font-semibold hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';
  return (
    <nav aria-label={t('listing.pagination.label')} className="flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {state.page > 1 ? (
          <li>
            <Link to={href(state.page - 1)} rel="prev" className={link} onClick={follow}>
              {t('listing.pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageWindow(state.page, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={t('listing.pagination.page', { page })}
                aria-current={page === state.page ? 'page' : undefined}
                className={`${link} aria-[current=page]:bg-ink aria-[current=page]:text-paper`}
                onClick={follow}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {state.page < pages ? (
          <li>
            <Link to={href(state.page + 1)} rel="next" className={link} onClick={follow}>
              {t('listing.pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted">{t('listing.pagination.status', { page: state.page, pages })}</p>
    </nav>
  );
}
