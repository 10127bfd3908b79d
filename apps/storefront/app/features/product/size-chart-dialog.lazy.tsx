import { localSizeLabel, shoeSizesOf, type ShoeSizes } from '@outsole/contracts/sizes.values';

import { HashDialog } from '#app/components/ui/hash-dialog.tsx';
import { useIntl } from '#app/lib/i18n/intl.tsx';
import { selectKey, useT } from '#app/lib/i18n/use-t.ts';
import { sizeChartFor } from './size-chart.ts';
import { SIZE_CHART_HASH } from './dialog-hashes.ts';
import type { SizeChartDialogProps } from './size-chart-dialog.tsx';

const KIDS_NOTE_ID = 'size-chart-kids-note';

const cell = 'border-b border-stone-200 px-3 py-2 text-center tabular-nums';
const head = 'border-b-2 border-ink px-3 py-2 text-center font-semibold';
/** The sock chart has six columns of ranges: narrower padding; a range ("27.5–30") breaks after its dash on a phone only. */
const rangeCell = 'border-b border-stone-200 px-1.5 py-2 text-center tabular-nums sm:whitespace-nowrap';
const rangeHead = 'border-b-2 border-ink px-1.5 py-2 text-center font-semibold';

/** The shoe chart's columns in their usual order; the site's own system is moved to the front (tester finding F17). */
const SHOE_COLUMNS: readonly (keyof ShoeSizes)[] = ['us', 'uk', 'eu', 'jp'];

/**
 * The size chart of the product's type: a table with a caption and row and column headers. A shoe chart leads with
 * the sizes the site sells in (UK in Britain, EU in Germany and France, centimetres in Japan): its rows are keyed by
 * them, as the size buttons are labelled, and the other systems follow.
 */
export function SizeChartDialog({ sizeSystem, productType, countryCode }: SizeChartDialogProps) {
  const t = useT();
  const intl = useIntl();
  const chart = sizeChartFor(sizeSystem, productType);
  const kidsNote = chart.kind === 'shoe' && chart.kids;
  const number = (value: string) =>
    Number.isFinite(Number(value)) ? intl.formatNumber(Number(value), { maximumFractionDigits: 1 }) : value;
  // Kids' shoes are labelled in US sizes in every region (the size buttons too): their chart keeps US first.
  const own = countryCode && !kidsNote ? shoeSizesOf(countryCode) : 'us';
  const columns = [own, ...SHOE_COLUMNS.filter((column) => column !== own)];
  const columnLabel = {
    us: 'product.sizeChart.us',
    uk: 'product.sizeChart.uk',
    eu: 'product.sizeChart.eu',
    jp: 'product.sizeChart.jp',
  } as const;
  const shoeCell = (row: ShoeSizes, column: keyof ShoeSizes) =>
    // Centimetres to the millimetre, as the size picker writes them ("22.0"), never "22".
    column === 'jp' ? localSizeLabel(row.jp, intl.locale) : number(row[column]);
  const range = ([from, to]: readonly [number, number]) =>
    t('product.sizeChart.range', { from: number(String(from)), to: number(String(to)) });
  return (
    <HashDialog name={SIZE_CHART_HASH} title={t('product.sizeChart.title')}>
      {chart.kind === 'one-size' ? (
        <p>{t('product.sizeChart.oneSize')}</p>
      ) : chart.kind === 'socks' ? (
        <table className="w-full border-collapse text-sm">
          <caption className="mb-3 text-left font-semibold">{t('product.sizeChart.socksCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={rangeHead}>
                {t('product.sizeChart.size')}
              </th>
              <th scope="col" className={rangeHead}>
                {t('product.sizeChart.usMen')}
              </th>
              <th scope="col" className={rangeHead}>
                {t('product.sizeChart.usWomen')}
              </th>
              <th scope="col" className={rangeHead}>
                {t('product.sizeChart.uk')}
              </th>
              <th scope="col" className={rangeHead}>
                {t('product.sizeChart.eu')}
              </th>
              <th scope="col" className={rangeHead}>
                {t('product.sizeChart.jp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row" className={rangeCell}>
                  {row.size}
                </th>
                <td className={rangeCell}>{range(row.usMen)}</td>
                <td className={rangeCell}>{range(row.usWomen)}</td>
                <td className={rangeCell}>{range(row.uk)}</td>
                <td className={rangeCell}>{range(row.eu)}</td>
                <td className={rangeCell}>{range(row.jp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table className="w-full border-collapse text-sm" aria-describedby={kidsNote ? KIDS_NOTE_ID : undefined}>
          <caption className="mb-3 text-left font-semibold">
            {t('product.sizeChart.caption', { type: selectKey(sizeSystem) })}
          </caption>
          <thead>
            {chart.kind === 'shoe' ? (
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className={head}>
                    {t(columnLabel[column])}
                  </th>
                ))}
              </tr>
            ) : (
              <tr>
                <th scope="col" className={head}>
                  {t('product.sizeChart.size')}
                </th>
                <th scope="col" className={head}>
                  {t('product.sizeChart.chest')}
                </th>
                <th scope="col" className={head}>
                  {t('product.sizeChart.waist')}
                </th>
              </tr>
            )}
          </thead>
          <tbody>
            {chart.kind === 'shoe'
              ? chart.rows.map((row) => (
                  <tr key={row.us}>
                    <th scope="row" className={cell}>
                      {shoeCell(row, own)}
                    </th>
                    {columns.slice(1).map((column) => (
                      <td key={column} className={cell}>
                        {shoeCell(row, column)}
                      </td>
                    ))}
                  </tr>
                ))
              : chart.rows.map((row) => (
                  <tr key={row.size}>
                    <th scope="row" className={cell}>
                      {row.size}
                    </th>
                    <td className={cell}>{row.chest}</td>
                    <td className={cell}>{row.waist}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      )}
      {kidsNote && (
        <p id={KIDS_NOTE_ID} className="mt-3 text-sm text-muted">
          {t('product.sizeChart.kids')}
        </p>
      )}
    </HashDialog>
  );
}
