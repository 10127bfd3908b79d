import { describe, expect, it } from 'vitest';

import { pageUrl } from './page-url.ts';

describe('pageUrl', () => {
  it.each([
    ['http://x/en-us/p/a-SRN155750?colour=297', '/en-us/p/a-SRN155750?colour=297'],
    ['http://x/en-us/p/a-SRN155750.data?colour=297&_routes=root', '/en-us/p/a-SRN155750?colour=297'],
    ['http://x/en-us/p/a-SRN155750.data', '/en-us/p/a-SRN155750'],
  ])('%s → %s', (input, expected) => {
    const url = pageUrl(new Request(input));
    expect(`${url.pathname}${url.search}`).toBe(expected);
  });
});
