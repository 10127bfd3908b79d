import { SEARCH_QUERY_MAX_LENGTH } from '@outsole/contracts/search.values';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { memoryStorage } from '#app/lib/browser/memory-storage.test-kit.ts';

import {
  clearRecentSearches,
  parseRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_MAX,
  rememberSearch,
  withRecentSearch,
} from './recent-searches.ts';

describe('withRecentSearch', () => {
  it.each([
    { list: [], query: 'trail', expected: ['trail'] },
    { list: ['boots'], query: 'trail', expected: ['trail', 'boots'] },
    { list: ['boots', 'trail'], query: 'trail', expected: ['trail', 'boots'] },
    // The same query in other letter case is one search; the newest spelling is kept.
    { list: ['Trail Shoes', 'boots'], query: 'trail shoes', expected: ['trail shoes', 'boots'] },
    { list: ['boots'], query: '  trail \n  shoes ', expected: ['trail shoes', 'boots'] },
    { list: ['boots'], query: '   ', expected: ['boots'] },
    { list: ['boots'], query: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1), expected: ['boots'] },
    { list: ['a', 'b', 'c', 'd', 'e'], query: 'f', expected: ['f', 'a', 'b', 'c', 'd'] },
    { list: ['スニーカー'], query: 'ランニング', expected: ['ランニング', 'スニーカー'] },
  ])('$query into $list', ({ list, query, expected }) => {
    expect(withRecentSearch(list, query)).toEqual(expected);
  });

  it('keeps at most RECENT_SEARCHES_MAX and never changes the list it was given', () => {
    const list = Object.freeze(['a', 'b', 'c', 'd', 'e']);
    expect(withRecentSearch(list, 'f')).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('parseRecentSearches', () => {
  it.each([
    { raw: null, expected: [] },
    { raw: '', expected: [] },
    { raw: 'not json', expected: [] },
    { raw: '{"0":"trail"}', expected: [] },
    { raw: '"trail"', expected: [] },
    { raw: '["trail","boots"]', expected: ['trail', 'boots'] },
    // Edited by hand or by an older version: non-strings and blanks dropped, duplicates once (the newer), at most 5.
    { raw: '["trail",7,null,{"q":"x"}," ","boots"]', expected: ['trail', 'boots'] },
    { raw: '["Trail","trail","boots"]', expected: ['Trail', 'boots'] },
    { raw: JSON.stringify(['1', '2', '3', '4', '5', '6', '7']), expected: ['1', '2', '3', '4', '5'] },
  ])('$raw', ({ raw, expected }) => {
    expect(parseRecentSearches(raw)).toEqual(expected);
  });
});

describe('kept in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('remembers per site, newest first, and clears one site only', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    rememberSearch('stride-en-us', 'trail');
    rememberSearch('stride-en-us', 'boots');
    rememberSearch('stride-de-de', 'Laufschuhe');
    expect(readRecentSearches('stride-en-us')).toEqual(['boots', 'trail']);
    expect(rememberSearch('stride-en-us', 'TRAIL')).toEqual(['TRAIL', 'boots']);
    clearRecentSearches('stride-en-us');
    expect(readRecentSearches('stride-en-us')).toEqual([]);
    expect(readRecentSearches('stride-de-de')).toEqual(['Laufschuhe']);
  });

  it('is a convenience: refused, full or missing storage never throws', () => {
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    refusing.removeItem = refusing.getItem;
    vi.stubGlobal('window', { localStorage: refusing });
    expect(readRecentSearches('stride-en-us')).toEqual([]);
    expect(rememberSearch('stride-en-us', 'trail')).toEqual(['trail']);
    expect(() => clearRecentSearches('stride-en-us')).not.toThrow();

    // Reading `localStorage` itself throws where the browser blocks site data.
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readRecentSearches('stride-en-us')).toEqual([]);
    expect(rememberSearch('stride-en-us', 'trail')).toEqual(['trail']);

    vi.unstubAllGlobals();
    expect(typeof window).toBe('undefined'); // the server renders without a window
    expect(readRecentSearches('stride-en-us')).toEqual([]);
  });
});
