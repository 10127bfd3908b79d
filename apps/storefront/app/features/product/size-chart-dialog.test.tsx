import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { SizeChartDialog } from './size-chart-dialog.tsx';

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
});
