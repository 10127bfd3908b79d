import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';

import { useT } from '#app/lib/i18n/use-t.ts';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles.ts';
import { Spinner } from './icons.tsx';

export interface ButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'disabled'
> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  isDisabled?: boolean;
  /** Runs on activation (click, Enter, Space); not while disabled or loading. */
  onPress?: () => void;
  /**
   * Shows a spinner, keeps the label for width, and announces the pending state. The button stays focusable
   * (aria-disabled rather than disabled, so focus is not lost mid-submit) but does nothing, nor submits its form.
   */
  isLoading?: boolean;
  children: ReactNode;
}

/**
 * A native <button> in the design's variants and sizes. (A plain element rather than React Aria's Button: the
 * browser already gives keyboard and pointer activation, and this keeps React Aria out of every page's first
 * JavaScript.)
 */
export function Button({
  variant,
  size,
  className,
  isDisabled = false,
  isLoading = false,
  onPress,
  onClick,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const t = useT();
  const activate = (event: MouseEvent<HTMLButtonElement>) => {
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    if (!event.defaultPrevented) onPress?.();
  };
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isLoading || undefined}
      onClick={activate}
      className={buttonStyles({ variant, size, className })}
    >
      {isLoading ? (
        <>
          <Spinner className="size-4 animate-spin motion-reduce:animate-none" />
          <span className="sr-only">{t('button.loading')}</span>
          <span aria-hidden="true">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
