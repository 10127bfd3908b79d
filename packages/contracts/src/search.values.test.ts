import { describe, expect, it } from 'vitest';
import { clampSearchQuery, trimSearchQuery } from './search.values.js';

describe('a search query as the storefront and the api read it', () => {
  it.each([
    ['  running  ', 'running'],
    ['\u200b', ''],
    ['\u200d \u200b', ''],
    ['\ufeffrun\u200b', 'run'],
    [' - ', '-'],
  ])('trims white space and invisible format characters at the ends: %j → %j', (raw, expected) => {
    expect(trimSearchQuery(raw)).toBe(expected);
    expect(clampSearchQuery(raw)).toBe(expected);
  });
});
