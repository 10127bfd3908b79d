import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';

import { ProductTile } from '#app/components/product-tile/product-tile.tsx';
import { HashDialog, useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { InfoIcon } from '#app/components/ui/icons.tsx';
import { useToast } from '#app/components/ui/toast.tsx';
import { useShell } from '#app/features/site-shell/use-shell.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import { FacetFilters } from './facet-filters.tsx';
import { keepListing } from './kept-listing.ts';
import { AppliedFilters, Pagination, SortForm, useFocusAfterChange, useShownState } from './listing-controls.tsx';
import {
  asTypedSearch,
  MULTI_FILTERS,
  SINGLE_FILTERS,
  toSearch,
  withoutAllFilters,
  withPage,
  type ListingState,
} from './listing-params.ts';
import type { ListingPageData } from './listing.server.ts';
import { listingJsonLd } from './listing-seo.ts';
import { NoResults } from './no-results.tsx';
import { UnresolvedSizeNotice } from './unresolved-size-notice.tsx';
import { Link } from '#app/components/ui/link.tsx';

export const FILTERS_HASH = 'modal-filters';
/** The results section: where the focus goes after a page link (Pagination). */
const RESULTS_ID = 'listing-results';
/** The page's heading: where the focus goes after clearing the filters when there are no results to go to. */
const HEADING_ID = 'listing-heading';

/**
 * A category listing or search results: breadcrumbs, heading and result count (announced when it changes), the
 * facet filters (a sidebar on wide screens, the `#modal-filters` side panel on narrow ones), applied filters, sort,
 * the grid of tiles and the page links. Every control is a link or a GET form, so all of it works before hydration.
 */
export function ListingPage({ data }: { data: ListingPageData }) {
  const t = useT();
  const nonce = useNonce();
  const { state, result } = data;
  // Made here from the hits rather than sent beside them: the loader data would carry it a second time, escaped.
  const jsonLd = useMemo(
    () =>
      data.seo.jsonLdOrigin === null
        ? null
        : listingJsonLd({
            origin: data.seo.jsonLdOrigin,
            crumbs: [...data.breadcrumbs, { name: data.heading, url: data.path }],
            hits: result.hits,
            start: result.start,
          }),
    [data.seo.jsonLdOrigin, data.breadcrumbs, data.heading, data.path, result.hits, result.start],
  );
  const filterCount = countFilters(state);
  // Uncontrolled fields: a new URL (chip removed, page changed) mounts the forms afresh.
  const formKey = toSearch(state);
  // A chip or "Clear all filters" followed: the focus goes on to the chips left or the results, and it is said.
  const { focusAfter, notice } = useFocusAfterChange(formKey);
  const results = useCallback(() => document.getElementById(RESULTS_ID) ?? document.getElementById(HEADING_ID), []);
  const noResults = data.kind === 'search' && result.total === 0 && filterCount === 0;
  // An empty category leads up to its parent, or to the home page.
  const parent = data.breadcrumbs.at(-1);
  const home = `/${useShell().locale}`;
  useKeptListing(data);
  const searchedCategory = data.kind === 'category' && state.q !== '';
  const withoutSearch = `${data.path}${toSearch({ ...withPage(state, 1), q: '' })}`;

  return (
    <div className="mx-auto flex w-full max-w-[88rem] flex-col gap-6 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
      {jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: jsonLd }}
        />
      ) : null}
      {data.kind === 'category' ? (
        <nav aria-label={t('listing.breadcrumbs')} className="text-sm text-muted">
          {/* Each crumb is a flex item: a name wider than the screen breaks inside rather than widen the page. */}
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 wrap-anywhere">
            {data.breadcrumbs.map((crumb) => (
              <li key={crumb.url} className="flex items-center gap-2">
                <Link to={crumb.url} className="underline-offset-4 hover:text-ink hover:underline">
                  {crumb.name}
                </Link>
                <span aria-hidden="true">/</span>
              </li>
            ))}
            <li>
              <span aria-current="page" className="font-medium text-ink">
                {data.heading}
              </span>
            </li>
          </ol>
        </nav>
      ) : null}

      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h1
          id={HEADING_ID}
          // Focusable by script only (useFocusAfterChange).
          tabIndex={-1}
          // A flex item: `min-w-0` and app.css's `overflow-wrap: anywhere` (which `break-words` overrode) let a long
          // searched word ("Geschenkgutscheinkarten") break inside the phone's width instead of widening the page.
          className="min-w-0 font-display text-3xl font-extrabold tracking-tight focus:outline-none sm:text-4xl"
        >
          {data.headline ?? data.heading}
        </h1>
        <p role="status" className="text-sm text-muted">
          {t('listing.count', { count: result.total })}
        </p>
        <p aria-live="polite" className="sr-only">
          {notice}
        </p>
      </div>

      <UnresolvedSizeNotice sizes={data.unresolvedSizes} state={state} path={data.path} />

      {data.correctedFrom ? (
        // The shopper's words: one wider than the screen breaks inside rather than widen the page (as in the h1).
        <p className="flex items-start gap-2 rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm wrap-anywhere">
          <InfoIcon className="mt-0.5 size-5 shrink-0" />
          <span className="flex flex-wrap gap-x-2 gap-y-1">
            <span>
              {data.droppedWords.length > 0
                ? t('listing.search.withoutWords', {
                    query: data.correctedFrom,
                    corrected: data.state.q,
                    dropped: data.droppedWords.join(' '),
                  })
                : t('listing.search.corrected', { query: data.correctedFrom, corrected: data.state.q })}
            </span>
            <Link
              to={`${data.path}${asTypedSearch(data.state, data.correctedFrom)}`}
              className="font-semibold underline underline-offset-4"
            >
              {t('listing.search.asTyped', { query: data.correctedFrom })}
            </Link>
          </span>
        </p>
      ) : null}

      {searchedCategory ? (
        // A category URL with a search in it (?q=): say so, with the way out of it (the filter chips cover facets only).
        <p className="flex items-start gap-2 rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm wrap-anywhere">
          <InfoIcon className="mt-0.5 size-5 shrink-0" />
          <span className="flex flex-wrap gap-x-2 gap-y-1">
            <span>{t('listing.category.searched', { query: state.q, category: data.heading })}</span>
            <Link to={withoutSearch} className="font-semibold underline underline-offset-4">
              {t('listing.category.clearSearch', { category: data.heading })}
            </Link>
          </span>
        </p>
      ) : null}

      {data.filterError ? (
        <p className="flex items-start gap-2 rounded-xl border border-stone-300 bg-stone-50 p-4 text-sm">
          <InfoIcon className="mt-0.5 size-5 shrink-0" />
          {t('listing.filters.invalid')}
        </p>
      ) : null}

      {noResults ? (
        <NoResults data={data} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 border-y border-stone-200 py-3">
            <FiltersButton data={data} />
            <div className="ml-auto min-w-0 max-w-full">
              <SortForm data={data} />
            </div>
          </div>
          <AppliedFilters data={data} results={results} focusAfter={focusAfter} />
          <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
            {/*
              Before JavaScript the sidebar is also the narrow screens' filters: the #modal-filters link targets it
              (shown by :target), so the filter form is in the page once. After hydration the side panel is a dialog.
            */}
            <FilterSidebar>
              {/* Not keyed by the URL: it submits itself, and remounting would take focus from the changed field. */}
              <FacetFilters data={data} variant="sidebar" />
            </FilterSidebar>
            <section
              id={RESULTS_ID}
              // Focusable by script only: where a page link followed from the keyboard leaves the focus.
              tabIndex={-1}
              aria-label={t('listing.products')}
              className="flex flex-col gap-10 focus:outline-none"
            >
              {result.hits.length > 0 ? (
                <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
                  {result.hits.map((hit, index) => (
                    <ProductTile
                      key={hit.productId}
                      product={hit}
                      exponent={data.currencyExponent}
                      // What is on screen at first: the first row on wide screens, two rows on phones.
                      eager={index < 4}
                    />
                  ))}
                </ul>
              ) : filterCount > 0 ? (
                <div className="flex flex-col items-start gap-3 rounded-2xl bg-stone-50 p-8">
                  <h2 className="font-display text-2xl font-bold">{t('listing.empty.title')}</h2>
                  <p>{t('listing.empty.body')}</p>
                  <Link
                    to={`${data.path}${toSearch(withoutAllFilters(state))}`}
                    preventScrollReset
                    onClick={(click) => focusAfter(click, results, t('listing.filters.cleared'))}
                    className={buttonStyles({ variant: 'primary', size: 'md' })}
                  >
                    {t('listing.filters.clearAll')}
                  </Link>
                </div>
              ) : searchedCategory ? (
                // Nothing in the category matches its search: not an empty category (it has styles without the search).
                <div className="flex flex-col items-start gap-3 rounded-2xl bg-stone-50 p-8">
                  <h2 className="font-display text-2xl font-bold">
                    {t('listing.category.noMatch', { query: state.q, category: data.heading })}
                  </h2>
                  <p>{t('listing.category.noMatchBody', { category: data.heading })}</p>
                  <div className="flex flex-wrap gap-3">
                    <Link to={withoutSearch} className={buttonStyles({ variant: 'primary', size: 'md', wrap: true })}>
                      {t('listing.category.clearSearch', { category: data.heading })}
                    </Link>
                    <Link
                      to={`${home}/search?${new URLSearchParams({ q: state.q }).toString()}`}
                      className={buttonStyles({ variant: 'secondary', size: 'md', wrap: true })}
                    >
                      {t('listing.category.searchEverywhere', { query: state.q })}
                    </Link>
                  </div>
                </div>
              ) : (
                // A category with nothing in it (no filters to clear): up to its parent, or on to the shop.
                <div className="flex flex-col items-start gap-3 rounded-2xl bg-stone-50 p-8">
                  <h2 className="font-display text-2xl font-bold">{t('listing.emptyCategory.title')}</h2>
                  <p>{t('listing.emptyCategory.body')}</p>
                  <Link
                    to={parent?.url ?? home}
                    className={buttonStyles({ variant: 'primary', size: 'md', wrap: true })}
                  >
                    {parent ? t('listing.emptyCategory.up', { category: parent.name }) : t('cart.continueShopping')}
                  </Link>
                </div>
              )}
              <Pagination data={data} resultsId={RESULTS_ID} />
            </section>
          </div>
          <HashDialog name={FILTERS_HASH} title={t('listing.filters.heading')} renderWithoutJavaScript={false}>
            <FacetFilters key={formKey} data={data} variant="panel" />
          </HashDialog>
        </>
      )}
    </div>
  );
}

/**
 * The narrow screens' Filters button, with the count of filters in force: a filter form's choice while its answer
 * loads, as the chips (useShownState). Its own component, so that the navigation's state re-renders it, not the page.
 */
function FiltersButton({ data }: { data: ListingPageData }) {
  const t = useT();
  const shown = useShownState(data);
  return (
    <a href={`#${FILTERS_HASH}`} className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'lg:hidden' })}>
      {t('listing.filters.open', { count: countFilters(shown) })}
    </a>
  );
}

function countFilters(state: ListingState): number {
  return (
    MULTI_FILTERS.reduce((sum, name) => sum + state.filters[name].length, 0) +
    SINGLE_FILTERS.filter((name) => state.filters[name] !== null).length
  );
}

/**
 * The wide screens' filter sidebar. Its own component so that the change at hydration (the id moves to the side
 * panel's dialog) re-renders the sidebar element only, not the whole page nor the filters inside it.
 */
function FilterSidebar({ children }: { children: ReactNode }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <aside
      id={hydrated ? undefined : FILTERS_HASH}
      aria-label={t('listing.filters.heading')}
      className="hidden scroll-mt-4 target:block lg:block"
    >
      {children}
    </aside>
  );
}

/**
 * Keeps the listing on screen for the routes' clientLoader (kept-listing.ts) and, when a change could not load,
 * says so where the shopper is, whatever the scroll: an error toast (announced) with "Try again", which loads the
 * new URL again. A later good answer takes the toast away.
 */
function useKeptListing(data: ListingPageData) {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const shownToast = useRef<string | null>(null);
  useEffect(() => (data.updateFailed ? undefined : keepListing(data)), [data]);
  useEffect(() => {
    if (!data.updateFailed) {
      if (shownToast.current) toast.dismiss(shownToast.current);
      shownToast.current = null;
      return;
    }
    shownToast.current = toast.show({
      id: 'listing-update-failed',
      kind: 'error',
      message: t('listing.updateFailed'),
      actions: [{ label: t('listing.updateFailed.retry'), onAction: () => void revalidator.revalidate() }],
    });
  }, [data, t, toast, revalidator]);
}
