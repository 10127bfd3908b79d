import { useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';

/**
 * Tells a select's value being chosen from its being looked through. A key on the closed select (arrows, Home, End,
 * type-ahead: Chromium and Windows browsers change the value at each press) is the shopper looking through the
 * options: the change it makes is not applied; Enter, or leaving the select, applies it, once. A change with no key
 * before it (a choice from the opened list, by mouse, touch or keyboard) is applied at once (WCAG 3.2.2: each press
 * loaded a page and added a history entry). Pure, so it is tested without a DOM; `nextTask` is `setTimeout`'s.
 */
export function chosenChanges(nextTask: (run: () => void) => void = (run) => void setTimeout(run)) {
  let keyed = false;
  return {
    /** A change event: true when it is a choice to apply, false when a key made it. */
    changed: (): boolean => !keyed,
    /** A key pressed on the select: true when it applies the value shown (Enter; its default is then prevented). */
    pressed(key: string): boolean {
      if (key === 'Enter') return true;
      // The change a key makes is dispatched while it is handled: marked until the next task.
      keyed = true;
      nextTask(() => (keyed = false));
      return false;
    },
  };
}

/**
 * For a GET form of selects that JavaScript submits itself (the listing's sort, the reviews' sort and rating):
 * `form` goes on the form, `select` on each select. `apply` is called with the form when a value is chosen, on Enter
 * and when a select is left (see chosenChanges); it checks for itself that something changed (leaving an untouched
 * select calls it too). Without JavaScript none of this runs: the form's own submit button applies.
 */
export function useApplyWhenChosen(apply: (form: HTMLFormElement) => void) {
  const [changes] = useState(() => chosenChanges()); // the key's mark outlives renders
  return {
    form: {
      onChange: (event: FormEvent<HTMLFormElement>) => {
        if (changes.changed()) apply(event.currentTarget);
      },
    },
    select: {
      onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
        if (!changes.pressed(event.key)) return;
        event.preventDefault();
        if (event.currentTarget.form) apply(event.currentTarget.form);
      },
      onBlur: (event: FocusEvent<HTMLSelectElement>) => {
        if (event.currentTarget.form) apply(event.currentTarget.form);
      },
    },
  };
}
