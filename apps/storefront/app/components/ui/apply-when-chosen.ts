import { useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { focusNextAfter } from './focus-next-after.ts';

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
 * select calls it too) and answers the submission's promise when it submits. Without JavaScript none of this runs: the
 * form's own submit button applies.
 *
 * Left with Tab, the choice is applied as focus moves on into the content it is about to replace: the product or review
 * focused went away (focus fell to the page) or moved elsewhere in the new order (tester t1, session 55). Once the new
 * content is in, focus goes where Tab would have taken it in it: the first control after the select
 * (focus-next-after.ts), unless the shopper has meanwhile moved on.
 */
export function useApplyWhenChosen(apply: (form: HTMLFormElement) => Promise<void> | void) {
  const [changes] = useState(() => chosenChanges()); // the key's mark outlives renders
  const tabbedForward = useRef(false);
  return {
    form: {
      onChange: (event: FormEvent<HTMLFormElement>) => {
        if (changes.changed()) apply(event.currentTarget);
      },
    },
    select: {
      onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
        tabbedForward.current = event.key === 'Tab' && !event.shiftKey;
        if (event.key === 'Tab') return;
        if (!changes.pressed(event.key)) return;
        event.preventDefault();
        if (event.currentTarget.form) apply(event.currentTarget.form);
      },
      onBlur: (event: FocusEvent<HTMLSelectElement>) => {
        const select = event.currentTarget;
        const tabbed = tabbedForward.current;
        tabbedForward.current = false;
        if (!select.form) return;
        const applied = apply(select.form);
        const landed = event.relatedTarget;
        if (!tabbed || !applied) return;
        // The navigation is done when the promise settles; its render is in by the next frame.
        void applied.then(nextFrame).then(() => {
          const now = document.activeElement;
          if (now !== null && now !== document.body && now !== landed) return;
          // The new content may have mounted the select anew (a section rendered again): found again by id, or name.
          const anchor = select.isConnected
            ? select
            : ((select.id && document.getElementById(select.id)) ??
              document.querySelector(`select[name="${CSS.escape(select.name)}"]`));
          if (anchor) focusNextAfter(anchor);
        });
      },
    },
  };
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
