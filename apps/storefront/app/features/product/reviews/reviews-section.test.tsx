import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';

import { mockReviewList } from '#app/lib/api/mock/review-fixtures.ts';
import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import type { WriteForm } from './own-review.server.ts';
import { ReviewsSection } from './reviews-section.tsx';

async function render(search: string, amount: string | null, write: WriteForm | null = null) {
  const Stub = createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => (
        <ReviewsSection
          reviews={mockReviewList(new URLSearchParams())}
          productId="GIFTCARDS"
          productName="Gift Card"
          actionData={undefined}
          amount={amount}
          write={write}
        />
      ),
    },
  ]);
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider value={pageIntl('en-US', messagesFor('en-us'))}>
      <Stub initialEntries={[`/en-us/p/gift-card-GIFTCARDS${search}`]} />
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const hidden = (html: string) => [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)];

describe('review sort form on a gift card page', () => {
  it('keeps the page’s amount as the card names it, and never a value the card does not offer', async () => {
    const junk = await render('?amount=999&colour=001', null);
    expect(hidden(junk).map(([, name]) => name)).not.toContain('amount');
    expect(hidden(junk).map(([, name, value]) => `${name}=${value}`)).toContain('colour=001');
    const spelt = await render('?amount=50.00', '50');
    expect(
      hidden(spelt)
        .filter(([, name]) => name === 'amount')
        .map(([, , value]) => value),
    ).toEqual(['50']);
  });
});

describe('the section’s link to the review form', () => {
  const link = (html: string) => html.match(/<a id="review-write-link"[^>]*>(?:<!-- -->)?([^<]*)</)?.[1];
  it('offers to write a review, and leads a shopper who wrote theirs to it instead (one per account, t1 F6)', async () => {
    expect(link(await render('', null))).toBe('Write a review');
    const own = mockReviewList(new URLSearchParams()).reviews[0]!;
    expect(link(await render('?write=review', null, { what: 'review', signedIn: true, own }))).toBe('Your review');
    expect(link(await render('?write=review', null, { what: 'review', signedIn: true, own: null }))).toBe(
      'Write a review',
    );
  });
});
