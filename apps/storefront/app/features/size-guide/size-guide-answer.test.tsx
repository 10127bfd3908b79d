import { SUPPORTED_LOCALES, type LocalePath } from '@outsole/contracts/locales';
import { shoeSizesOf } from '@outsole/contracts/sizes.values';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';

import { messagesFor, translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import type { Translate } from '#app/lib/i18n/use-t.ts';
import { shownSystemFor, sizeGuideAnswer, systemsFirst } from './size-guide-answer.ts';
import { SizeGuideResult } from './size-guide-dialog.tsx';

const tFor = (locale: LocalePath): Translate => {
  const { format } = translatorFor(locale);
  return (id, values) => format(id, values) ?? id;
};

// A 26.3 cm foot in men's sizes (size-conversion.ts): JP 26.5, US 8.5, UK 8, EU 42.
const SIZES = { us: '8.5', uk: '8', eu: '42', jp: '26.5' };

describe('the size guide answer', () => {
  it.each([
    ['en-us', 'US', 'Your Men’s size: US 8.5 (UK 8 · EU 42)'],
    ['en-gb', 'GB', 'Your Men’s size: UK 8 (US 8.5 · EU 42)'],
    ['de-de', 'DE', 'Deine Herren-Größe: EU 42 (US 8.5 · UK 8)'],
    ['fr-fr', 'FR', 'Votre taille Homme\u202f: EU 42 (US 8.5 · UK 8)'],
    ['ja-jp', 'JP', 'メンズのサイズ：26.5cm'],
  ] as const)('%s names the size the site’s size buttons use (%s) first', (locale, country, expected) => {
    const t = tFor(locale);
    expect(sizeGuideAnswer(t, shoeSizesOf(country), t('sizeGuide.fit.men'), SIZES)).toBe(expected);
  });

  it.each(SUPPORTED_LOCALES)('%s words an answer for every system, each naming its own size', (locale) => {
    const t = tFor(locale);
    for (const system of ['us', 'uk', 'eu', 'jp'] as const) {
      expect(sizeGuideAnswer(t, system, 'X', SIZES), system).toContain(SIZES[system]);
    }
  });

  it('renders the result card with the site’s system first (JP on a Japanese site)', async () => {
    const { prelude } = await prerenderToNodeStream(
      <IntlProvider value={pageIntl('ja-JP', messagesFor('ja-jp'))}>
        <SizeGuideResult sizes={{ us: '9', uk: 8.5, eu: 42.5, jp: 27 }} system="jp" />
      </IntlProvider>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const cells = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(cells).toEqual(['JP（cm） 27.0', 'US 9', 'UK 8.5', 'EU 42.5']);
    expect(systemsFirst('eu')).toEqual(['eu', 'us', 'uk', 'jp']);
    // Kids' sizes lead with their US label ("1Y") on every site, as their size buttons do.
    expect(shownSystemFor('kids', 'jp')).toBe('us');
    expect(shownSystemFor('women', 'jp')).toBe('jp');
  });
});
