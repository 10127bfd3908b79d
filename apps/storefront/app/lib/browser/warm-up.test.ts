import { describe, expect, it, vi } from 'vitest';

import { warmUp, warmUpKey } from './warm-up.ts';

/** An element as warmUpKey sees it: `closest` answers the trigger around it, if any. */
function targetIn(trigger: Record<string, string> | null) {
  return {
    closest: () => (trigger ? { getAttribute: (name: string) => trigger[name] ?? null } : null),
  } as unknown as EventTarget;
}

describe('warmUp', () => {
  it('starts a load once however often the shopper hovers', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    warmUp(load);
    warmUp(load);
    await Promise.resolve();
    warmUp(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts a failed load again at the next sign of intent', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    warmUp(load);
    warmUp(load);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      warmUp(load);
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});

describe('warmUpKey', () => {
  it('is the data-warm-up of the trigger, or the fragment of a same-page link', () => {
    expect(warmUpKey(targetIn({ 'data-warm-up': 'mini-cart' }))).toBe('mini-cart');
    expect(warmUpKey(targetIn({ href: '#modal-sign-in' }))).toBe('modal-sign-in');
    expect(warmUpKey(targetIn({ 'data-warm-up': 'image-zoom', href: '#modal-x' }))).toBe('image-zoom');
  });

  it('is the dialog a link names in data-modal (a form page of its own opened in place), before its href', () => {
    const href = '?write=review#modal-write-review';
    expect(warmUpKey(targetIn({ 'data-modal': 'modal-write-review', href }))).toBe('modal-write-review');
  });

  it('is null outside any trigger, and for targets that are not elements (the document, a text node)', () => {
    expect(warmUpKey(targetIn(null))).toBeNull();
    expect(warmUpKey(null)).toBeNull();
    expect(warmUpKey({} as EventTarget)).toBeNull();
  });
});
