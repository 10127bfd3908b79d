import { describe, expect, it, vi } from 'vitest';

import { inertButtonProps } from './inert-button.ts';

describe('inertButtonProps', () => {
  it('before hydration: disabled only when unavailable, as the server renders it', () => {
    expect(inertButtonProps({ busy: false, unavailable: true, hydrated: false })).toEqual({ disabled: true });
    expect(inertButtonProps({ busy: false, unavailable: false, hydrated: false })).toEqual({ disabled: false });
  });

  it('available and not busy: nothing in the way, the same before and after hydration in the DOM', () => {
    expect(inertButtonProps({ busy: false, unavailable: false, hydrated: true })).toEqual({});
    // A button that can only be busy: no attribute either way (disabled={false} renders none).
    expect(inertButtonProps({ busy: false })).toEqual({});
  });

  it.each([
    { busy: true },
    { busy: true, unavailable: false, hydrated: true },
    { busy: false, unavailable: true, hydrated: true },
  ])('busy, or unavailable once hydrated (%o): focusable, marked, and a press does nothing', (state) => {
    const props = inertButtonProps(state);
    expect(props.disabled).toBeUndefined();
    expect(props['aria-disabled']).toBe(true);
    const event = { preventDefault: vi.fn() };
    props.onClick?.(event as never);
    expect(event.preventDefault).toHaveBeenCalled();
  });
});
