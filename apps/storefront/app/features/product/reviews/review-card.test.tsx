import type { LocalePath } from '@outsole/contracts/locales';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider, useIntl } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { OwnVotesContext, type OwnVotesValue } from './own-votes.tsx';
import { bylineParts, ReviewCard } from './review-card.tsx';

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

describe('a review’s date (tester finding t1-F5: the server and the browser wrote different days)', () => {
  // Written 20:00 UTC on 13 May: 14 May in Tokyo; 02:30 UTC on 25 May: still 24 May in New York.
  it.each([
    ['ja-jp', 'ja-JP', '2025-05-13T20:00:00.000Z', 'Lucas M.、2025/05/14'],
    ['en-us', 'en-US', '2025-05-25T02:30:00.000Z', 'Lucas M., May 24, 2025'],
    ['en-gb', 'en-GB', '2025-05-27T23:30:00.000Z', 'Lucas M., 28 May 2025'],
    ['de-de', 'de-DE', '2025-05-27T22:30:00.000Z', 'Lucas M., 28.05.2025'],
  ] as const)('%s: is the date in the site’s country, whatever zone renders it', (locale, tag, createdAt, expected) => {
    const review = { ...REVIEW, createdAt, verified: false, fit: null };
    expect(text(locale, tag, review)).toBe(expected);
    const zone = process.env.TZ;
    try {
      // The shopper's browser in another zone renders the same text.
      process.env.TZ = 'Pacific/Kiritimati';
      expect(text(locale, tag, review)).toBe(expected);
      process.env.TZ = 'Pacific/Pago_Pago';
      expect(text(locale, tag, review)).toBe(expected);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('a review’s Report link (tester finding t1-F4: an author reported their own review)', () => {
  const review = (reviewId: string) => ({
    ...REVIEW,
    reviewId,
    productId: 'SRN227021',
    rating: 4,
    title: 'Love them',
    text: 'Light and quick on long runs.',
    locale: 'en-us',
    helpfulCount: 0,
    unhelpfulCount: 0,
  });
  const votes: OwnVotesValue = {
    voteOf: () => undefined,
    wrote: (intent, id) => intent === 'review-vote' && id === 'MINE',
    ask: () => undefined,
    record: () => undefined,
  };
  async function card(reviewId: string, context: OwnVotesValue | null) {
    const node = (
      <OwnVotesContext value={context}>
        <ul>
          <ReviewCard
            review={review(reviewId)}
            onReport={() => undefined}
            voteData={undefined}
            translateData={undefined}
          />
        </ul>
      </OwnVotesContext>
    );
    const Stub = createRoutesStub([{ path: '/:locale/*', Component: () => node }]);
    const { prelude } = await prerenderToNodeStream(
      <IntlProvider value={pageIntl('en-US', messagesFor('en-us'))}>
        <Stub initialEntries={['/en-us/p/glide-4-running-shoe-SRN227021']} />
      </IntlProvider>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  }
  const reportLink = /aria-label="Report the review/;

  it('is offered on everyone else’s review, and before the page knows whose it is', async () => {
    expect(await card('THEIRS', votes)).toMatch(reportLink);
    expect(await card('MINE', null)).toMatch(reportLink);
  });

  it('is not offered on the shopper’s own review (the api refuses it: REV403), as its vote buttons are not', async () => {
    const html = await card('MINE', votes);
    expect(html).not.toMatch(reportLink);
    expect(html).not.toMatch(/Helpful \(0\)/);
  });
});
