import { describe, expect, it } from 'vitest';

import { parseReviewQuery, reviewSearch } from './review-query.ts';

describe('review query params', () => {
  it.each([
    ['', { sort: 'newest', rating: null, page: 1 }],
    ['reviewSort=highest&reviewRating=5&reviewPage=2', { sort: 'highest', rating: 5, page: 2 }],
    ['reviewSort=cheapest&reviewRating=9&reviewPage=-1', { sort: 'newest', rating: null, page: 1 }],
    ['reviewRating=2.5&reviewPage=x', { sort: 'newest', rating: null, page: 1 }],
  ])('%s', (search, expected) => {
    expect(parseReviewQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it('keeps the rest of the query and restarts at page 1 when the filter changes', () => {
    const current = new URLSearchParams('colour=297&reviewPage=3&reviewSort=lowest');
    expect(reviewSearch(current, { rating: 5 })).toBe('?colour=297&reviewSort=lowest&reviewRating=5');
    expect(reviewSearch(current, { page: 4 })).toBe('?colour=297&reviewPage=4&reviewSort=lowest');
    expect(reviewSearch(new URLSearchParams(), {})).toBe('');
  });
});
