import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './button-styles.ts';
import { Spinner } from './icons.tsx';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Shows a spinner, keeps the label for width, and announces the pending state (React Aria `isPending`). */
  isLoading?: boolean;
  children: ReactNode;
}

export function Button({ variant, size, className, isLoading = false, children, ...props }: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton {...props} isPending={isLoading} className={buttonStyles({ variant, size, className })}>
      {isLoading ? (
        <>
          <Spinner className="size-4 animate-spin motion-reduce:animate-none" />
          <span className="sr-only">{intl.formatMessage({ id: 'button.loading' })}</span>
          <span aria-hidden="true">{children}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
