import { useEffect, type RefObject } from 'react';

/**
 * When a form's answer from the server comes back (a fetcher's data: a new object on every answer), focus moves to
 * the form's first field marked invalid, as after the browser's own checks: a screen reader then says the field, that
 * it is invalid and its message (aria-describedby), and the keyboard is where the fix is. An answer with no field at
 * fault leaves focus where it is (a form-level problem is announced by its `role="alert"`).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, answer: object | undefined) {
  useEffect(() => {
    if (!answer) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer, form]);
}
