import { useEffect, useRef, type RefObject } from 'react';

import { focusIsFree } from './focus-is-free.ts';

/**
 * Focuses the form's first field marked invalid (`aria-invalid="true"`, in the order of the form): a screen reader
 * then says the field, that it is invalid and its message (aria-describedby), and the keyboard is where the fix is.
 * Every other field at fault stays marked with its own message, so one pass fixes them all. True when it did.
 */
export function focusFirstInvalid(root: HTMLElement): boolean {
  const invalid = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  invalid.focus();
  return true;
}

/**
 * When a form's answer from the server comes back (a fetcher's data: a new object on every answer), focus moves to
 * the form's first field marked invalid, as after the browser's own checks (focusFirstInvalid) — unless the shopper
 * has since put it elsewhere (focus-is-free.ts): the focus moves only from where it was when the form was sent (the
 * submit button, or the field Enter was pressed in), or from nowhere (<body>).
 *
 * An answer with no field at fault leaves focus where it is (a form-level problem is announced by its
 * `role="alert"`), unless focus was lost: a button disabled while the post was pending, or an element the answer's
 * render replaced, leaves focus on <body>, outside the dialog, where Escape and Tab no longer reach it. Then the
 * form's alert (else its first control) takes the focus, so focus never leaves a modal.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, answer: object | undefined) {
  // Where the focus was as the form was last sent: the answer may take it from there, not from elsewhere.
  const sentFrom = useRef<Element | null>(null);
  useEffect(() => {
    // On the document: the form may mount after this hook (a dialog's content) or be replaced (a new key).
    const onSubmit = (event: SubmitEvent) => {
      if (event.target === form.current) sentFrom.current = document.activeElement;
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [form]);
  useEffect(() => {
    if (!answer) return;
    const root = form.current;
    if (!root) return;
    if (root.querySelector('[aria-invalid="true"]')) {
      if (focusIsFree(sentFrom.current ?? root)) focusFirstInvalid(root);
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
