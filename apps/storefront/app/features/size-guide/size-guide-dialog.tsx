import { localSizeLabel } from '@outsole/contracts/sizes.values';
import { useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';

import { Button } from '#app/components/ui/button.tsx';
import { cx } from '#app/components/ui/cx.ts';
import { ResponsiveDialog } from '#app/components/ui/responsive-dialog.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { useToast } from '#app/components/ui/toast.tsx';
import { useHashDialog } from '#app/components/ui/use-hash-dialog.ts';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import {
  convertLength,
  defaultLengthUnit,
  FITS,
  parseLength,
  rangeIn,
  sizesForFootLength,
  validateLength,
  type Fit,
  type LengthUnit,
  type ShoeSizes,
} from './size-conversion.ts';
import { shownSystemFor, sizeGuideAnswer, systemsFirst, type ShownSystem } from './size-guide-answer.ts';
import { SIZE_GUIDE_HASH } from './size-guide-hash.ts';

export interface SizeGuideDialogProps {
  /** Where "Shop men's" / "Shop women's" / "Shop kids'" in the result toast lead, when the catalog has them. */
  shopLinks: Partial<Record<Fit, { name: string; href: string }>>;
  /** The system the site's size buttons use (shoeSizesOf its country): the answer names that size first. */
  system: ShownSystem;
  /** The size range the guide opens on: the product's own on a shoe's page (kids' on a kids' shoe; else men's). */
  fit?: Fit;
}

const FIT_LABELS = { men: 'sizeGuide.fit.men', women: 'sizeGuide.fit.women', kids: 'sizeGuide.fit.kids' } as const;
const UNIT_LABELS = { in: 'sizeGuide.unit.in', cm: 'sizeGuide.unit.cm' } as const;
const LENGTH_LABELS = { in: 'sizeGuide.length.labelIn', cm: 'sizeGuide.length.label' } as const;
const LENGTH_DESCRIPTIONS = { in: 'sizeGuide.length.descriptionIn', cm: 'sizeGuide.length.description' } as const;
const OTHER_FIT = {
  'in-men': 'sizeGuide.length.inMen',
  'in-women': 'sizeGuide.length.inWomen',
  'in-kids': 'sizeGuide.length.inKids',
  'in-adult': 'sizeGuide.length.inAdult',
  'in-cm': 'sizeGuide.length.inCm',
  'in-inches': 'sizeGuide.length.inInches',
} as const;

/**
 * "Find your size": a foot length in, the size in every system out. Opens from any `#modal-size-guide` link
 * (spec §2 hash modals) as a side panel on phones and a centred dialog on wider screens; the result is also
 * announced in a toast whose button leads to the matching category. Both lead with the size in the system the site's
 * size buttons use, so the answer matches a button on the page. The length is asked in inches on US English pages
 * and in centimetres elsewhere, with a switch between them (docs/decisions/0051).
 */
export function SizeGuideDialog({ shopLinks, system, fit: pageFit = 'men' }: SizeGuideDialogProps) {
  const t = useT();
  const intl = useIntl();
  // Inches on US English pages, where shoppers measure in inches; centimetres elsewhere. Either can be chosen.
  const [unit, setUnit] = useState<LengthUnit>(() => defaultLengthUnit(intl.locale));
  // Said to screen readers when the unit changes: the field's new unit, and the length typed, converted.
  const [unitNews, setUnitNews] = useState('');
  const { show } = useToast();
  const { isOpen, onOpenChange } = useHashDialog(SIZE_GUIDE_HASH);
  const [fit, setFit] = useState<Fit>(pageFit);
  // Kept mounted once opened: another page's range (a women's shoe after a men's) becomes the one it opens on.
  const [shownFor, setShownFor] = useState<Fit>(pageFit);
  if (shownFor !== pageFit) {
    setShownFor(pageFit);
    setFit(pageFit);
  }
  const [length, setLength] = useState('');
  const [result, setResult] = useState<(ShoeSizes & { fit: Fit }) | null>(null);

  const format = (value: number, digits = 1) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const sizeLabel = (label: string) => localSizeLabel(label, intl.locale);
  // Centimetres as the JP size buttons write them ("27.0").
  const formatJp = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const problem = (input: string) => {
    const found = validateLength(input, fit, unit);
    switch (found) {
      case null:
        return null;
      case 'required':
        return t('validation.required');
      case 'number':
        return t('validation.number', { example: format(unit === 'in' ? 10.5 : 26.5) });
      case 'range':
        return t('validation.range', { min: format(rangeIn(fit, unit).min), max: format(rangeIn(fit, unit).max) });
      default:
        return t(OTHER_FIT[found]);
    }
  };
  const changeUnit = (next: LengthUnit) => {
    if (next === unit) return;
    const typed = parseLength(length, unit);
    const converted = Number.isFinite(typed) && typed > 0 ? format(convertLength(typed, next), 2) : null;
    if (converted !== null) setLength(converted);
    setUnit(next);
    setUnitNews(t(next === 'in' ? 'sizeGuide.unit.nowIn' : 'sizeGuide.unit.nowCm', { length: converted ?? 'none' }));
  };

  return (
    <ResponsiveDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('sizeGuide.title')}>
      {(close) => (
        <div className="flex flex-col gap-6">
          <p className="text-muted">{t('sizeGuide.intro')}</p>
          <Form
            className="flex flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              const sizes = sizesForFootLength(parseLength(length, unit), fit);
              setUnitNews('');
              setResult({ ...sizes, fit });
              const link = shopLinks[fit];
              show({
                kind: 'success',
                message: sizeGuideAnswer(t, shownSystemFor(fit, system), t(FIT_LABELS[fit]), {
                  us: sizeLabel(sizes.us),
                  uk: format(sizes.uk),
                  eu: format(sizes.eu),
                  jp: formatJp(sizes.jp),
                }),
                actions: link ? [{ label: t('sizeGuide.toast.shop', { category: link.name }), href: link.href }] : [],
              });
              close();
            }}
          >
            <RadioGroup value={fit} onChange={(value) => setFit(value as Fit)} className="flex flex-col gap-2">
              <Label className="text-sm font-semibold">{t('sizeGuide.fit.label')}</Label>
              <div className="flex flex-wrap gap-2">
                {FITS.map((option) => (
                  <Radio key={option} value={option} className={pill}>
                    {t(FIT_LABELS[option])}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
            <RadioGroup
              value={unit}
              onChange={(value) => changeUnit(value as LengthUnit)}
              className="flex flex-col gap-2"
            >
              <Label className="text-sm font-semibold">{t('sizeGuide.unit.label')}</Label>
              <div className="flex flex-wrap gap-2">
                {(['in', 'cm'] as const).map((option) => (
                  <Radio key={option} value={option} className={pill}>
                    {t(UNIT_LABELS[option])}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
            <p role="status" className="sr-only">
              {unitNews}
            </p>
            <TextField
              // A new field per unit: a problem shown for the other unit's value goes with it.
              key={unit}
              name="footLength"
              label={t(LENGTH_LABELS[unit])}
              description={t(LENGTH_DESCRIPTIONS[unit])}
              inputMode="decimal"
              value={length}
              onChange={setLength}
              validate={problem}
              isRequired
              autoComplete="off"
            />
            <Button type="submit" size="lg" className="w-full">
              {t('sizeGuide.submit')}
            </Button>
          </Form>
          {result ? <SizeGuideResult sizes={result} system={shownSystemFor(result.fit, system)} /> : null}
        </div>
      )}
    </ResponsiveDialog>
  );
}

const pill = ({ isSelected, isFocusVisible }: { isSelected: boolean; isFocusVisible: boolean }) =>
  cx(
    'inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-4 font-semibold transition-colors',
    isSelected ? 'border-ink bg-ink text-paper' : 'border-stone-300 text-ink hover:border-ink',
    isFocusVisible && 'outline-3 outline-offset-2 outline-focus',
  );

const RESULT_LABELS = {
  us: 'sizeGuide.result.us',
  uk: 'sizeGuide.result.uk',
  eu: 'sizeGuide.result.eu',
  jp: 'sizeGuide.result.jp',
} as const;

/** The guide's answer in every system, the site's own first. */
export function SizeGuideResult({ sizes, system }: { sizes: ShoeSizes; system: ShownSystem }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section aria-labelledby="size-guide-result" className="rounded-2xl bg-stone-100 p-5">
      <h3 id="size-guide-result" className="font-display text-lg font-bold">
        {t('sizeGuide.result.heading')}
      </h3>
      <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
        {systemsFirst(system).map((shown) => (
          <div key={shown} className="rounded-xl bg-paper px-2 py-3">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t(RESULT_LABELS[shown])}</dt>
            <dd className="font-display text-2xl font-extrabold">
              {shown === 'us'
                ? localSizeLabel(sizes.us, intl.locale)
                : intl.formatNumber(sizes[shown], {
                    minimumFractionDigits: shown === 'jp' ? 1 : 0,
                    maximumFractionDigits: 1,
                  })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
