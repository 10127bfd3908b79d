import type { ProductVariant } from '@outsole/contracts/products';
import { Label, Radio, RadioGroup } from 'react-aria-components';

import { cx } from '#app/components/ui/cx.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { isSoldOut } from './variant.ts';

const optionStyles = ({ isSelected, isFocusVisible }: { isSelected: boolean; isFocusVisible: boolean }) =>
  cx(
    'relative inline-flex min-h-12 cursor-pointer items-center justify-center rounded-xl border-2 px-3 font-semibold transition-colors',
    isSelected ? 'border-ink bg-ink text-paper' : 'border-stone-300 bg-white text-ink hover:border-ink',
    isFocusVisible && 'outline-3 outline-offset-2 outline-focus',
  );

export interface WidthPickerProps {
  widths: string[];
  value: string | null;
  labelFor: (width: string) => string;
  onChange: (width: string) => void;
}

export function WidthPicker({ widths, value, labelFor, onChange }: WidthPickerProps) {
  const t = useT();
  return (
    <RadioGroup name="width" value={value} onChange={onChange} className="flex flex-col gap-3">
      <Label className="text-sm font-semibold">{t('product.width.label')}</Label>
      <div className="flex flex-wrap gap-2">
        {widths.map((width) => (
          <Radio key={width} value={width} className={(state) => cx(optionStyles(state), 'px-4')}>
            {labelFor(width)}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

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
  return (
    <RadioGroup name="size" value={value} onChange={onChange} className="flex flex-col gap-3">
      <Label className="text-sm font-semibold">{t('product.size.label')}</Label>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-5">
        {sizes.map((variant) => {
          const soldOut = isSoldOut(variant);
          return (
            <Radio
              key={variant.upc}
              value={variant.size}
              aria-label={soldOut ? t('product.size.soldOut', { size: variant.size }) : variant.size}
              className={(state) =>
                cx(
                  optionStyles(state),
                  soldOut && !state.isSelected && 'border-dashed bg-stone-100 text-muted line-through',
                  soldOut && state.isSelected && 'line-through',
                )
              }
            >
              {variant.size}
            </Radio>
          );
        })}
      </div>
    </RadioGroup>
  );
}
