import type { LocalePath } from '@outsole/contracts/locales';
import type { Review } from '@outsole/contracts/reviews';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';

import { messagesFor } from '#app/lib/i18n/catalogue.server.ts';
import { IntlProvider } from '#app/lib/i18n/intl.tsx';
import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import { ownReviewPath } from './own-review.ts';
import { OwnReview } from './write-review-dialog.lazy.tsx';

const REVIEW: Review = {
  reviewId: '00000000-0000-4000-8000-000000000001',
  productId: 'SRN155750',
  rating: 4,
  title: 'Light and fast',
  text: 'My second pair.\nStill great.',
  locale: 'en-us',
  authorName: 'Sam D.',
  verified: false,
  fit: null,
  helpfulCount: 0,
  unhelpfulCount: 0,
  createdAt: '2026-12-01T10:00:00.000Z',
};

async function render(locale: LocalePath, tag: string) {
  const { prelude } = await prerenderToNodeStream(
    <IntlProvider value={pageIntl(tag, messagesFor(locale))}>
      <OwnReview review={REVIEW} />
    </IntlProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replaceAll('<!-- -->', '');
}

describe('the write-review dialog of a shopper who already reviewed the style', () => {
  it.each([
    ['en-us', 'en-US', 'You’ve already reviewed this product. Here’s your review.', 'Rated 4 out of 5 stars'],
    ['de-de', 'de-DE', 'Du hast dieses Produkt bereits bewertet. Hier ist deine Bewertung.', '4 von 5 Sternen'],
    ['ja-jp', 'ja-JP', 'この商品のレビューは投稿済みです。投稿内容はこちらです。', '5'],
  ] as const)('%s: says so, and shows their review in place of the form', async (locale, tag, status, stars) => {
    const html = await render(locale, tag);
    expect(html).toMatch(new RegExp(`<p role="status"[^>]*>${status}</p>`));
    expect(html).toContain(stars);
    expect(html).toContain('>Light and fast</h3>');
    expect(html).toContain('My second pair.\nStill great.');
    expect(html).not.toContain('<form');
  });

  it('asks the api for the shopper’s own review by `author=me`, never by a name or id', () => {
    expect(ownReviewPath('SRN155750')).toBe('/products/v1/products/SRN155750/reviews?author=me');
    expect(ownReviewPath('a/b')).toBe('/products/v1/products/a%2Fb/reviews?author=me');
  });
});
