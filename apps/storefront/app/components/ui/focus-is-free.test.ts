import { afterEach, describe, expect, it, vi } from 'vitest';

import { focusIsFree } from './focus-is-free.ts';

/** A node whose `contains` knows its children, as the DOM's does. */
function node(children: object[] = []) {
  const self = { contains: (other: object) => other === self || children.includes(other) };
  return self;
}

function page(active: object | null) {
  const body = node();
  const documentElement = node();
  vi.stubGlobal('document', { body, documentElement, activeElement: active ?? body });
  return { body, documentElement };
}

describe('focusIsFree', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is free while the body has the focus (the opener left the page)', () => {
    page(null);
    expect(focusIsFree()).toBe(true);
  });

  it('is not free while a field the shopper chose has it', () => {
    page(node());
    expect(focusIsFree()).toBe(false);
  });

  it('is free while the opener, or something in it, has it', () => {
    const inside = node();
    const opener = node([inside]);
    page(opener);
    expect(focusIsFree(opener as unknown as Element)).toBe(true);
    page(inside);
    expect(focusIsFree(opener as unknown as Element)).toBe(true);
    page(node());
    expect(focusIsFree(opener as unknown as Element)).toBe(false);
  });

  it('is never free on the server', () => {
    expect(focusIsFree()).toBe(false);
  });
});
