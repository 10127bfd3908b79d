import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import frFR from '#app/lib/i18n/messages/fr-FR.ts';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { PromotionCallouts } from './promotion-callouts.tsx';

describe('promotion callouts', () => {
  it('keep a merchant’s percent sign with its number, as the page’s language does (decision 0009 addendum)', () => {
    const html = renderToString(
      <IntlProvider value={pageIntl('fr-FR', frFR)}>
        <PromotionCallouts callouts={[{ promotionId: 'p', calloutMsg: '15 % de remise en plus !' }]} />
      </IntlProvider>,
    );
    expect(html).toContain('15\u202f% de remise en plus\u202f!');
  });
});
