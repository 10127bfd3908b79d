import { describe, expect, it } from 'vitest';

import { bypassesCaches, targetBypassesCaches } from './cache-bypass.ts';

describe('cache bypass (spec §2.2)', () => {
  it.each([
    ['/en-us/c/shoes-1?bypassAllCache=true', true],
    ['/en-us/c/shoes-1?bypassAllCache', true],
    ['/en-us/c/shoes-1?sort=newest&bypassAllCache=1', true],
    ['/en-us/p/x-SRN1?preview=true', true],
    ['/en-us?previewDateRFC1123=Sat,%2028%20Nov%202026%2010:00:00%20GMT', true],
    ['/en-us?p13n_testcontext=segment-a', true],
    ['/en-us/c/shoes-1?bypassAllCache=false', false],
    ['/en-us/c/shoes-1?preview=FALSE', false],
    ['/en-us/c/shoes-1?sort=newest', false],
    ['/en-us/c/shoes-1', false],
    ['/en-us/c/bypassAllCache-1', false],
  ])('%s → %s', (target, bypass) => {
    expect(targetBypassesCaches(target)).toBe(bypass);
  });

  it('reads every occurrence of a parameter', () => {
    expect(bypassesCaches(new URLSearchParams('preview=false&preview=true'))).toBe(true);
  });
});
