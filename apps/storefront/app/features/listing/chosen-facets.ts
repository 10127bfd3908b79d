import type { FacetValue, SearchFacet } from '@outsole/contracts/search';

import { MULTI_FILTERS, type ListingState, type MultiFilter } from './listing-params.ts';

/**
 * The facets with every filter in force among their values: the api lists a chosen value even when it finds
 * nothing (counted 0), and what it does not list (a price bucket typed by hand that is no band, an older api) is
 * added here, counted 0. The filter form's fields are the next URL's query, so a chosen value without its field
 * would be dropped by the next change of any other filter. Category values are left as they are: a chosen
 * category is shown above its children (facet-filters.tsx), not among them.
 */
export function withChosenValues(facets: readonly SearchFacet[], state: ListingState): SearchFacet[] {
  return facets.map((facet) => {
    const chosen = chosenOf(facet, state);
    const missing = chosen.filter((value) => !facet.values.some((listed) => valueOf(facet, listed) === value));
    if (missing.length === 0) return facet;
    const added = missing.map((value): FacetValue => ({ value, label: value, hitCount: 0, selected: true }));
    return { ...facet, values: [...facet.values, ...added] };
  });
}

/** A value as the URL carries it: a price band as its bucket (the api's label, `5000-9999`), others as they are. */
export function valueOf(facet: SearchFacet, value: FacetValue): string {
  return facet.id === 'price' ? value.label : value.value;
}

function chosenOf(facet: SearchFacet, state: ListingState): string[] {
  if ((MULTI_FILTERS as readonly string[]).includes(facet.id)) return state.filters[facet.id as MultiFilter];
  if (facet.id === 'price' || facet.id === 'rating') {
    const value = state.filters[facet.id];
    return value === null ? [] : [value];
  }
  return [];
}
