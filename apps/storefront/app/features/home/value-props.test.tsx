import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import enGB from '#app/lib/i18n/messages/en-GB.ts';
import enUS from '#app/lib/i18n/messages/en-US.ts';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import jaJP from '#app/lib/i18n/messages/ja-JP.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { ValueProps } from './value-props.tsx';

const CATALOGUES = { 'en-US': enUS, 'en-GB': enGB, 'de-DE': deDE, 'fr-FR': frFR, 'ja-JP': jaJP } as const;

function render(locale: keyof typeof CATALOGUES, pickup: boolean, brand: 'stride' | 'kestrel' = 'stride') {
  const currency = { 'en-US': 'USD', 'en-GB': 'GBP', 'de-DE': 'EUR', 'fr-FR': 'EUR', 'ja-JP': 'JPY' }[locale];
  return renderToString(
    <IntlProvider value={pageIntl(locale, CATALOGUES[locale])}>
      <ValueProps brand={brand} brandName="Stride" freeDelivery={{ amount: 7500, currency }} pickup={pickup} />
    </IntlProvider>,
  ).replace(/<!-- -->/g, '');
}

describe('the home page’s delivery promise follows the site’s pickup (findings-1 F7)', () => {
  it.each([
    ['en-US', 'straight to your door or a store near you.', 'straight to your door or a pickup point near you.'],
    ['en-GB', 'straight to your door or a store near you.', 'straight to your door or a collection point near you.'],
    ['de-DE', 'oder in einen Store in deiner Nähe.', 'oder an eine Abholstation in deiner Nähe.'],
    [
      'fr-FR',
      'à domicile ou dans un magasin près de chez vous.',
      'à domicile ou dans un point relais près de chez vous.',
    ],
    ['ja-JP', 'ご自宅またはお近くの店舗へお届けします。', 'ご自宅またはお近くの受取スポットへお届けします。'],
  ] as const)('%s', (locale, withPickup, withoutPickup) => {
    expect(render(locale, true)).toContain(withPickup);
    const without = render(locale, false, 'kestrel');
    expect(without).toContain(withoutPickup);
    expect(without).not.toContain(withPickup);
  });
});
