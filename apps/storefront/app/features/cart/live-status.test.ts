import { describe, expect, it } from 'vitest';

import { cleared, isCartPost, said, SILENT, spokenNow } from './live-status.ts';

const UPDATED = 'Your cart was updated.';

describe('a cart live region’s sentence', () => {
  it('is said while its line is in the cart, and goes with the line', () => {
    const changed = said(SILENT, UPDATED, false, 'line-1');
    expect(spokenNow(changed, new Set(['line-1', 'line-2']))).toBe(UPDATED);
    expect(spokenNow(changed, new Set(['line-2']))).toBe('');
    expect(spokenNow(changed, new Set())).toBe('');
    // Lines not known here (the saved-for-later list's region): the sentence stays until the next change.
    expect(spokenNow(changed, null)).toBe(UPDATED);
  });

  it('of a line that left the cart (removed, saved for later) stays until the next change', () => {
    const removed = said(SILENT, 'The item was removed from your cart.', false, null);
    expect(spokenNow(removed, new Set())).toBe('The item was removed from your cart.');
    expect(spokenNow(SILENT, new Set(['line-1']))).toBe('');
  });

  it('is said once per outcome: the same answer again is not a new sentence, the same outcome after a post is', () => {
    const first = said(SILENT, UPDATED, false, 'line-1');
    expect(first.id).toBe(1);
    // The same answer announced again as its form re-renders: the same node, not said twice.
    expect(said(first, UPDATED, false, 'line-1')).toEqual(first);
    // A cart post starts: the region is empty; the same sentence after it is a new one.
    const emptied = cleared(first);
    expect(spokenNow(emptied, new Set(['line-1']))).toBe('');
    const again = said(emptied, UPDATED, false, 'line-1');
    expect(again).toMatchObject({ message: UPDATED, id: 2 });
    // Another outcome replaces it at once.
    expect(said(again, 'Promo code WELCOME10 was applied.', false, null)).toMatchObject({ id: 3, subject: null });
  });

  it('keeps the reload an answer asked for (AUT498) when it is cleared or followed', () => {
    const expired = said(SILENT, 'Your session expired.', true, null);
    expect(cleared(expired).reload).toBe(true);
    expect(said(cleared(expired), UPDATED, false, null).reload).toBe(true);
    expect(cleared(SILENT)).toBe(SILENT);
  });

  it('is cleared by the posts to this locale’s cart action only', () => {
    expect(isCartPost({ action: 'http://localhost:3000/en-us/cart', method: 'post' }, 'en-us')).toBe(true);
    expect(isCartPost({ action: 'http://localhost:3000/en-us/cart?index', method: 'post' }, 'en-us')).toBe(true);
    expect(isCartPost({ action: 'http://localhost:3000/en-us/cart', method: 'get' }, 'en-us')).toBe(false);
    expect(isCartPost({ action: 'http://localhost:3000/en-us/p/lumen-SRN1', method: 'post' }, 'en-us')).toBe(false);
    expect(isCartPost({ action: 'http://localhost:3000/de-de/cart', method: 'post' }, 'en-us')).toBe(false);
  });
});
