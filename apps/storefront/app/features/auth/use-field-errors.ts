import { useEffect, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from 'react';

import { focusIsFree } from '#app/components/ui/focus-is-free.ts';
import type { FieldName } from './validation.ts';

/** A form's text values by field name (the last one for repeated names), untrimmed: passwords keep their spaces. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value;
  return values;
}

export type FieldErrors = Partial<Record<string, string>>;

type Check = (name: FieldName, values: Record<string, string>) => string | null;

/**
 * Per-field messages for a form: a field is checked when the shopper leaves it (once they typed in it, so tabbing
 * through an empty form says nothing), re-checked as they fix it, and every field is checked on submit, with focus
 * moving to the first field at fault. Messages from the server replace the browser's. Each new message is also put
 * in a polite live region, so it is announced without moving focus.
 */
export function useFieldErrors(fields: readonly FieldName[], check: Check, form: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState('');
  // Set when the server's messages arrive: focus then moves to the first field at fault (once they render).
  const [focusRequest, setFocusRequest] = useState<{ errors: FieldErrors; onlyIfFree: boolean } | null>(null);
  const edited = useRef(new Set<string>());

  useEffect(() => {
    if (!focusRequest || !form.current) return;
    if (focusRequest.onlyIfFree && !focusIsFree()) return;
    focusFirst(form.current, focusRequest.errors);
  }, [focusRequest, form]);

  const isField = (name: string): name is FieldName => (fields as readonly string[]).includes(name);

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const name = target.name ?? '';
    if (!isField(name) || !target.form) return;
    if (!edited.current.has(name) && !errors[name] && (target.value ?? '') === '') return;
    const message = check(name, formValues(target.form));
    if (message && message !== errors[name]) setAnnouncement(message);
    if ((message ?? undefined) !== errors[name]) setErrors((current) => withMessage(current, name, message));
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name ?? '';
    if (isField(name)) edited.current.add(name);
    const shown = Object.keys(errors).filter(isField);
    if (shown.length === 0) return;
    // Fields showing a problem follow the values as they change (a fixed confirmation clears at once).
    const values = formValues(event.currentTarget);
    setErrors((current) => {
      let next = current;
      for (const field of shown) next = withMessage(next, field, check(field, values));
      return next;
    });
  };

  /** Checks every field; false (and focus on the first at fault) when any is wrong. */
  const checkAll = (form: HTMLFormElement, summary: (count: number) => string): boolean => {
    const values = formValues(form);
    const found: FieldErrors = {};
    for (const field of fields) {
      const message = check(field, values);
      if (message) found[field] = message;
    }
    setErrors(found);
    const count = Object.keys(found).length;
    // A form that passes takes back the last summary ("Please correct 2 fields"): the live region must not keep
    // saying so while the fields are right and the server's answer is shown.
    setAnnouncement(count === 0 ? '' : summary(count));
    if (count === 0) return true;
    focusFirst(form, found);
    return false;
  };

  /**
   * The server's field messages (AUT439 on email, AUT444 on phone…), focused like the browser's. `onlyIfFree`: the
   * document's answer to a post made without JavaScript, taken in at hydration, moves focus only if nothing has it
   * (focusIsFree): hydration runs at the shopper's first click or key, and a field they are fixing keeps the focus.
   */
  const showServer = (fieldErrors: FieldErrors, { onlyIfFree = false }: { onlyIfFree?: boolean } = {}) => {
    setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) setFocusRequest({ errors: fieldErrors, onlyIfFree });
  };

  return { errors, announcement, onBlur, onChange, checkAll, showServer };
}

function withMessage(errors: FieldErrors, name: string, message: string | null): FieldErrors {
  if ((message ?? undefined) === errors[name]) return errors;
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}

/** Focus goes to the first field at fault in the form's order, not the order the checks ran in. */
function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const first = [...form.elements].find(
    (element): element is HTMLInputElement =>
      'name' in element && typeof element.name === 'string' && errors[element.name] !== undefined,
  );
  first?.focus();
}
