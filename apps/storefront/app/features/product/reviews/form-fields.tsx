import { useId, useState, type ReactNode } from 'react';

import { cx } from '#app/components/ui/cx.ts';
import { ProblemSummary } from '#app/components/ui/problem-summary.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';

const inputStyles = cx(
  'w-full rounded-xl border-2 border-stone-300 bg-white px-4 text-base text-ink hover:border-stone-500',
  'focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
  'aria-[invalid=true]:border-danger',
);

export interface CountedFieldProps {
  name: string;
  /** The field's id, which the form's error summary links to (FormProblems); a generated one otherwise. */
  id?: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  /** Shows "n of max characters", announced politely; over the limit it turns to the error colour. */
  max?: number;
  multiline?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
}

/**
 * A labelled input or textarea with an optional character counter, wired with aria-describedby to its hint,
 * counter and error. Native elements: the dialogs' forms post the same way before hydration.
 */
export function CountedField({
  name,
  id: givenId,
  label,
  defaultValue,
  error,
  max,
  multiline,
  hint,
  autoComplete,
}: CountedFieldProps) {
  const t = useT();
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [length, setLength] = useState([...defaultValue].length);
  const describedBy = [hint ? `${id}-hint` : '', max ? `${id}-count` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    defaultValue,
    autoComplete,
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
 * Before a form's fields, when some are at fault: an error summary (ProblemSummary) saying how many to correct, and
 * each field's problem as a link to its field (each also marked at its field, aria-invalid and its message in
 * aria-describedby). Without JavaScript the answer's URL targets the dialog's section (`#modal-…`), and a browser
 * then moves no focus (it ignores `autofocus` when the URL's fragment names an element): the summary is what is read
 * after the section's heading, its first link is where the first Tab goes, and following a link focuses the field,
 * the section still shown (hash-dialog.tsx). With JavaScript the first field at fault takes the focus, the summary's
 * title is announced after it, and a link focuses its field without touching the hash the dialog is open at.
 */
export function FormProblems({
  id,
  errors,
  fieldIds,
}: {
  /** The summary's id. */
  id: string;
  errors: Record<string, string | undefined> | undefined;
  /** The form's fields in their order, each name with the id its link goes to (a radio group's first radio). */
  fieldIds: Record<string, string>;
}) {
  const t = useT();
  const problems = Object.entries(fieldIds).flatMap(([name, fieldId]) => {
    const message = errors?.[name];
    return message ? [{ fieldId, message }] : [];
  });
  if (problems.length === 0) return null;
  return (
    <ProblemSummary
      id={id}
      live
      title={t('product.reviews.form.problems', { count: problems.length })}
      problems={problems}
    />
  );
}

/** Reads a form's named text values for client-side checks. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') values[key] = value.trim();
  return values;
}
