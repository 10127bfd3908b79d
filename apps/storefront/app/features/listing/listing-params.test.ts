import { describe, expect, it } from 'vitest';

import {
  asTypedSearch,
  parseListingState,
  priceBounds,
  toSearch,
  toSearchQuery,
  withFilter,
  withoutAllFilters,
  withoutFilter,
  withPage,
  withUnderstood,
} from './listing-params.ts';

const parse = (query: string) => parseListingState(new URLSearchParams(query));

describe('the search query from the URL', () => {
  it('is trimmed and cut to the 100 UTF-16 units the api takes, never inside a character', () => {
    expect(parse('?q=%20running%20').q).toBe('running');
    expect(parse(`?q=${'a'.repeat(300)}`).q).toBe('a'.repeat(100));
    // 99 letters and an emoji (two units) would be 101: the emoji is left out whole, not cut in half.
    const q = parse(`?q=${'a'.repeat(99)}${encodeURIComponent('👟')}b`).q;
    expect(q).toBe('a'.repeat(99));
    expect(() => encodeURIComponent(q)).not.toThrow();
    expect(parse(`?q=${'a'.repeat(98)}${encodeURIComponent('👟')}`).q).toBe(`${'a'.repeat(98)}👟`);
  });

  it('leaves out what is no character: bytes that are not UTF-8 (decoded as U+FFFD), a lone surrogate', () => {
    expect(parse('?q=%ED%A0%80').q).toBe('');
    expect(parse('?q=run%ED%A0%80ning%FF').q).toBe('running');
    expect(parse(`?q=a${encodeURIComponent('👟')}`).q).toBe('a👟');
    expect(parseListingState(new URLSearchParams({ q: 'trail\uD800 shoe\uDFFF' })).q).toBe('trail shoe');
  });

  it('has no control characters (the api refuses a NUL)', () => {
    expect(parse('?q=run%00ning%0A').q).toBe('run ning');
    expect(parse('?q=%00').q).toBe('');
  });
});

describe('the price bucket from the URL', () => {
  it('links a corrected search back to the text as typed with its filters and sort, from page 1', () => {
    const corrected = parse('q=running&colour=black&size=9&sort=price-asc&page=3');
    expect(asTypedSearch(corrected, 'runing')).toBe('?q=runing&size=9&colour=black&sort=price-asc&asTyped=1');
  });

  it.each([
    ['5000-9999', '5000-9999'],
    ['20000%2B', '20000+'],
    ['20000+', '20000+'], // typed by hand: the + arrives as a space
    ['20000%20%20', null],
    ['abc', null],
    ['99999999999999999999-1', null], // past any price: no bucket the facet makes
    ['-5-10', null],
    ['5000', null],
  ])('%s → %s', (value, expected) => {
    expect(parse(`?price=${value}`).filters.price).toBe(expected);
  });
});

describe('listing URL ⇄ state', () => {
  it.each([
    ['', ''],
    ['?utm_source=mail&gclid=x', ''],
    ['?colour=black&colour=red', '?colour=black&colour=red'],
    ['?colour=black,red', '?colour=black&colour=red'],
    ['?size=9&size=9&colour=blue', '?size=9&colour=blue'],
    ['?price=5000-9999&rating=4', '?price=5000-9999&rating=4'],
    ['?sort=price-asc&page=3', '?sort=price-asc&page=3'],
    ['?sort=bogus&page=0', ''],
    ['?page=-2', ''],
    ['?page=2.5', ''],
    // Decimal digits only (the api's rule): Number() would read these as pages 10, 2, 2 and 2.
    ['?page=1e1', ''],
    ['?page=0x2', ''],
    ['?page=2.0', ''],
    ['?page=+2', ''],
    ['?page=02', '?page=2'],
    ['?q=%20trail%20shoes%20&price=', '?q=trail+shoes'],
  ])('%s → %s', (input, expected) => {
    expect(toSearch(parse(input.replace(/^\?/, '')))).toBe(expected);
  });

  it('round-trips every parameter', () => {
    const search =
      '?q=run&size=9&size=10&colour=black&gender=men&brand=stride&price=20000%2B&rating=3&category=1100&sort=newest&page=2';
    expect(toSearch(parse(search.slice(1)))).toBe(search);
  });

  it('removes one chip, all filters, and resets to page 1 on any filter change', () => {
    const state = parse('q=run&colour=black&colour=red&size=9&price=0-4999&sort=name&page=4');
    expect(toSearch(withoutFilter(state, 'colour', 'red'))).toBe('?q=run&size=9&colour=black&price=0-4999&sort=name');
    expect(toSearch(withoutFilter(state, 'price', '0-4999'))).toBe('?q=run&size=9&colour=black&colour=red&sort=name');
    // Clearing the filters keeps the query and the order the shopper chose.
    expect(toSearch(withoutAllFilters(state))).toBe('?q=run&sort=name');
    expect(toSearch(withoutAllFilters(parse('category=1100&rating=4&sort=price-asc&page=3')))).toBe('?sort=price-asc');
    expect(toSearch(withFilter(state, 'category', '1100'))).toContain('category=1100');
    expect(toSearch(withPage(state, 5))).toContain('page=5');
  });

  it.each([
    ['5000-9999', { priceMin: '5000', priceMax: '9999' }],
    ['20000+', { priceMin: '20000' }],
    ['cheap', { priceMin: 'cheap' }],
  ])('price bucket %s → %o', (bucket, bounds) => {
    expect(priceBounds(bucket)).toEqual(bounds);
  });

  it('maps state to the api query: lists comma-joined, page to start, filters dropped on request', () => {
    const state = parse('colour=black&colour=red&size=9&price=5000-9999&rating=4&sort=price-asc&page=2');
    expect(toSearchQuery(state, { categoryId: '1100' })).toEqual({
      q: undefined,
      categoryId: '1100',
      sort: 'price-asc',
      start: 24,
      count: 24,
      colour: 'black,red',
      size: '9',
      priceMin: '5000',
      priceMax: '9999',
      rating: '4',
    });
    expect(toSearchQuery(state, { categoryId: '1100', withFilters: false })).toEqual({
      q: undefined,
      categoryId: '1100',
      sort: 'price-asc',
      start: 24,
      count: 24,
    });
  });
});

describe('a size the api read in the query', () => {
  it('is a chosen size of the state, and the words without it are its query', () => {
    const asked = parse('?q=running%20shoes%20size%2010&size=9&colour=black&page=2');
    const state = withUnderstood(asked, { q: 'running shoes', size: ['10'] });
    expect(toSearch(state)).toBe('?q=running+shoes&size=9&size=10&colour=black&page=2');
    expect(toSearch(withoutFilter(state, 'size', '10'))).toBe('?q=running+shoes&size=9&colour=black');
    // A size the site has none of leaves only the words; no answer of it, the state as asked.
    expect(withUnderstood(asked, { q: 'running shoes', size: [] }).filters.size).toEqual(['9']);
    expect(withUnderstood(asked, undefined)).toBe(asked);
  });
});
