import { describe, expect, it } from 'vitest';

import { hereAt, withHash } from './with-hash.ts';

describe('withHash', () => {
  it('puts the fragment on a path, replacing one it had', () => {
    expect(withHash('/en-us/cart', 'gift-1')).toBe('/en-us/cart#gift-1');
    expect(withHash('/en-us/p/x?size=9#modal-notify', 'size-picker')).toBe('/en-us/p/x?size=9#size-picker');
  });

  it('leaves the path as it is without one', () => {
    expect(withHash('/en-us/p/x?size=9#reviews', undefined)).toBe('/en-us/p/x?size=9#reviews');
  });
});

describe('hereAt', () => {
  it('is the page with its query at the fragment', () => {
    expect(hereAt({ pathname: '/en-us/p/x', search: '?colour=058&size=9' }, 'find-in-store-section')).toBe(
      '/en-us/p/x?colour=058&size=9#find-in-store-section',
    );
    expect(hereAt({ pathname: '/en-us/gift-card-balance', search: '' }, 'gift-card-balance')).toBe(
      '/en-us/gift-card-balance#gift-card-balance',
    );
  });

  it('leaves a campaign’s parameters out of the form’s address', () => {
    expect(hereAt({ pathname: '/en-us/p/x', search: '?utm_source=news&colour=058&gclid=1' }, 'notify')).toBe(
      '/en-us/p/x?colour=058#notify',
    );
    expect(hereAt({ pathname: '/en-us/p/x', search: '?utm_source=news' }, 'notify')).toBe('/en-us/p/x#notify');
  });
});
