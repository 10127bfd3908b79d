import { describe, expect, it } from 'vitest';

import { comboboxKey, type ComboboxState } from './combobox-keys.ts';

const IDS = ['p-1', 'p-2', 'c-1'];
const closed: ComboboxState = { open: false, activeId: null };
const openNone: ComboboxState = { open: true, activeId: null };
const at = (activeId: string): ComboboxState => ({ open: true, activeId });

describe('comboboxKey', () => {
  it.each([
    // key, state before, ids, state after, handled
    ['ArrowDown', closed, IDS, at('p-1'), true],
    ['ArrowDown', openNone, IDS, at('p-1'), true],
    ['ArrowDown', at('p-1'), IDS, at('p-2'), true],
    ['ArrowDown', at('c-1'), IDS, at('c-1'), true],
    ['ArrowUp', closed, IDS, at('c-1'), true],
    ['ArrowUp', openNone, IDS, at('c-1'), true],
    ['ArrowUp', at('p-2'), IDS, at('p-1'), true],
    // Up from the first option is back at the text typed, the list open (APG): Enter searches for it (t1 F3).
    ['ArrowUp', at('p-1'), IDS, openNone, true],
    // The highlighted option went away with new suggestions: start again from the end the arrow points at.
    ['ArrowDown', at('gone'), IDS, at('p-1'), true],
    ['ArrowDown', closed, [], closed, false],
    ['Escape', at('p-2'), IDS, closed, true],
    ['Escape', openNone, IDS, closed, true],
    // Closed (or nothing to show): Escape is the search box's own, which clears the text.
    ['Escape', closed, IDS, closed, false],
    ['Escape', openNone, [], openNone, false],
    ['ArrowLeft', at('p-2'), IDS, openNone, false],
    ['Home', at('p-2'), IDS, openNone, false],
    ['End', at('p-2'), IDS, openNone, false],
    ['a', at('p-2'), IDS, at('p-2'), false],
  ] as const)('%s from %o over %o', (key, before, ids, after, handled) => {
    expect(comboboxKey(before, key, ids)).toEqual({ state: after, handled });
  });
});
