import { afterEach, describe, expect, it, vi } from 'vitest';

import { memoryStorage } from '#app/lib/browser/memory-storage.test-kit.ts';
import {
  clearRecentlyViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEPT,
  recentlyViewedOf,
  rememberViewed,
  withViewed,
} from './recently-viewed.ts';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `SRN1000${String(i).padStart(2, '0')}`);

describe('withViewed', () => {
  it.each([
    { list: [], id: 'SRN155750', expected: ['SRN155750'] },
    { list: ['KST200100'], id: 'SRN155750', expected: ['SRN155750', 'KST200100'] },
    // Seen again: moved to the front, once.
    {
      list: ['KST200100', 'SRN155750', 'SRN155760'],
      id: 'SRN155750',
      expected: ['SRN155750', 'KST200100', 'SRN155760'],
    },
    // Not a style code: the list is kept as it was.
    { list: ['KST200100'], id: 'srn155750', expected: ['KST200100'] },
    { list: ['KST200100'], id: '<script>', expected: ['KST200100'] },
  ])('$id into $list', ({ list, id, expected }) => {
    expect(withViewed(list, id)).toEqual(expected);
  });

  it('keeps the newest RECENTLY_VIEWED_KEPT and never changes the list it was given', () => {
    const list = Object.freeze(ids(RECENTLY_VIEWED_KEPT));
    const next = withViewed(list, 'SRN155750');
    expect(next).toHaveLength(RECENTLY_VIEWED_KEPT);
    expect(next[0]).toBe('SRN155750');
    expect(next.at(-1)).toBe(list.at(-2));
    expect(list).toEqual(ids(RECENTLY_VIEWED_KEPT));
  });
});

describe('recentlyViewedOf (what storage held)', () => {
  it.each([
    { items: [], expected: [] },
    { items: ['SRN155750', 'KST200100'], expected: ['SRN155750', 'KST200100'] },
    // Edited by hand or an older format: only style codes, each once (its first, newest place).
    {
      items: ['SRN155750', 42, null, { id: 'KST200100' }, 'bad id', 'SRN155750', 'KST200100'],
      expected: ['SRN155750', 'KST200100'],
    },
  ])('$items', ({ items, expected }) => {
    expect(recentlyViewedOf(items)).toEqual(expected);
  });

  it('cuts a long list to the newest RECENTLY_VIEWED_KEPT', () => {
    expect(recentlyViewedOf(ids(30))).toEqual(ids(RECENTLY_VIEWED_KEPT));
  });
});

describe('kept in the browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('remembers per site, newest first, and clears one site only', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    rememberViewed('stride-en-us', 'SRN155750');
    rememberViewed('stride-en-us', 'SRN155760');
    rememberViewed('stride-de-de', 'SRN155770');
    expect(readRecentlyViewed('stride-en-us')).toEqual(['SRN155760', 'SRN155750']);
    expect(rememberViewed('stride-en-us', 'SRN155750')).toEqual(['SRN155750', 'SRN155760']);
    expect(JSON.parse(storage.getItem('outsole:recently-viewed:stride-en-us') ?? '')).toEqual([
      'SRN155750',
      'SRN155760',
    ]);
    clearRecentlyViewed('stride-en-us');
    expect(readRecentlyViewed('stride-en-us')).toEqual([]);
    expect(readRecentlyViewed('stride-de-de')).toEqual(['SRN155770']);
  });

  it('reads an edited value safely and refused storage never throws', () => {
    const storage = memoryStorage();
    storage.setItem('outsole:recently-viewed:stride-en-us', '{"not":"a list"}');
    vi.stubGlobal('window', { localStorage: storage });
    expect(readRecentlyViewed('stride-en-us')).toEqual([]);
    storage.setItem('outsole:recently-viewed:stride-en-us', 'not json');
    expect(rememberViewed('stride-en-us', 'SRN155750')).toEqual(['SRN155750']);

    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readRecentlyViewed('stride-en-us')).toEqual([]);
    expect(rememberViewed('stride-en-us', 'SRN155750')).toEqual(['SRN155750']);
    expect(() => clearRecentlyViewed('stride-en-us')).not.toThrow();
  });
});
