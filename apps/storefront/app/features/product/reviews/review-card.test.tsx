import type { LocalePath } from '@outsole/contracts/locales';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider, useIntl } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { bylineParts } from './review-card.tsx';

const REVIEW = {
  authorName: 'Lucas M.',
  createdAt: '2025-04-10T10:00:00.000Z',
  verified: true,
  fit: 'runs-large' as const,
};

function Byline({ review }: { review: Parameters<typeof bylineParts>[0] }) {
  return <p>{bylineParts(review, useT(), useIntl())}</p>;
}

/** The byline's text as a screen reader reads it and a copy takes it: the tags and React's markers gone. */
function text(locale: LocalePath, tag: string, review: Parameters<typeof bylineParts>[0] = REVIEW) {
  const html = renderToString(
    <IntlProvider value={pageIntl(tag, messagesFor(locale))}>
      <Byline review={review} />
    </IntlProvider>,
  );
  return html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
}

describe('a review’s byline (t3 F3-11)', () => {
  it.each([
    ['en-us', 'en-US', 'Lucas M., Apr 10, 2025 · Verified buyer · Fit: runs large'],
    ['en-gb', 'en-GB', 'Lucas M., 10 Apr 2025 · Verified buyer · Fit: runs large'],
    ['de-de', 'de-DE', 'Lucas M., 10.04.2025 · Verifizierter Kauf · Passform: fällt groß aus'],
    ['fr-fr', 'fr-FR', 'Lucas M., 10 avr. 2025 · Achat vérifié · Coupe\u202f: taille grand'],
    ['ja-jp', 'ja-JP', 'Lucas M.、2025/04/10・購入済み・'],
  ] as const)('%s: date, badge and fit are apart in the text itself, not by a margin', (locale, tag, expected) => {
    expect(text(locale, tag)).toContain(expected);
  });

  it('has no separator where nothing follows', () => {
    expect(text('en-us', 'en-US', { ...REVIEW, verified: false, fit: null })).toBe('Lucas M., Apr 10, 2025');
    expect(text('en-us', 'en-US', { ...REVIEW, verified: false })).toBe('Lucas M., Apr 10, 2025 · Fit: runs large');
  });
});
