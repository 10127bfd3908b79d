import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold select-none [&>svg]:shrink-0 ' +
  'transition-[background-color,color,border-color,box-shadow,transform] duration-150 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:cursor-not-allowed disabled:opacity-55 aria-disabled:cursor-not-allowed active:scale-[0.98] ' +
  'motion-reduce:transition-none motion-reduce:active:scale-100';

// A filled button is only its fill, which forced colours (Windows high contrast) drop: a border draws it there.
const filled = 'forced-colors:border-2 forced-colors:border-solid';

const variants: Record<ButtonVariant, string> = {
  primary: `bg-ink text-paper hover:bg-ink-soft ${filled}`,
  secondary: 'border-2 border-ink bg-transparent text-ink hover:bg-ink hover:text-paper',
  ghost: 'bg-transparent text-ink hover:bg-stone-100 underline-offset-4',
  accent: `bg-accent text-on-accent hover:bg-accent-strong ${filled}`,
  /** A call to action that reads as a link: underlined, no fill, no side padding. */
  link: 'bg-transparent text-ink underline decoration-2 underline-offset-4 hover:decoration-sale',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 text-sm',
  md: 'min-h-11 text-base',
  lg: 'min-h-14 text-lg',
};

const padding: Record<ButtonSize, string> = {
  sm: 'px-4',
  md: 'px-6',
  lg: 'px-8',
};

/** Shared by <Button> and link-styled buttons so a call to action looks the same whatever element it is. */
export function buttonStyles({
  variant = 'primary',
  size = 'md',
  wrap = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The label carries the shopper's or the catalogue's words ("Search the whole shop for “{query}”", "Shop {category}"):
   * it wraps, and breaks a word wider than the screen ("Geschenkgutscheinkarten"), rather than widen the page.
   */
  wrap?: boolean;
  className?: string | undefined;
} = {}): string {
  return cx(
    base,
    variants[variant],
    sizes[size],
    // A link-styled call to action wraps like the link it reads as: a long German label ("Meinen Standort verwenden",
    // "Alle top bewerteten Modelle") at 320 px with WCAG 1.4.12 text spacing overflowed on one line (reviewer F3-9).
    variant === 'link'
      ? 'px-1 text-start whitespace-normal'
      : `${padding[size]} ${wrap ? 'max-w-full py-2 text-center whitespace-normal' : 'whitespace-nowrap'}`,
    wrap && 'wrap-anywhere',
    className,
  );
}
