import { createContext, useContext, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import { usePageIntlIfAny } from '#app/lib/i18n/intl.tsx';

import { cx } from './cx.ts';

/**
 * A form's prefix for its fields' ids (`sign-up` gives `sign-up-email`): set by a form whose error summary links to
 * its fields. Without it each field has a generated id.
 */
export const FieldIdPrefix = createContext<string | null>(null);

export interface TextFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /**
   * A message from the server (or any caller-side check): shown, marks the input invalid and describes it. It is
   * heard when focus comes to the field: the form moves focus there when the answer comes (useFocusFirstInvalid).
   */
  errorMessage?: string | undefined;
  /** A check of the value: the problem to show, or null. Shown like the browser's own constraint messages. */
  validate?: (value: string) => string | null | undefined;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'date';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'search' | 'tel' | 'url';
  maxLength?: number;
  minLength?: number;
  /** Bounds of a date input (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** A control drawn inside the input's right end, e.g. a show/hide password toggle. */
  endAdornment?: ReactNode;
  className?: string;
}

/**
 * A labelled text input: label, description and error wired to the input (for, aria-describedby, aria-invalid).
 * Validation is the browser's own (required, type, `validate` as a custom validity): its message shows once the
 * form has tried to submit, as it does natively, and then follows the value as it changes. A missing value and an
 * email the browser refuses are said in the shop's words and the page's language (validation.required,
 * validation.email), not the browser's. Plain elements, so the
 * field works before hydration and brings no widget library into the page's JavaScript.
 */
export function TextField({
  label,
  description,
  errorMessage,
  validate,
  onChange,
  isRequired,
  isDisabled,
  endAdornment,
  className,
  ...props
}: TextFieldProps) {
  const generatedId = useId();
  const prefix = useContext(FieldIdPrefix);
  const id = prefix && props.name ? `${prefix}-${props.name}` : generatedId;
  const intl = usePageIntlIfAny();
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const problem = errorMessage ?? shownProblem;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, problem ? errorId : null].filter(Boolean).join(' ');

  const check = (element: HTMLInputElement) => {
    element.setCustomValidity(validate?.(element.value) ?? '');
    const { validity } = element;
    if (validity.valid) return null;
    if (validity.customError || !intl) return element.validationMessage;
    // The browser's own checks in the shop's words and the page's language, not the browser's ("Please fill out
    // this field." on a French page).
    if (validity.valueMissing) return intl.formatMessage({ id: 'validation.required' });
    if (validity.typeMismatch && element.type === 'email') return intl.formatMessage({ id: 'validation.email' });
    return element.validationMessage;
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const problemNow = check(event.currentTarget);
    if (shownProblem !== null) setShownProblem(problemNow);
    onChange?.(event.currentTarget.value);
  };
  const invalid = (event: FormEvent<HTMLInputElement>) => {
    // The message under the field replaces the browser's bubble; focus still goes to the form's first invalid field.
    event.preventDefault();
    const element = event.currentTarget;
    setShownProblem(check(element));
    const firstInvalid = [...(element.form?.elements ?? [])].find(
      (other) => other instanceof HTMLInputElement && !other.validity.valid,
    );
    if (firstInvalid === element) element.focus();
  };

  const input = (
    <input
      {...props}
      ref={(element) => {
        if (element && validate) element.setCustomValidity(validate(element.value) ?? '');
      }}
      id={id}
      type={props.type ?? 'text'}
      required={isRequired}
      disabled={isDisabled}
      aria-invalid={problem ? true : undefined}
      aria-describedby={describedBy || undefined}
      onChange={change}
      onInvalid={invalid}
      className={cx(
        'min-h-12 w-full rounded-xl border-2 border-stone-300 bg-white px-4 text-base text-ink',
        'placeholder:text-stone-500 hover:border-stone-500',
        'focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'aria-invalid:border-danger',
        endAdornment ? 'pr-24' : null,
      )}
    />
  );

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {endAdornment ? (
        <div className="relative">
          {input}
          <div className="absolute inset-y-0 right-1.5 flex items-center">{endAdornment}</div>
        </div>
      ) : (
        input
      )}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      ) : null}
      {problem ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
