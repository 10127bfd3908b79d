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
  footRange,
  otherFit,
  parseLength,
  sizesForFootLength,
  validateLength,
  type Fit,
  type ShoeSizes,
} from './size-conversion.ts';
import { sizeGuideAnswer, systemsFirst, type ShownSystem } from './size-guide-answer.ts';
import { SIZE_GUIDE_HASH } from './size-guide-hash.ts';

export interface SizeGuideDialogProps {
  /** Where "Shop men's" / "Shop women's" in the result toast lead, when the catalog has those categories. */
  shopLinks: Partial<Record<Fit, { name: string; href: string }>>;
  /** The system the site's size buttons use (shoeSizesOf its country): the answer names that size first. */
  system: ShownSystem;
  /** The size range the guide opens on: the product's own on a shoe's page (men's elsewhere). */
  fit?: Fit;
}

/**
 * "Find your size": a foot length in, the size in every system out. Opens from any `#modal-size-guide` link
 * (spec §2 hash modals) as a side panel on phones and a centred dialog on wider screens; the result is also
 * announced in a toast whose button leads to the matching category. Both lead with the size in the system the site's
 * size buttons use, so the answer matches a button on the page.
 */
export function SizeGuideDialog({ shopLinks, system, fit: pageFit = 'men' }: SizeGuideDialogProps) {
  const t = useT();
  const intl = useIntl();
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

  const format = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  // Centimetres as the JP size buttons write them ("27.0").
  const formatJp = (value: number) => intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const problem = (input: string) => {
    switch (validateLength(input, fit)) {
      case 'required':
        return t('validation.required');
      case 'number':
        return t('validation.number', { example: format(26.5) });
      case 'range':
        return t('validation.range', { min: format(footRange(fit).min), max: format(footRange(fit).max) });
      case 'other-fit':
        return t(otherFit(fit) === 'women' ? 'sizeGuide.length.inWomen' : 'sizeGuide.length.inMen');
      default:
        return null;
    }
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
              const sizes = sizesForFootLength(parseLength(length), fit);
              setResult({ ...sizes, fit });
              const fitLabel = t(fit === 'men' ? 'sizeGuide.fit.men' : 'sizeGuide.fit.women');
              const link = shopLinks[fit];
              show({
                kind: 'success',
                message: sizeGuideAnswer(t, system, fitLabel, {
                  us: format(sizes.us),
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
              <div className="flex gap-2">
                {(['men', 'women'] as const).map((option) => (
                  <Radio
                    key={option}
                    value={option}
                    className={({ isSelected, isFocusVisible }) =>
                      cx(
                        'inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-5 font-semibold transition-colors',
                        isSelected ? 'border-ink bg-ink text-paper' : 'border-stone-300 text-ink hover:border-ink',
                        isFocusVisible && 'outline-3 outline-offset-2 outline-focus',
                      )
                    }
                  >
                    {t(option === 'men' ? 'sizeGuide.fit.men' : 'sizeGuide.fit.women')}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
            <TextField
              name="footLength"
              label={t('sizeGuide.length.label')}
              description={t('sizeGuide.length.description')}
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
          {result ? <SizeGuideResult sizes={result} system={system} /> : null}
        </div>
      )}
    </ResponsiveDialog>
  );
}

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
              {intl.formatNumber(sizes[shown], {
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
