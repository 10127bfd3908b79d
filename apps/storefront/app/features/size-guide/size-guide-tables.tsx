import { localSizeLabel } from '@outsole/contracts/sizes.values';

import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import { shownSystemFor, systemsFirst, type ShownSystem } from './size-guide-answer.ts';
import { SIZE_GUIDE_HASH } from './size-guide-hash.ts';
import { defaultLengthUnit, FITS, inchesUpTo, sizeRows, type Fit } from './size-conversion.ts';

const LABELS = { us: 'sizeGuide.result.us', uk: 'sizeGuide.result.uk', eu: 'sizeGuide.result.eu' } as const;
const FIT_LABELS = { men: 'sizeGuide.fit.men', women: 'sizeGuide.fit.women', kids: 'sizeGuide.fit.kids' } as const;
const cell = 'border-b border-stone-200 px-3 py-2 text-center tabular-nums';
const head = 'border-b-2 border-ink px-3 py-2 text-center font-semibold';

/**
 * The guide without JavaScript: how to measure, then a table per fit (the page's own first: kids' on a kids' shoe) of
 * the longest foot each size fits and the size in the other systems, the site's own first (the dialog's answer, read
 * off the same chart rows). The foot is in centimetres, and first in inches on US English pages, to the tenth
 * rounded down (the longest foot the size surely fits). Kids' sizes lead with their US label, as their buttons do.
 */
export function SizeGuideTables({ system, fit: pageFit = 'men' }: { system: ShownSystem; fit?: Fit | undefined }) {
  const t = useT();
  const intl = useIntl();
  const inches = defaultLengthUnit(intl.locale) === 'in';
  const number = (value: number, fraction = 0) =>
    intl.formatNumber(value, { minimumFractionDigits: fraction, maximumFractionDigits: 1 });
  const fits = [pageFit, ...FITS.filter((fit) => fit !== pageFit)];
  return (
    <section
      id={SIZE_GUIDE_HASH}
      aria-label={t('sizeGuide.title')}
      className="mx-3 my-8 hidden max-w-lg scroll-mt-4 sm:mx-auto rounded-3xl border-2 border-ink bg-paper p-6 target:block"
    >
      <h2 className="mb-4 font-display text-2xl font-extrabold tracking-tight">{t('sizeGuide.title')}</h2>
      <p>{t('sizeGuide.intro')}</p>
      <p className="mt-2 text-muted">{t('sizeGuide.table.hint')}</p>
      {fits.map((fit) => {
        const systems = systemsFirst(shownSystemFor(fit, system)).filter((shown) => shown !== 'jp');
        return (
          <table key={fit} className="mt-6 w-full border-collapse text-sm">
            <caption className="mb-3 text-left font-semibold">{t(FIT_LABELS[fit])}</caption>
            <thead>
              <tr>
                {inches ? (
                  <th scope="col" className={head}>
                    {t('sizeGuide.table.footLengthIn')}
                  </th>
                ) : null}
                <th scope="col" className={head}>
                  {t('sizeGuide.table.footLength')}
                </th>
                {systems.map((shown) => (
                  <th key={shown} scope="col" className={head}>
                    {t(LABELS[shown])}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sizeRows(fit).map((row) => (
                <tr key={row.jp}>
                  {inches ? (
                    <th scope="row" className={cell}>
                      {number(inchesUpTo(row.jp), 1)}
                    </th>
                  ) : null}
                  {/* Centimetres to the millimetre, as the JP size buttons write them ("26.5", "27.0"). */}
                  {inches ? (
                    <td className={cell}>{number(row.jp, 1)}</td>
                  ) : (
                    <th scope="row" className={cell}>
                      {number(row.jp, 1)}
                    </th>
                  )}
                  {systems.map((shown) => (
                    <td key={shown} className={cell}>
                      {shown === 'us' ? localSizeLabel(row.us, intl.locale) : number(row[shown])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </section>
  );
}
