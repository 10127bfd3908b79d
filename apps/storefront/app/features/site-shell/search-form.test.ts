import { describe, expect, it } from 'vitest';

import { followsPage, searchedQuery } from './search-form.tsx';

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

describe('the header search box on a new page', () => {
  it('takes its query after Back or Forward even while focused, when it holds the query the last page put there', () => {
    // Searched "sneaker", then "hoodie" from the box (which keeps the focus), then Back: "sneaker" again.
    expect(followsPage('hoodie', 'hoodie', true)).toBe(true);
    expect(followsPage('', '', true)).toBe(true);
    expect(followsPage('anything', 'hoodie', false)).toBe(true);
  });

  it('keeps what the shopper is typing in it', () => {
    expect(followsPage('hood', 'sneaker', true)).toBe(false);
    expect(followsPage('sneaker tr', 'sneaker', true)).toBe(false);
  });
});
