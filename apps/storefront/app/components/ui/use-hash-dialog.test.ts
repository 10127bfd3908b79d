import { describe, expect, it } from 'vitest';

import { takeHashInSection, type HashPage } from './use-hash-dialog.ts';

/** A page as takeHashInSection sees it: elements by id, each in a `#modal-…` section or not, and the focus. */
function fakePage(hash: string, active: string | null = null) {
  const focused: string[] = [];
  const urls: Array<{ state: unknown; url: string }> = [];
  const selectors: string[] = [];
  const section = { id: 'modal-write-review', contains: (node: unknown) => node === 'review-write-text' };
  // The id of each element, and the section it is in (null: outside every section).
  const elements: Record<string, typeof section | null> = {
    'modal-write-review': section,
    'review-write-title': section,
    'review-write-text': section,
    reviews: null,
  };
  const state = { key: 'k1' };
  const page: HashPage = {
    location: { hash, pathname: '/en-us/p/lumen-5-running-shoe-SRN155750', search: '?colour=001' },
    history: {
      state,
      replaceState: (data, _unused, url) => {
        urls.push({ state: data, url });
      },
    },
    document: {
      activeElement: active,
      getElementById: (id) =>
        id in elements
          ? {
              closest: (selectors_: string) => {
                selectors.push(selectors_);
                return elements[id] ?? null;
              },
              focus: () => focused.push(id),
            }
          : null,
    },
  };
  return { page, focused, urls, selectors, state };
}

describe('takeHashInSection', () => {
  it('a hash naming a field in a dialog’s section becomes the dialog’s, in the same history entry, the field focused', () => {
    const { page, focused, urls, selectors, state } = fakePage('#review-write-title');
    expect(takeHashInSection(page)).toBe(true);
    expect(selectors).toEqual(['section[id^="modal-"]']);
    expect(urls).toEqual([{ state, url: '/en-us/p/lumen-5-running-shoe-SRN155750?colour=001#modal-write-review' }]);
    expect(focused).toEqual(['review-write-title']);
  });

  it('leaves the focus where the shopper has it in the section (carried into the dialog)', () => {
    const { page, focused, urls } = fakePage('#review-write-title', 'review-write-text');
    expect(takeHashInSection(page)).toBe(true);
    expect(urls).toHaveLength(1);
    expect(focused).toEqual([]);
  });

  it('leaves a hash outside every section, the section’s own, and one naming nothing as they are', () => {
    for (const hash of ['#reviews', '#modal-write-review', '#nowhere', '#', '', '#%E0%A4%A']) {
      const { page, focused, urls } = fakePage(hash);
      expect(takeHashInSection(page)).toBe(false);
      expect(urls).toEqual([]);
      expect(focused).toEqual([]);
    }
  });
});
