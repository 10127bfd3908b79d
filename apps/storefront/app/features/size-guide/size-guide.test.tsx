import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { SizeGuide } from './size-guide.tsx';

function render(tag: 'en-US' | 'de-DE', system: 'us' | 'eu') {
  const messages = tag === 'en-US' ? enUS : deDE;
  const Stub = createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => (
        <IntlProvider value={pageIntl(tag, messages)}>
          <SizeGuide shopLinks={{}} system={system} />
        </IntlProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[`/${tag.toLowerCase()}/p/x-SRN1`]} />).replace(/<!-- -->/g, '');
}

/** A table's header cells and rows of cells, as text. */
const tables = (html: string) =>
  [...html.matchAll(/<table\b[\s\S]*?<\/table>/g)].map(([table]) =>
    [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...(row ?? '').matchAll(/<t[hd]\b[^>]*>([^<]*)<\/t[hd]>/g)].map(([, text]) => text),
    ),
  );

describe('the size guide without JavaScript', () => {
  it('is the guide as tables, in the section the #modal-size-guide links lead to', () => {
    const html = render('en-US', 'us');
    expect(html).toMatch(
      // In <noscript>: with scripts running, a link followed before hydration finds no section to jump to.
      /<noscript><section id="modal-size-guide" aria-label="Find your size" class="[^"]*\bhidden\b[^"]*\btarget:block\b/,
    );
    expect(html).toContain('Stand on a sheet of paper');
    expect(html).toContain('<caption class="mb-3 text-left font-semibold">Men’s</caption>');
    expect(html).toContain('<caption class="mb-3 text-left font-semibold">Women’s</caption>');
    const [men, women] = tables(html);
    expect(men?.[0]).toEqual(['Foot length up to (cm)', 'US', 'UK', 'EU']);
    // A 27 cm foot: US 9, UK 8.5, EU 42.5, as the dialog answers (size-conversion.test.ts).
    expect(men).toContainEqual(['27.0', '9', '8.5', '42.5']);
    expect(women).toContainEqual(['24.0', '7', '4.5', '38']);
  });

  it('leads with the site’s own system and writes numbers in the page’s language', () => {
    const [men] = tables(render('de-DE', 'eu'));
    expect(men?.[0]).toEqual(['Fußlänge bis (cm)', 'EU', 'US', 'UK']);
    expect(men).toContainEqual(['27,0', '42,5', '9', '8,5']);
  });
});
