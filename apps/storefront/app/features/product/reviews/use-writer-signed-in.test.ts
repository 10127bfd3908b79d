import { describe, expect, it } from 'vitest';

import type { ShellData } from '#app/features/site-shell/shell-data.ts';
import type { ShopperSummary } from '#app/lib/session/session-summary.ts';
import { writerOf } from './use-writer-signed-in.ts';

const emailOf = (args: Parameters<typeof writerOf>[0]) => writerOf(args).email;

const shell = (session: ShellData['session']) => ({ session }) as ShellData;
const answer = (session: ShopperSummary['session']): ShopperSummary => ({ session, cartCount: null });

describe('writerOf: who would write a review, and the name the form starts with', () => {
  it('a signed-in shopper’s own names and email, which a pickup’s collector starts with (t1-F2)', () => {
    const own = { signedIn: true, firstName: 'Sam', lastName: 'Shopper', email: 'shopper@example.com' } as const;
    expect(writerOf({ shell: shell(own), servedFor: null, fetched: null })).toMatchObject({
      firstName: 'Sam',
      lastName: 'Shopper',
      email: 'shopper@example.com',
    });
    // A kept page: none until the browser's own answer has come, then theirs.
    const root = shell({ signedIn: false });
    const before = writerOf({ shell: root, servedFor: 'signed-in', fetched: null });
    expect(before).not.toHaveProperty('firstName');
    expect(before).not.toHaveProperty('email');
    const fetched = { shell: root, shopper: answer(own) };
    expect(writerOf({ shell: root, servedFor: 'signed-in', fetched })).toMatchObject({
      firstName: 'Sam',
      lastName: 'Shopper',
    });
  });

  it('a page rendered for a signed-in shopper: signed in, with their "Jane D."', () => {
    const root = shell({ signedIn: true, firstName: 'Jane', reviewName: 'Jane D.' });
    expect(writerOf({ shell: root, servedFor: null, fetched: null })).toEqual({
      signedIn: true,
      name: 'Jane D.',
      firstName: 'Jane',
    });
    // Also on the server: the page is theirs.
    expect(writerOf({ shell: root, servedFor: undefined, fetched: null })).toEqual({
      signedIn: true,
      name: 'Jane D.',
      firstName: 'Jane',
    });
  });

  it('a kept page served to a signed-in shopper: the mark, then the browser’s answer with the name', () => {
    const root = shell({ signedIn: false });
    expect(writerOf({ shell: root, servedFor: undefined, fetched: null })).toEqual({ signedIn: null, name: undefined });
    expect(writerOf({ shell: root, servedFor: 'signed-in', fetched: null })).toEqual({
      signedIn: true,
      name: undefined,
    });
    const fetched = { shell: root, shopper: answer({ signedIn: true, firstName: 'Jane', reviewName: 'Jane D.' }) };
    expect(writerOf({ shell: root, servedFor: 'signed-in', fetched })).toEqual({
      signedIn: true,
      name: 'Jane D.',
      firstName: 'Jane',
    });
    // Root data loaded since (the shopper signed out, say) is the shopper's own: the old answer no longer counts.
    const later = shell({ signedIn: false });
    expect(writerOf({ shell: later, servedFor: 'signed-in', fetched })).toEqual({ signedIn: true, name: undefined });
  });

  it('a guest: signed out, no name', () => {
    const root = shell({ signedIn: false });
    expect(writerOf({ shell: root, servedFor: null, fetched: null })).toEqual({ signedIn: false, name: undefined });
    const fetched = { shell: root, shopper: answer({ signedIn: false }) };
    expect(writerOf({ shell: root, servedFor: 'guest', fetched })).toEqual({ signedIn: false, name: undefined });
  });
});

describe('emailOf: the email the back-in-stock form starts with, from the shopper’s own summary only', () => {
  it('a page rendered for a signed-in shopper: their email', () => {
    const root = shell({ signedIn: true, email: 'jane@example.com' });
    expect(emailOf({ shell: root, servedFor: null, fetched: null })).toBe('jane@example.com');
    expect(emailOf({ shell: root, servedFor: undefined, fetched: null })).toBe('jane@example.com');
  });

  it('a kept page: none until the browser’s own answer, and none once other root data is loaded', () => {
    const root = shell({ signedIn: false });
    expect(emailOf({ shell: root, servedFor: undefined, fetched: null })).toBeUndefined();
    expect(emailOf({ shell: root, servedFor: 'signed-in', fetched: null })).toBeUndefined();
    const fetched = { shell: root, shopper: answer({ signedIn: true, email: 'jane@example.com' }) };
    expect(emailOf({ shell: root, servedFor: 'signed-in', fetched })).toBe('jane@example.com');
    expect(emailOf({ shell: shell({ signedIn: false }), servedFor: 'signed-in', fetched })).toBeUndefined();
  });

  it('a guest: none', () => {
    const root = shell({ signedIn: false });
    expect(emailOf({ shell: root, servedFor: null, fetched: null })).toBeUndefined();
    const fetched = { shell: root, shopper: answer({ signedIn: false }) };
    expect(emailOf({ shell: root, servedFor: 'guest', fetched })).toBeUndefined();
  });
});
