import { describe, expect, it } from 'vitest';

import type { SessionSummary, ShopperSummary } from '#app/lib/session/session-summary.ts';
import type { ShellData } from './shell-data.ts';
import { headerShopper } from './use-shopper.ts';

/** Root data: only what the header reads from it matters here (and which object it is). */
const shell = (session: SessionSummary, cartCount: number | null = null) =>
  ({ session, cartCount }) as unknown as ShellData;
const SIGNED_OUT: SessionSummary = { signedIn: false };
const SAM: SessionSummary = { signedIn: true, firstName: 'Sam', consumerType: 'REGISTERED' };

describe('headerShopper (docs/decisions/0024, 0025)', () => {
  it('on the server and while hydrating, a signed-out state is not known to be the shopper’s: both forms', () => {
    const served = shell(SIGNED_OUT);
    expect(headerShopper({ shell: served, servedShell: served, servedFor: undefined, fetched: null })).toEqual({
      session: SIGNED_OUT,
      cartCount: null,
      inBrowser: false,
      accountKnown: false,
    });
    // A page rendered for a signed-in shopper knows.
    const theirs = shell(SAM, 2);
    expect(headerShopper({ shell: theirs, servedShell: theirs, servedFor: undefined, fetched: null })).toMatchObject({
      session: SAM,
      cartCount: 2,
      accountKnown: true,
    });
  });

  it('a page rendered for this browser (no mark) knows once hydrated', () => {
    const served = shell(SIGNED_OUT);
    expect(headerShopper({ shell: served, servedShell: served, servedFor: null, fetched: null })).toMatchObject({
      inBrowser: false,
      accountKnown: true,
    });
  });

  it.each(['guest', 'signed-in'] as const)(
    'a page served to a %s waits for the browser’s answer, then shows it',
    (servedFor) => {
      const served = shell(SIGNED_OUT);
      expect(headerShopper({ shell: served, servedShell: served, servedFor, fetched: null })).toEqual({
        session: SIGNED_OUT,
        cartCount: null,
        inBrowser: true,
        accountKnown: false,
      });
      const answer: ShopperSummary = { session: servedFor === 'guest' ? SIGNED_OUT : SAM, cartCount: 3 };
      expect(
        headerShopper({ shell: served, servedShell: served, servedFor, fetched: { shell: served, shopper: answer } }),
      ).toEqual({ ...answer, inBrowser: true, accountKnown: true });
    },
  );

  it('once the root loader has run again for the shopper, its data is theirs, signed out too', () => {
    const served = shell(SIGNED_OUT);
    const answer: ShopperSummary = { session: SAM, cartCount: 3 };
    // Their session ended meanwhile: the root data says so, and the sign-in link is shown, whatever the page's mark.
    const after = shell(SIGNED_OUT, null);
    expect(
      headerShopper({
        shell: after,
        servedShell: served,
        servedFor: 'signed-in',
        fetched: { shell: served, shopper: answer },
      }),
    ).toEqual({ session: SIGNED_OUT, cartCount: null, inBrowser: true, accountKnown: true });
    const signedIn = shell(SAM, 4);
    expect(headerShopper({ shell: signedIn, servedShell: served, servedFor: 'guest', fetched: null })).toEqual({
      session: SAM,
      cartCount: 4,
      inBrowser: true,
      accountKnown: true,
    });
  });
});
