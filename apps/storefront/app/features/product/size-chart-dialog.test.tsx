import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { SizeChartDialog } from './size-chart-dialog.lazy.tsx';

/** The cells of the chart's rows, as text. */
function rows(html: string): string[][] {
  const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      (cell[1] ?? '').replace(/<[^>]+>/g, ''),
    ),
  );
}

describe('size chart', () => {
  it('writes the JP centimetres as the size picker does (22.0, not 22), with the language’s decimal sign', () => {
    const japanese = rows(
      renderToString(
        <IntlProvider value={pageIntl('ja-JP', jaJP)}>
          <SizeChartDialog sizeSystem="shoe-women" />
        </IntlProvider>,
      ),
    );
    expect(japanese.length).toBeGreaterThan(5);
    for (const row of japanese) expect(row.at(-1)).toMatch(/^\d{2}\.\d$/);
    expect(japanese.map((row) => row.at(-1))).toContain('22.0');
    const german = rows(
      renderToString(
        <IntlProvider value={pageIntl('de-DE', deDE)}>
          <SizeChartDialog sizeSystem="shoe-men" />
        </IntlProvider>,
      ),
    );
    for (const row of german) expect(row.at(-1)).toMatch(/^\d{2},\d$/);
  });

  it('leads with the site’s own sizes, its rows keyed by them: UK in Britain, EU in Germany, cm in Japan (F17)', () => {
    const chart = (
      locale: 'en-US' | 'de-DE' | 'ja-JP',
      messages: Parameters<typeof pageIntl>[1],
      countryCode: string,
    ) => {
      const html = renderToString(
        <IntlProvider value={pageIntl(locale, messages)}>
          <SizeChartDialog sizeSystem="shoe-men" countryCode={countryCode} />
        </IntlProvider>,
      );
      const heads = [...(/<thead[^>]*>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? '').matchAll(/<th[^>]*>([^<]*)<\/th>/g)];
      return { heads: heads.map((cell) => cell[1]), rows: rows(html) };
    };
    const british = chart('en-US', enUS, 'GB');
    expect(british.heads).toEqual(['UK', 'US', 'EU', 'JP (cm)']);
    expect(british.rows[0]).toEqual(['6.5', '7', '40', '25.0']);
    const german = chart('de-DE', deDE, 'DE');
    expect(german.heads[0]).toBe('EU');
    expect(german.rows[0]?.[0]).toBe('40');
    const japanese = chart('ja-JP', jaJP, 'JP');
    expect(japanese.rows[0]?.[0]).toBe('25.0');
    // The US site keeps US first.
    expect(chart('en-US', enUS, 'US').heads[0]).toBe('US');
    // Kids' shoes are labelled in US sizes everywhere: US stays first.
    const kids = renderToString(
      <IntlProvider value={pageIntl('en-US', enUS)}>
        <SizeChartDialog sizeSystem="shoe-kids" countryCode="GB" />
      </IntlProvider>,
    );
    expect(rows(kids)[0]).toEqual(['10.5C', '10', '27.5', '17.0']);
  });

  it('gives kids’ shoes every size of their run with UK, EU and the foot length in cm, as the size guide reads them', () => {
    const html = renderToString(
      <IntlProvider value={pageIntl('en-US', enUS)}>
        <SizeChartDialog sizeSystem="shoe-kids" />
      </IntlProvider>,
    );
    expect(html).toContain('Kids’ shoe sizes');
    const kids = rows(html);
    expect(kids.map((row) => row[0])).toEqual(['10.5C', '11C', '12C', '13C', '1Y', '2Y', '3Y', '4Y', '5Y', '6Y', '7Y']);
    expect(kids[0]).toEqual(['10.5C', '10', '27.5', '17.0']);
    expect(kids[4]).toEqual(['1Y', '13.5', '32', '19.9']);
    // The note that US labels are the ones on the box describes the table.
    expect(html).toMatch(/aria-describedby="size-chart-kids-note"/);
    expect(html).toContain('id="size-chart-kids-note"');
    expect(html).toContain('labeled in US sizes in every region');
  });

  it('gives socks the shoe sizes each sock size fits, per market, not the apparel body measurements', () => {
    const render = (locale: 'en-US' | 'de-DE', messages: Parameters<typeof pageIntl>[1]) =>
      renderToString(
        <IntlProvider value={pageIntl(locale, messages)}>
          <SizeChartDialog sizeSystem="apparel" productType="socks" />
        </IntlProvider>,
      );
    const american = render('en-US', enUS);
    expect(american).toContain('Sock sizes');
    expect(american).toContain('US women’s');
    expect(american).not.toContain('Chest');
    expect(rows(american)).toEqual([
      ['S', '4–6', '5.5–7.5', '3.5–5.5', '36–39', '22–24'],
      ['M', '6.5–9', '8–10.5', '6–8.5', '40–42.5', '24.5–27'],
      ['L', '9.5–12', '11–13.5', '9–11.5', '43–46', '27.5–30'],
    ]);
    expect(rows(render('de-DE', deDE))[0]).toEqual(['S', '4–6', '5,5–7,5', '3,5–5,5', '36–39', '22–24']);
    // Other apparel keeps its body measurements.
    const tee = renderToString(
      <IntlProvider value={pageIntl('en-US', enUS)}>
        <SizeChartDialog sizeSystem="apparel" productType="tee" />
      </IntlProvider>,
    );
    expect(tee).toContain('Chest');
    expect(rows(tee).map((row) => row[0])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });
});
