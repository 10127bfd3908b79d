import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none ' +
  'transition-[background-color,color,border-color,box-shadow,transform] duration-150 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed active:scale-[0.98] ' +
  'motion-reduce:transition-none motion-reduce:active:scale-100';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-paper hover:bg-ink-soft',
  secondary: 'border-2 border-ink bg-transparent text-ink hover:bg-ink hover:text-paper',
  ghost: 'bg-transparent text-ink hover:bg-stone-100 underline-offset-4',
  accent: 'bg-accent text-on-accent hover:bg-accent-strong',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-sm',
  md: 'min-h-11 px-6 text-base',
  lg: 'min-h-14 px-8 text-lg',
};

/** Shared by <Button> and link-styled buttons so a call to action looks the same whatever element it is. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return cx(base, variants[variant], sizes[size], className);
}
