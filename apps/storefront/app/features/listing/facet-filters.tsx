import { sizeKindOf } from '@outsole/contracts/sizes.values';
import type { SearchFacet } from '@outsole/contracts/search';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Form, useSubmit } from 'react-router';

import { useHydrated } from '#app/components/ui/hash-dialog.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { cx } from '#app/components/ui/cx.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { valueOf, withChosenValues } from './chosen-facets.ts';
import { FACET_TITLES, useFacetLabel } from './facet-labels.ts';
import { MULTI_FILTERS, type FilterParam, type ListingState } from './listing-params.ts';
import type { ListingPageData } from './listing.server.ts';
import { Link } from '#app/components/ui/link.tsx';

/** A filter form's fields as the URL's query, without empty values ("any price") and without `page`. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  return params;
}

/**
 * The facet filters: a GET form whose fields are the URL's query, so it works without JavaScript (checkboxes, radio
 * buttons and an Apply button). In the sidebar, JavaScript submits each change at once; in the narrow-screen panel
 * the shopper picks several and then shows the results. Category values are links to the narrower page.
 */
export function FacetFilters({ data, variant }: { data: ListingPageData; variant: 'sidebar' | 'panel' }) {
  const t = useT();
  const submit = useSubmit();
  const formId = useId();
  const { state, result } = data;
  const label = useFacetLabel(data.currency, data.currencyExponent);
  // Every filter in force stays listed (counted 0 when it finds nothing), so the next change keeps it.
  const facets = withChosenValues(result.facets, state).filter(
    (facet) => facet.values.length > 0 || (facet.id === 'category' && data.categoryTrail.length > 0),
  );

  // Each change navigates to the filtered URL: the form's fields (the other filters, sort, query) without empty
  // values ("any price") and without `page`, so the results start again at page 1. The form stays mounted, so the
  // changed field keeps focus, and the count (role=status) announces the new total. (A handler runs only once React
  // does: before hydration the sidebar's Apply button submits the form.)
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (variant !== 'sidebar') return;
    void submit(filledFields(event.currentTarget), {
      method: 'get',
      action: data.path,
      preventScrollReset: true,
      flushSync: true,
    });
  };
  // The side panel's Show results: the filtered URL, without the dialog's #modal-filters hash, so the dialog closes
  // and gives the focus back to the Filters button that opened it (a full page load left it at the page's top).
  // Both submissions render their loading state at once (flushSync), not in a transition React may put off: the chips
  // of the filters asked for (useShownState) take their room within the half second after the input, in which the
  // browser does not count the move as a layout shift, however slow the answer.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (variant !== 'panel') return;
    event.preventDefault();
    void submit(filledFields(event.currentTarget), { method: 'get', action: data.path, flushSync: true });
  };

  return (
    <Form
      method="get"
      action={data.path}
      onChange={onChange}
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      aria-label={t('listing.filters.heading')}
    >
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {data.kind === 'search' && state.filters.category ? (
        <input type="hidden" name="category" value={state.filters.category} />
      ) : null}
      {facets.map((facet) => (
        <FacetGroup
          key={facet.id}
          facet={facet}
          data={data}
          state={state}
          idPrefix={`${formId}-${facet.id}`}
          label={label}
        />
      ))}
      <SubmitButton variant={variant} />
    </Form>
  );
}

/**
 * Apply (the sidebar before hydration; after it each change submits itself) or Show results (the side panel). Its own
 * component so that hydration re-renders the button only, not every facet.
 */
function SubmitButton({ variant }: { variant: 'sidebar' | 'panel' }) {
  const t = useT();
  const hydrated = useHydrated();
  if (variant === 'sidebar' && hydrated) return null;
  return (
    <button type="submit" className={buttonStyles({ variant: 'primary', size: 'md', className: 'w-full' })}>
      {variant === 'panel' ? t('listing.filters.show') : t('listing.filters.apply')}
    </button>
  );
}

function FacetGroup({
  facet,
  data,
  state,
  idPrefix,
  label,
}: {
  facet: SearchFacet;
  data: ListingPageData;
  state: ListingState;
  idPrefix: string;
  label: ReturnType<typeof useFacetLabel>;
}) {
  const t = useT();
  // French heads shoe sizes Pointure and clothing's Taille: a facet of shoe sizes only is a Pointure one.
  const title = t(FACET_TITLES[facet.id], { kind: facetSizeKind(facet) });
  const heading = <legend className="mb-2 text-sm font-semibold tracking-wide uppercase">{title}</legend>;

  if (facet.id === 'category') {
    // On search, a chosen category heads the list, below the categories above it (links that widen the search to
    // them), its children indented under it: the list stays, and says where the shopper is, at any depth.
    const trail = data.categoryTrail;
    const chosen = trail.at(-1);
    const link =
      'block rounded-md py-1 hover:underline focus-visible:outline-3 focus-visible:outline-focus aria-[current=page]:font-semibold';
    const children = facet.values.map((value) => {
      const href = data.categoryHrefs[value.value];
      if (!href) return null;
      return (
        <li key={value.value}>
          <Link to={href} aria-current={value.selected ? 'page' : undefined} className={link}>
            {t('listing.facet.value', { label: value.label, count: value.hitCount })}
          </Link>
        </li>
      );
    });
    return (
      <nav aria-label={title}>
        <h2 className="mb-2 text-sm font-semibold tracking-wide uppercase">{title}</h2>
        <ul className="flex flex-col gap-1">
          {trail.slice(0, -1).map((crumb) => (
            <li key={crumb.url}>
              <Link to={crumb.url} className={link}>
                {crumb.name}
              </Link>
            </li>
          ))}
          {chosen ? (
            <li>
              <Link to={chosen.url} aria-current="page" className={link}>
                {t('listing.facet.value', { label: chosen.name, count: data.result.total })}
              </Link>
              {facet.values.length > 0 ? (
                <ul className="ml-1 flex flex-col gap-1 border-l border-stone-200 pl-3">{children}</ul>
              ) : null}
            </li>
          ) : (
            children
          )}
        </ul>
      </nav>
    );
  }

  if (facet.id === 'price' || facet.id === 'rating') {
    const name: FilterParam = facet.id;
    const current = state.filters[name];
    return (
      <fieldset>
        {heading}
        <div className="flex flex-col gap-1">
          <Choice type="radio" id={`${idPrefix}-any`} name={name} value="" checked={current === null}>
            {t('listing.facet.any', { facet: facet.id })}
          </Choice>
          {facet.values.map((value) => (
            <Choice
              key={value.value}
              type="radio"
              id={`${idPrefix}-${value.value}`}
              name={name}
              value={valueOf(facet, value)}
              checked={current === valueOf(facet, value)}
            >
              {t('listing.facet.value', {
                label: label(name, valueOf(facet, value), value.label),
                count: value.hitCount,
              })}
            </Choice>
          ))}
        </div>
      </fieldset>
    );
  }

  const name = facet.id;
  if (!(MULTI_FILTERS as readonly string[]).includes(name)) return null;
  const chosen = state.filters[name as (typeof MULTI_FILTERS)[number]];
  return (
    <fieldset>
      {heading}
      {/* Sizes in columns as wide as "40,5 (87)" needs: two in the sidebar, more in the wider narrow-screen panel. */}
      <div
        className={cx(
          'gap-1',
          name === 'size'
            ? 'grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-x-3 whitespace-nowrap'
            : 'flex flex-col',
        )}
      >
        {facet.values.map((value) => (
          <Choice
            key={value.value}
            type="checkbox"
            id={`${idPrefix}-${value.value}`}
            name={name}
            value={value.value}
            checked={chosen.includes(value.value) || value.selected}
            swatch={name === 'colour' ? value.value : undefined}
          >
            {t('listing.facet.value', { label: label(name, value.value, value.label), count: value.hitCount })}
          </Choice>
        ))}
      </div>
    </fieldset>
  );
}

const SWATCH: Record<string, string> = {
  black: '#111111',
  white: '#ffffff',
  grey: '#8a8d91',
  blue: '#1f4e9c',
  red: '#c62828',
  orange: '#ef6c00',
  yellow: '#f2c230',
  green: '#2e7d32',
  pink: '#e91e63',
  purple: '#6a1b9a',
  brown: '#6d4c41',
  beige: '#d8c3a5',
};

function Choice({
  type,
  id,
  name,
  value,
  checked,
  swatch,
  children,
}: {
  type: 'checkbox' | 'radio';
  id: string;
  name: string;
  value: string;
  checked: boolean;
  swatch?: string | undefined;
  children: string;
}) {
  // Uncontrolled (a plain form field before hydration); a new URL (a chip removed, a filter cleared) sets it anew.
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return (
    <div className="flex min-h-8 items-center gap-2">
      <input
        ref={ref}
        type={type}
        id={id}
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-5 shrink-0 accent-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      />
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        {swatch ? (
          <span
            aria-hidden="true"
            className="size-4 rounded-full border border-stone-400"
            style={{ backgroundColor: SWATCH[swatch] ?? swatch }}
          />
        ) : null}
        {children}
      </label>
    </div>
  );
}

/** Whether a size facet holds shoe sizes only (a listing of shoes) or clothing's too (a department's, a search's). */
export function facetSizeKind(facet: SearchFacet): 'shoe' | 'other' {
  return facet.values.length > 0 && facet.values.every((value) => sizeKindOf(value.value) === 'shoe')
    ? 'shoe'
    : 'other';
}
