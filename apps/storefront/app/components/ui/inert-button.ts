import type { MouseEvent } from 'react';

/**
 * Props that make a submit button unavailable without taking it from under the shopper's focus. Once the page runs
 * JavaScript, a busy or unavailable button stays focusable, is announced as dimmed (`aria-disabled`) and a press does
 * nothing: a `disabled` button that has focus (the quantity stepper's "+" while its update is on its way, its "−"
 * once the quantity is down to 1) drops focus to the page's body, and a keyboard shopper starts again from the top.
 * Before hydration and without JavaScript an unavailable button is `disabled`, as the server rendered it.
 */
export function inertButtonProps(
  hydrated: boolean,
  { busy, unavailable = false }: { busy: boolean; unavailable?: boolean },
): { disabled?: boolean; 'aria-disabled'?: true; onClick?: (event: MouseEvent) => void } {
  if (!hydrated) return { disabled: unavailable };
  if (!busy && !unavailable) return {};
  return { 'aria-disabled': true, onClick: (event) => event.preventDefault() };
}
