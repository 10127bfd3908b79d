import type { Colourway } from '@outsole/contracts/products';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enGB from '#app/lib/i18n/messages/en-GB.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { ColourSwatches, swatchKeyTarget } from './colour-swatches.tsx';

const colourway = (colourCode: string, name: string): Colourway => ({
  colourCode,
  name,
  colourFamily: 'purple',
  hex: { primary: '#6b21a8', secondary: '#ffffff', accent: '#000000' },
  pdpUrl: `/p/aero-6-SRN474716?colour=${colourCode}`,
  images: [],
  orderable: true,
  variants: [],
});

/** The text of the group's label (what names the radio group), tags and React's text separators gone. */
function label(tag: string, messages: Record<string, string>): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <IntlProvider value={pageIntl(tag, messages)}>
          <ColourSwatches
            colourways={[colourway('353', 'Violet/Blanc'), colourway('001', 'Noir')]}
            selected="353"
            hrefFor={(code) => `/p/aero-6-SRN474716?colour=${code}`}
          />
        </IntlProvider>
      ),
    },
  ]);
  const html = renderToString(<Stub initialEntries={['/']} />);
  const paragraph = /<p id="colour-label"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  return paragraph.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
}

describe('colour swatches label', () => {
  it.each([
    ['en-US', enUS, 'Color: Violet/Blanc'],
    ['en-GB', enGB, 'Colour: Violet/Blanc'],
    ['de-DE', deDE, 'Farbe: Violet/Blanc'],
    // A narrow no-break space before the colon, as French writes it.
    ['fr-FR', frFR, 'Coloris\u202f: Violet/Blanc'],
    ['ja-JP', jaJP, 'カラー：Violet/Blanc'],
  ])('names the chosen colour as %s punctuates a label', (tag, messages, expected) => {
    expect(label(tag, messages)).toBe(expected);
  });
});

describe('colour swatches keys (a radio group of links)', () => {
  it.each([
    // Space and Enter check the focused swatch, as on a radio button, instead of scrolling the page (t3 F3-12).
    [' ', 1, 1],
    ['Enter', 2, 2],
    ['ArrowRight', 1, 2],
    ['ArrowDown', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowUp', 1, 0],
    ['Tab', 1, null],
    ['a', 1, null],
  ] as const)('%j on swatch %i of 3 chooses %s', (key, index, target) => {
    expect(swatchKeyTarget(key, index, 3)).toBe(target);
  });
});
