import { describe, expect, it } from 'vitest';

import { MERGE_NOTICE_COOKIE, mergeNoticeCookie, mergeNoticeOf, readMergeNotice } from './merge-notice.server.ts';

const nothingLeft = { cart: 0, saveForLater: 0 };
const merged = (cart: boolean, leftOut = nothingLeft) => ({
  cart,
  favorites: false,
  saveForLater: false,
  userContent: 0,
  leftOut,
});

describe('the merged-cart notice cookie', () => {
  it('is called for by a merged cart or by guest items left out, not otherwise', () => {
    expect(mergeNoticeOf(undefined)).toBeNull();
    expect(mergeNoticeOf(merged(false))).toBeNull();
    expect(mergeNoticeOf(merged(true))).toEqual({ cart: true, leftOut: nothingLeft });
    expect(mergeNoticeOf(merged(false, { cart: 0, saveForLater: 2 }))).toEqual({
      cart: false,
      leftOut: { cart: 0, saveForLater: 2 },
    });
  });

  it('round-trips what it holds, for the site whose cart it merged', () => {
    for (const notice of [
      { cart: true, leftOut: nothingLeft },
      { cart: true, leftOut: { cart: 7, saveForLater: 0 } },
      { cart: false, leftOut: { cart: 0, saveForLater: 250 } },
    ]) {
      const value = /^outsole_merge_notice=([^;]*);/.exec(mergeNoticeCookie(notice, 'stride-en-us', false))?.[1];
      expect(readMergeNotice(value, 'stride-en-us')).toEqual(notice);
      // Another locale's cart is another cart: no notice there.
      expect(readMergeNotice(value, 'stride-de-de')).toBeNull();
    }
    expect(
      mergeNoticeCookie({ cart: true, leftOut: { cart: 123_456, saveForLater: -3 } }, 'stride-en-us', true),
    ).toMatch(new RegExp(`^${MERGE_NOTICE_COOKIE}=1\\.9999\\.0\\.stride-en-us;.*Secure`));
    // A flash read by the next page: ten minutes only in case that page never came, not a week of uncached pages.
    expect(mergeNoticeCookie({ cart: true, leftOut: nothingLeft }, 'stride-en-us', false)).toMatch(/Max-Age=600;/);
  });

  it('carries what the merge changed in this session’s cart (findings-1 F14)', () => {
    const changed = {
      ...merged(true),
      cartChanges: { raisedLines: 2, deliveryMethod: { from: 'me', to: 'standard' } },
    };
    const notice = { cart: true, leftOut: nothingLeft, changes: { raised: 2, methodKept: true } };
    expect(mergeNoticeOf(changed)).toEqual(notice);
    expect(mergeNoticeOf({ ...merged(true), cartChanges: { raisedLines: 0, deliveryMethod: null } })).toEqual({
      cart: true,
      leftOut: nothingLeft,
    });
    const cookie = mergeNoticeCookie(notice, 'stride-en-us', false);
    expect(cookie).toMatch(/^outsole_merge_notice=1\.0\.0\.r2m1\.stride-en-us;/);
    const value = /^outsole_merge_notice=([^;]*);/.exec(cookie)?.[1];
    expect(readMergeNotice(value, 'stride-en-us')).toEqual(notice);
    expect(readMergeNotice('1.0.0.r0m1.stride-en-us', 'stride-en-us')).toEqual({
      cart: true,
      leftOut: nothingLeft,
      changes: { raised: 0, methodKept: true },
    });
    expect(readMergeNotice('1.0.0.r1m2.stride-en-us', 'stride-en-us')).toBeNull();
    // A site id starting with "n" is the site, not the names (reviewer F6): another site does not show the notice.
    expect(readMergeNotice('1.0.0.nova-de-de', 'stride-en-us')).toBeNull();
    expect(readMergeNotice('1.0.0.nova-de-de', 'nova-de-de')).toEqual({ cart: true, leftOut: nothingLeft });
  });

  it('carries the names of the lines and the method kept (decision 0017 addendum, session 52)', () => {
    const lines = {
      added: { count: 5, names: ['Lumen 4 Running Shoe', 'Strata 8 Socks', 'Trail Cap'] },
      raised: { count: 1, names: ['ジョギングシューズ「ルーメン 4」'] },
      capped: { count: 0, names: [] },
    };
    const changed = {
      ...merged(true),
      cartChanges: {
        raisedLines: 1,
        deliveryMethod: { from: 'me', to: 'standard', label: 'Standard shipping' },
        lines,
      },
    };
    const notice = mergeNoticeOf(changed);
    expect(notice).toEqual({
      cart: true,
      leftOut: nothingLeft,
      changes: { raised: 1, methodKept: true },
      named: { ...lines, method: 'Standard shipping' },
    });
    const cookie = mergeNoticeCookie(notice!, 'stride-en-us', false);
    expect(cookie).toMatch(/^outsole_merge_notice=1\.0\.0\.r1m1\.n[\w-]+\.stride-en-us;/);
    const value = /^outsole_merge_notice=([^;]*);/.exec(cookie)?.[1];
    expect(readMergeNotice(value, 'stride-en-us')).toEqual(notice);
    expect(readMergeNotice(value, 'stride-de-de')).toBeNull();
    // Long names are cut, so the cookie stays small whatever the catalog calls a product.
    const long = mergeNoticeCookie(
      { ...notice!, named: { ...notice!.named!, added: { count: 9, names: ['x'.repeat(200), 'y'.repeat(200), 'z'] } } },
      'stride-en-us',
      false,
    );
    expect(long.length).toBeLessThan(1000);
    const read = readMergeNotice(/^outsole_merge_notice=([^;]*);/.exec(long)?.[1], 'stride-en-us');
    expect(read?.named?.added).toEqual({ count: 9, names: ['x'.repeat(60), 'y'.repeat(60), 'z'] });
    // Names it did not write are no names: the notice keeps its counts.
    const forged = `1.0.0.r1m1.n${Buffer.from('{"a":[1,"<b>"],"r":"x"}').toString('base64url')}.stride-en-us`;
    expect(readMergeNotice(forged, 'stride-en-us')).toEqual({
      cart: true,
      leftOut: nothingLeft,
      changes: { raised: 1, methodKept: true },
    });
    expect(readMergeNotice('1.0.0.n%%%.stride-en-us', 'stride-en-us')).toBeNull();
  });

  it('carries the gift card lines the gift card limits held back (decision 0018 addendum)', () => {
    const capped = { ...merged(true), cartChanges: { raisedLines: 0, deliveryMethod: null, cappedLines: 2 } };
    const notice = { cart: true, leftOut: nothingLeft, changes: { raised: 0, methodKept: false, giftCardsCapped: 2 } };
    expect(mergeNoticeOf(capped)).toEqual(notice);
    const cookie = mergeNoticeCookie(notice, 'stride-en-us', false);
    expect(cookie).toMatch(/^outsole_merge_notice=1\.0\.0\.r0m0g2\.stride-en-us;/);
    expect(readMergeNotice(/^outsole_merge_notice=([^;]*);/.exec(cookie)?.[1], 'stride-en-us')).toEqual(notice);
    // None capped: as before (an api without cappedLines too).
    expect(mergeNoticeOf({ ...capped, cartChanges: { raisedLines: 1, deliveryMethod: null, cappedLines: 0 } })).toEqual(
      { cart: true, leftOut: nothingLeft, changes: { raised: 1, methodKept: false } },
    );
    expect(readMergeNotice('1.0.0.r0m0g0.stride-en-us', 'stride-en-us')).toEqual({ cart: true, leftOut: nothingLeft });
    expect(readMergeNotice('1.0.0.r0m0gx.stride-en-us', 'stride-en-us')).toBeNull();
    // With the lines' names too: both travel.
    const lines = {
      added: { count: 1, names: ['Gift card'] },
      raised: { count: 0, names: [] },
      capped: { count: 0, names: [] },
    };
    const both = { ...notice, named: { ...lines, method: null } };
    const bothCookie = mergeNoticeCookie(both, 'stride-en-us', false);
    expect(bothCookie).toMatch(/^outsole_merge_notice=1\.0\.0\.r0m0g2\.n[\w-]+\.stride-en-us;/);
    expect(readMergeNotice(/^outsole_merge_notice=([^;]*);/.exec(bothCookie)?.[1], 'stride-en-us')).toEqual(both);
  });

  it('is not called for by a guest cart the account took over as it was (findings-2 #4)', () => {
    const none = { count: 0, names: [] };
    const unchanged = {
      raisedLines: 0,
      deliveryMethod: null,
      cappedLines: 0,
      lines: { added: none, raised: none, capped: none },
    };
    // The api names no line added, raised or capped, and no method given way: nothing to tell, no cookie.
    expect(mergeNoticeOf({ ...merged(true), cartChanges: unchanged })).toBeNull();
    // Saved items left out are still told.
    expect(mergeNoticeOf({ ...merged(true, { cart: 0, saveForLater: 3 }), cartChanges: unchanged })).toEqual({
      cart: true,
      leftOut: { cart: 0, saveForLater: 3 },
      named: { added: none, raised: none, capped: none, method: null },
    });
    // A line raised (the account's only line was this cart's): told, though none was added.
    const raised = {
      ...unchanged,
      raisedLines: 1,
      lines: { ...unchanged.lines, raised: { count: 1, names: ['Echo 6 Trainer'] } },
    };
    expect(mergeNoticeOf({ ...merged(true), cartChanges: raised })?.named?.raised.count).toBe(1);
    // A cookie that names nothing changed (written by a storefront before this one) shows nothing either.
    const named = Buffer.from(JSON.stringify({ a: [0], r: [0], c: [0], m: null })).toString('base64url');
    expect(readMergeNotice(`1.0.0.n${named}.stride-en-us`, 'stride-en-us')).toBeNull();
    expect(readMergeNotice(`1.0.2.n${named}.stride-en-us`, 'stride-en-us')?.leftOut).toEqual({
      cart: 0,
      saveForLater: 2,
    });
  });

  it('reads the values of earlier versions (1, and without a site) and nothing it did not write', () => {
    expect(readMergeNotice('1', 'stride-en-us')).toEqual({ cart: true, leftOut: nothingLeft });
    expect(readMergeNotice('1.2.0', 'kestrel-en-us')).toEqual({ cart: true, leftOut: { cart: 2, saveForLater: 0 } });
    for (const value of [
      undefined,
      '',
      '0',
      '0.0.0',
      '2.0.0',
      '1.x.0',
      '1.0',
      '1.0.0.0.0',
      '1.12345.0',
      '1.-1.0',
      '1.0.0.A B',
    ]) {
      expect(readMergeNotice(value, 'stride-en-us'), String(value)).toBeNull();
    }
  });
});
