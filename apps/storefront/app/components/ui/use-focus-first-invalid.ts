import { useEffect, type RefObject } from 'react';

/**
 * When a form's answer from the server comes back (a fetcher's data: a new object on every answer), focus moves to
 * the form's first field marked invalid, as after the browser's own checks: a screen reader then says the field, that
 * it is invalid and its message (aria-describedby), and the keyboard is where the fix is.
 *
 * An answer with no field at fault leaves focus where it is (a form-level problem is announced by its
 * `role="alert"`), unless focus was lost: a button disabled while the post was pending, or an element the answer's
 * render replaced, leaves focus on <body>, outside the dialog, where Escape and Tab no longer reach it. Then the
 * form's alert (else its first control) takes the focus, so focus never leaves a modal.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, answer: object | undefined) {
  useEffect(() => {
    if (!answer) return;
    const root = form.current;
    if (!root) return;
    const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      invalid.focus();
      return;
    }
    const scope = root.closest<HTMLElement>('[role="dialog"],[role="alertdialog"]') ?? root;
    const active = root.ownerDocument.activeElement;
    if (active && active !== root.ownerDocument.body && scope.contains(active)) return;
    const alert = root.querySelector<HTMLElement>('[role="alert"]');
    if (alert) {
      if (!alert.hasAttribute('tabindex')) alert.tabIndex = -1;
      alert.focus();
      return;
    }
    root.querySelector<HTMLElement>('input:not([type="hidden"]),textarea,select,button')?.focus();
  }, [answer, form]);
}
