import { describe, expect, it } from 'vitest';

import {
  pageAt,
  pageStart,
  parseReviewQuery,
  questionSearch,
  reportSearch,
  reviewControlsChanged,
  reviewSearch,
  withoutWrite,
  writeSearch,
} from './review-query.ts';

describe('review and question query params', () => {
  it.each([
    ['', { sort: 'newest', rating: null, page: 1, questionPage: 1 }],
    [
      'reviewSort=highest&reviewRating=5&reviewPage=2&questionPage=3',
      { sort: 'highest', rating: 5, page: 2, questionPage: 3 },
    ],
    [
      'reviewSort=cheapest&reviewRating=9&reviewPage=-1&questionPage=0',
      { sort: 'newest', rating: null, page: 1, questionPage: 1 },
    ],
    ['reviewRating=2.5&reviewPage=x&questionPage=1.5', { sort: 'newest', rating: null, page: 1, questionPage: 1 }],
  ])('%s', (search, expected) => {
    expect(parseReviewQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it('keeps the rest of the query and restarts at page 1 when the filter changes', () => {
    const current = new URLSearchParams('colour=297&reviewPage=3&reviewSort=lowest&questionPage=2');
    expect(reviewSearch(current, { rating: 5 })).toBe('?colour=297&reviewSort=lowest&questionPage=2&reviewRating=5');
    expect(reviewSearch(current, { page: 4 })).toBe('?colour=297&reviewPage=4&reviewSort=lowest&questionPage=2');
    expect(reviewSearch(new URLSearchParams(), {})).toBe('');
  });

  it('pages questions without touching colour, size or the reviews', () => {
    const current = new URLSearchParams('colour=297&size=10&reviewSort=lowest');
    expect(questionSearch(current, 2)).toBe('?colour=297&size=10&reviewSort=lowest&questionPage=2');
    expect(questionSearch(new URLSearchParams('colour=297&questionPage=2'), 1)).toBe('?colour=297');
  });

  it('names the review to report and keeps colour, size and the rest', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(reportSearch(new URLSearchParams('colour=297&size=10&width=2E'), id)).toBe(
      `?colour=297&size=10&width=2E&report=${id}`,
    );
    // Reporting another review replaces the first one.
    expect(reportSearch(new URLSearchParams(`report=other&colour=297`), id)).toBe(`?report=${id}&colour=297`);
    expect(reportSearch(new URLSearchParams(), id)).toBe(`?report=${id}`);
  });

  it('never carries a campaign’s parameters on (the landing’s, not the page’s: docs/decisions/0022)', () => {
    const current = new URLSearchParams('utm_source=news&colour=297&gclid=Cj0&reviewSort=lowest&fbclid=1');
    expect(reviewSearch(current, { rating: 5 })).toBe('?colour=297&reviewSort=lowest&reviewRating=5');
    expect(questionSearch(current, 2)).toBe('?colour=297&reviewSort=lowest&questionPage=2');
    expect(reportSearch(current, 'r1')).toBe('?colour=297&reviewSort=lowest&report=r1');
    expect(writeSearch(current, 'review')).toBe('?colour=297&reviewSort=lowest&write=review');
    expect(withoutWrite(new URLSearchParams('utm_medium=email&write=review'))).toBe('');
  });
});

describe('pageStart', () => {
  it.each([
    [1, 25, 0],
    [5, 25, 24],
    [999, 25, 24],
    [5, 1, 0],
    [3, 0, 0],
  ])('page %i of a list of %i starts at %i (the last page when past the end)', (page, total, start) => {
    expect(pageStart(page, 6, total)).toBe(start);
    expect(pageAt(start, 6)).toBe(Math.min(page, Math.max(1, Math.ceil(total / 6))));
  });
});

describe('reviewControlsChanged', () => {
  const fields = (sort: string, rating: string) => {
    const data = new FormData();
    data.set('reviewSort', sort);
    data.set('reviewRating', rating);
    return data;
  };
  it.each([
    ['newest', '', 'newest', null, false],
    ['newest', '4', 'newest', 4, false],
    ['highest', '', 'newest', null, true],
    ['newest', '5', 'newest', null, true],
    ['newest', '', 'newest', 3, true],
  ] as const)('sort %s, rating "%s" over sort %s, rating %s: changed %s', (sort, rating, was, wasRating, changed) => {
    expect(reviewControlsChanged(fields(sort, rating), was, wasRating)).toBe(changed);
  });
});
