import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

import { cx } from './cx.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** A message from the server (or any caller-side check); shown and announced, and marks the input invalid. */
  errorMessage?: string | undefined;
  placeholder?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'search' | 'tel' | 'url';
  className?: string;
}

/**
 * A labelled text input. React Aria wires the label, the description and the error to the input
 * (aria-describedby, aria-invalid) and shows `validate`/native-constraint errors after the first commit.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputMode,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={errorMessage ? true : props.isInvalid}
      className={cx('flex flex-col gap-1.5', className)}
    >
      <Label className="text-sm font-semibold text-ink">{label}</Label>
      <Input
        placeholder={placeholder}
        inputMode={inputMode}
        className={cx(
          'min-h-12 w-full rounded-xl border-2 border-stone-300 bg-white px-4 text-base text-ink',
          'placeholder:text-stone-500 hover:border-stone-500',
          'focus-visible:border-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
          'data-[invalid]:border-danger',
        )}
      />
      {description ? (
        <Text slot="description" className="text-sm text-muted">
          {description}
        </Text>
      ) : null}
      <FieldError className="flex items-start gap-1.5 text-sm font-medium text-danger">
        {errorMessage ?? (({ validationErrors }) => validationErrors.join(' '))}
      </FieldError>
    </AriaTextField>
  );
}
