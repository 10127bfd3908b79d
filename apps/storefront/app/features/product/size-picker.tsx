import type { ProductVariant } from '@outsole/contracts/products';
import { sizeKindOf } from '@outsole/contracts/sizes.values';
import { useId, type ReactNode } from 'react';

import { cx } from '#app/components/ui/cx.ts';
import { useSizeLabel } from '#app/lib/i18n/size-label.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { isSoldOut } from './variant.ts';

// The radio itself is visually hidden; its label is the option, styled by the radio's state (:checked, :focus-visible).
const optionStyles = cx(
  'relative inline-flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 px-3 font-semibold transition-colors',
  'border-stone-300 bg-white text-ink hover:border-ink',
  'has-checked:border-ink has-checked:bg-ink has-checked:text-paper',
  // Forced colours (Windows high contrast) drop the fill that marks the choice: the system's selection colours do.
  'forced-colors:has-checked:forced-color-adjust-none forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText]',
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
);

/**
 * A group of native radio buttons under a visible label: arrow keys move the choice, Tab enters the group at the
 * chosen option, and the form posts the value, before hydration as well as after.
 */
function RadioGroup({
  id,
  name,
  label,
  value,
  onChange,
  className,
  children,
}: {
  id?: string;
  name: string;
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  className: string;
  children: (radio: (value: string, ariaLabel?: string) => ReactNode) => ReactNode;
}) {
  const labelId = useId();
  const radio = (option: string, ariaLabel?: string) => (
    <input
      type="radio"
      name={name}
      value={option}
      checked={value === option}
      onChange={() => onChange(option)}
      aria-label={ariaLabel}
      className="sr-only"
    />
  );
  return (
    // scroll-mt: a link to the group (the phone's add-to-cart bar) brings it in below the sticky header.
    <div id={id} role="radiogroup" aria-labelledby={labelId} className="flex scroll-mt-40 flex-col gap-3">
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <div className={className}>{children(radio)}</div>
    </div>
  );
}

export interface WidthPickerProps {
  widths: string[];
  value: string | null;
  labelFor: (width: string) => string;
  onChange: (width: string) => void;
}

export function WidthPicker({ widths, value, labelFor, onChange }: WidthPickerProps) {
  const t = useT();
  return (
    <RadioGroup
      name="width"
      label={t('product.width.label')}
      value={value}
      onChange={onChange}
      className="flex flex-wrap gap-2"
    >
      {(radio) =>
        widths.map((width) => (
          <label key={width} className={cx(optionStyles, 'px-4')}>
            {radio(width)}
            {labelFor(width)}
          </label>
        ))
      }
    </RadioGroup>
  );
}

/** The size group's id, a link target ("Choose size" on the phone's add-to-cart bar). */
export const SIZE_PICKER_ID = 'size-picker';

export interface SizePickerProps {
  sizes: ProductVariant[];
  value: string | null;
  onChange: (size: string) => void;
}

/**
 * The sizes of the chosen colour and width as a radio group. A size sold out online stays selectable (and says
 * so in its name and its crossed-out look): choosing it offers the back-in-stock sign-up instead of the cart.
 */
export function SizePicker({ sizes, value, onChange }: SizePickerProps) {
  const t = useT();
  const sizeLabel = useSizeLabel();
  return (
    <RadioGroup
      id={SIZE_PICKER_ID}
      name="size"
      label={t('product.size.label', { kind: sizeKindOf(sizes[0]?.size ?? '') })}
      value={value}
      onChange={onChange}
      className="grid grid-cols-4 gap-2 sm:grid-cols-5"
    >
      {(radio) =>
        sizes.map((variant) => {
          const soldOut = isSoldOut(variant);
          return (
            <label
              key={variant.upc}
              className={cx(
                optionStyles,
                // The one size is a phrase ("Einheitsgröße"), wider than a size's number: two columns of the grid.
                sizeKindOf(variant.size) === 'one' && 'col-span-2 text-center',
                soldOut &&
                  'line-through not-has-checked:border-dashed not-has-checked:bg-stone-100 not-has-checked:text-muted',
              )}
            >
              {radio(
                variant.size,
                soldOut ? t('product.size.soldOut', { size: sizeLabel(variant.size) }) : sizeLabel(variant.size),
              )}
              {sizeLabel(variant.size)}
            </label>
          );
        })
      }
    </RadioGroup>
  );
}
