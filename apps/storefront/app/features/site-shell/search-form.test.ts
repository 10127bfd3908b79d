import { describe, expect, it } from 'vitest';

import { searchedQuery } from './search-form.tsx';

describe("the header search box's query on a results page", () => {
  it('is the query the page searched: no control characters, cut between characters', () => {
    expect(searchedQuery('en-us', '/en-us/search', '?q=%00%01')).toBe('');
    expect(searchedQuery('en-us', '/en-us/search', '?q=trail%0Arunning')).toBe('trail running');
    const emoji = encodeURIComponent('👟');
    expect(searchedQuery('en-us', '/en-us/search', `?q=${'a'.repeat(99)}${emoji}`)).toBe('a'.repeat(99));
  });

  it('is empty on any other page', () => {
    expect(searchedQuery('en-us', '/en-us/c/shoes-653341', '?q=trail')).toBe('');
    expect(searchedQuery('en-us', '/de-de/search', '?q=trail')).toBe('');
  });
});
