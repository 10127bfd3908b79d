import { useId, useState, type ReactNode } from 'react';

import { cx } from '#app/components/ui/cx.ts';
import { useT } from '#app/lib/i18n/use-t.ts';

const inputStyles = cx(
  'w-full rounded-xl border-2 border-stone-300 bg-white px-4 text-base text-ink hover:border-stone-500',
  'focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'aria-[invalid=true]:border-danger',
);

export interface CountedFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  /** Shows "n of max characters", announced politely; over the limit it turns to the error colour. */
  max?: number;
  multiline?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  /**
   * The first field at fault in a page the server answered a post with (no JavaScript): the browser focuses it as
   * the page loads (`autofocus`). React does not move the focus at hydration, so it never takes it from the shopper.
   */
  autoFocus?: boolean;
}

/**
 * A labelled input or textarea with an optional character counter, wired with aria-describedby to its hint,
 * counter and error. Native elements: the dialogs' forms post the same way before hydration.
 */
export function CountedField({
  name,
  label,
  defaultValue,
  error,
  max,
  multiline,
  hint,
  autoComplete,
  autoFocus,
}: CountedFieldProps) {
  const t = useT();
  const id = useId();
  const [length, setLength] = useState([...defaultValue].length);
  const describedBy = [hint ? `${id}-hint` : '', max ? `${id}-count` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    defaultValue,
    autoComplete,
    autoFocus: autoFocus || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { currentTarget: { value: string } }) => setLength([...event.currentTarget.value].length),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={5} className={cx(inputStyles, 'py-3')} />
      ) : (
        <input {...common} type="text" className={cx(inputStyles, 'min-h-12')} />
      )}
      <div className="flex justify-between gap-3 text-sm">
        <p id={`${id}-error`} className="font-medium text-danger">
          {error}
        </p>
        {max ? (
          <p
            id={`${id}-count`}
            className={cx('shrink-0 tabular-nums', length > max ? 'font-semibold text-danger' : 'text-muted')}
          >
            {t('product.reviews.counter', { count: length, max })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The field a server-rendered answer focuses as the page loads: the first of `order` with a message, when the
 * messages are the page's own answer to a post (`fromPage`), not the fetcher's (useFocusFirstInvalid moves the
 * focus then) or the browser's check (the submit handler does).
 */
export function pageAutoFocus<K extends string>(
  order: readonly K[],
  errors: Partial<Record<K, string>> | undefined,
  fromPage: boolean,
): K | undefined {
  return fromPage && errors ? order.find((field) => errors[field]) : undefined;
}

/** Reads a form's named text values for client-side checks. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value.trim();
  return values;
}
