import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { SizeGuide } from './size-guide.tsx';

function render(tag: 'en-US' | 'de-DE', system: 'us' | 'eu', fit?: 'men' | 'women' | 'kids') {
  const messages = tag === 'en-US' ? enUS : deDE;
  const Stub = createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => (
        <IntlProvider value={pageIntl(tag, messages)}>
          <SizeGuide shopLinks={{}} system={system} fit={fit} />
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
    expect(html).toContain('<caption class="mb-3 text-left font-semibold">Kids’</caption>');
    const [men, women, kids] = tables(html);
    // On US English pages the foot in inches first (US shoppers measure in inches), then in centimetres.
    expect(men?.[0]).toEqual(['Foot length up to (in)', 'Foot length up to (cm)', 'US', 'UK', 'EU']);
    // A 27 cm foot (10.6 in): US 9, UK 8.5, EU 42.5, as the dialog answers (size-conversion.test.ts).
    expect(men).toContainEqual(['10.6', '27.0', '9', '8.5', '42.5']);
    expect(women).toContainEqual(['9.4', '24.0', '7', '4.5', '38']);
    // Kids' sizes, toddler (C) to youth (Y), with their UK and EU sizes.
    expect(kids?.slice(1).map((row) => row[2])).toEqual([
      '10.5C',
      '11C',
      '12C',
      '13C',
      '1Y',
      '2Y',
      '3Y',
      '4Y',
      '5Y',
      '6Y',
      '7Y',
    ]);
    expect(kids).toContainEqual(['7.8', '19.9', '1Y', '13.5', '32']);
  });

  it('on a kids’ shoe lists the kids’ sizes first, the women’s on a women’s shoe', () => {
    const captions = (html: string) => [...html.matchAll(/<caption[^>]*>([^<]*)<\/caption>/g)].map(([, text]) => text);
    expect(captions(render('en-US', 'us', 'kids'))).toEqual(['Kids’', 'Men’s', 'Women’s']);
    expect(captions(render('en-US', 'us', 'women'))).toEqual(['Women’s', 'Men’s', 'Kids’']);
  });

  it('leads with the site’s own system and writes numbers in the page’s language', () => {
    const [men, , kids] = tables(render('de-DE', 'eu'));
    expect(men?.[0]).toEqual(['Fußlänge bis (cm)', 'EU', 'US', 'UK']);
    expect(men).toContainEqual(['27,0', '42,5', '9', '8,5']);
    // Kids' shoes keep their US label in every region: that column leads.
    expect(kids?.[0]).toEqual(['Fußlänge bis (cm)', 'US', 'UK', 'EU']);
    expect(kids).toContainEqual(['17,0', '10,5C', '10', '27,5']);
  });
});
