import type { MouseEvent } from 'react';

/** A button busy while its submission is on its way; one that can also be unavailable says whether React runs. */
export type InertButtonState = { busy: boolean } | { busy: boolean; unavailable: boolean; hydrated: boolean };

/**
 * Props that make a submit button unavailable without taking it from under the shopper's focus. Once the page runs
 * JavaScript, a busy or unavailable button stays focusable, is announced as dimmed (`aria-disabled`) and a press does
 * nothing: a `disabled` button that has focus (the quantity stepper's "+" while its update is on its way, its "−"
 * once the quantity is down to 1) drops focus to the page's body, and a keyboard shopper starts again from the top.
 * Before hydration and without JavaScript an unavailable button is `disabled`, as the server rendered it; that is the
 * only case where hydration matters. A busy state exists only once React runs (a fetcher on its way), so a button
 * that is only ever busy renders the same before and after hydration and need not know (nor re-render when it
 * happens: useHydrated re-renders its component at once, in the task right after hydration).
 */
export function inertButtonProps(state: InertButtonState): {
  disabled?: boolean;
  'aria-disabled'?: true;
  onClick?: (event: MouseEvent) => void;
} {
  const unavailable = 'unavailable' in state && state.unavailable;
  const hydrated = 'hydrated' in state ? state.hydrated : true;
  if (!hydrated) return { disabled: unavailable };
  if (!state.busy && !unavailable) return {};
  return { 'aria-disabled': true, onClick: (event) => event.preventDefault() };
}
