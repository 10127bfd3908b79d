import { describe, expect, it, vi } from 'vitest';

import { inertButtonProps } from './inert-button.ts';

describe('inertButtonProps', () => {
  it('before hydration: disabled only when unavailable, as the server renders it', () => {
    expect(inertButtonProps(false, { busy: false, unavailable: true })).toEqual({ disabled: true });
    expect(inertButtonProps(false, { busy: true })).toEqual({ disabled: false });
  });

  it('hydrated and available: nothing in the way', () => {
    expect(inertButtonProps(true, { busy: false, unavailable: false })).toEqual({});
  });

  it.each([
    { busy: true, unavailable: false },
    { busy: false, unavailable: true },
  ])('hydrated and busy or unavailable (%o): focusable, marked, and a press does nothing', (state) => {
    const props = inertButtonProps(true, state);
    expect(props.disabled).toBeUndefined();
    expect(props['aria-disabled']).toBe(true);
    const event = { preventDefault: vi.fn() };
    props.onClick?.(event as never);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
