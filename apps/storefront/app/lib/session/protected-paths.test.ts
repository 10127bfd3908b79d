import { describe, expect, it } from 'vitest';

import { isProtectedPath, protectedRedirect, returnToOf } from './protected-paths.ts';

describe('protected paths (spec §2)', () => {
  it.each([
    ['/en-us/checkout/shipping', 'anonymous', '/en-us'],
    ['/de-de/favorites', 'anonymous', '/de-de'],
    ['/en-us/account', 'anonymous', '/en-us?returnTo=%2Fen-us%2Faccount&reason=account#modal-sign-in'],
    ['/en-us/account/orders', 'guest', '/en-us?returnTo=%2Fen-us%2Faccount%2Forders&reason=account#modal-sign-in'],
    ['/en-us/checkout.data', 'anonymous', '/en-us'],
    ['/en-us/account/_.data', 'guest', '/en-us?returnTo=%2Fen-us%2Faccount&reason=account#modal-sign-in'],
    ['/de-de/account.data', 'guest', '/de-de?returnTo=%2Fde-de%2Faccount&reason=account#modal-sign-in'],
    ['/en-gb/Favorites', 'anonymous', '/en-gb'],
  ] as const)('%s as %s → %s', (path, kind, target) => {
    expect(protectedRedirect(path, kind)).toBe(target);
  });

  it.each([
    // A first-time visitor (no session yet) sees an empty cart page rather than the home page.
    ['/en-us/cart', 'anonymous'],
    ['/en-us/cart.data', 'anonymous'],
    ['/en-us/cart', 'guest'],
    ['/en-us/checkout', 'guest'],
    ['/en-us/favorites', 'guest'],
    ['/en-us/account', 'registered'],
    ['/en-us/cart', 'registered'],
    ['/en-us', 'anonymous'],
    ['/en-us/p/cartwheel-runner-ABC12345', 'anonymous'],
    ['/en-us/c/accountable-1234', 'anonymous'],
    ['/en-us/reset-password', 'anonymous'],
    ['/api/cart/v1/cart', 'anonymous'],
    ['/xx-yy/cart', 'anonymous'],
  ] as const)('%s as %s may stay', (path, kind) => {
    expect(protectedRedirect(path, kind)).toBeNull();
  });

  it('a post to an account page says the session ended', () => {
    expect(protectedRedirect('/en-us/account.data', 'anonymous', 'POST')).toBe(
      '/en-us?returnTo=%2Fen-us%2Faccount&reason=session-ended#modal-sign-in',
    );
    expect(protectedRedirect('/en-us/checkout', 'anonymous', 'POST')).toBe('/en-us');
  });

  it('returnToOf: only a path of the same locale’s pages, with a known reason', () => {
    expect(returnToOf('?returnTo=%2Fen-us%2Faccount&reason=session-ended', 'en-us')).toEqual({
      returnTo: '/en-us/account',
      reason: 'session-ended',
    });
    expect(returnToOf('?returnTo=%2Fen-us%2Faccount&reason=other', 'en-us')?.reason).toBe('account');
    for (const bad of [
      '//evil.example',
      '/de-de/account',
      'https://evil.example/en-us/',
      '/en-us//evil',
      '/en-us/\\x',
      '/en-us/a\tb',
      '',
    ])
      expect(returnToOf(`?returnTo=${encodeURIComponent(bad)}`, 'en-us')).toBeNull();
    expect(returnToOf('', 'en-us')).toBeNull();
  });

  it('isProtectedPath: where a signed-out shopper may not be', () => {
    expect(isProtectedPath('/en-us/account')).toBe(true);
    expect(isProtectedPath('/en-us/cart')).toBe(true);
    expect(isProtectedPath('/en-gb/Cart')).toBe(true);
    expect(isProtectedPath('/en-us/checkout')).toBe(true);
    expect(isProtectedPath('/en-us/p/x-ABC12345')).toBe(false);
    expect(isProtectedPath('/api/cart/v1/cart')).toBe(false);
  });
});
