import type { SearchFacet } from '@outsole/contracts/search';
import { describe, expect, it } from 'vitest';

import { valueOf, withChosenValues } from './chosen-facets.ts';
import { parseListingState } from './listing-params.ts';

const facets: SearchFacet[] = [
  { id: 'category', values: [{ value: '320629', label: 'Men', hitCount: 4, selected: false }] },
  { id: 'size', values: [] },
  { id: 'colour', values: [{ value: 'blue', label: 'blue', hitCount: 2, selected: false }] },
  { id: 'price', values: [{ value: '10000', label: '10000-14999', hitCount: 2, selected: false }] },
  { id: 'gender', values: [] },
  { id: 'brand', values: [] },
  { id: 'rating', values: [] },
];
function listed(all: SearchFacet[], id: string): Array<[string, number]> {
  const facet = all.find((f) => f.id === id);
  return facet ? facet.values.map((value) => [valueOf(facet, value), value.hitCount]) : [];
}

describe('the filter form lists every filter in force', () => {
  it('adds the chosen values the answer does not list, counted 0, after those it does', () => {
    const state = parseListingState(
      new URLSearchParams('colour=white&colour=blue&size=9.5&price=20000%2B&rating=4&category=112661'),
    );
    const shown = withChosenValues(facets, state);
    expect(listed(shown, 'colour')).toEqual([
      ['blue', 2],
      ['white', 0],
    ]);
    expect(listed(shown, 'size')).toEqual([['9.5', 0]]);
    expect(listed(shown, 'price')).toEqual([
      ['10000-14999', 2],
      ['20000+', 0],
    ]);
    expect(listed(shown, 'rating')).toEqual([['4', 0]]);
    expect(shown.find((f) => f.id === 'colour')?.values.at(-1)?.selected).toBe(true);
    // A chosen category is shown above its children, not among them.
    expect(listed(shown, 'category')).toEqual([['320629', 4]]);
    expect(listed(shown, 'gender')).toEqual([]);
  });

  it('adds nothing when the answer lists the chosen values', () => {
    const state = parseListingState(new URLSearchParams('colour=blue&price=10000-14999'));
    expect(withChosenValues(facets, state)).toEqual(facets);
  });
});
