import { OwnVotes, ReviewList } from '@outsole/contracts/reviews';
import { beforeEach, describe, expect, it } from 'vitest';

import { accessToken } from '#app/lib/session/session-test-kit.ts';
import { createMockFetch } from './mock-fetch.server.ts';
import { MOCK_PRODUCT_ID } from './product-fixtures.ts';
import { resetMockReviews } from './review-fixtures.ts';

const base = { 'x-access-key': 'k', 'x-server-trust-id': 't', 'x-site-id': 'stride-en-us', 'x-locale': 'en-us' };
const bearer = (sub: string) => ({
  authorization: `Bearer ${accessToken({ typ: 'Registered', exp: Math.floor(Date.now() / 1000) + 1800, sub })}`,
});

describe('mock mode reviews: author=me (decision 0052, addendum)', () => {
  const fetch = createMockFetch({ nodeEnv: 'test' });
  beforeEach(() => resetMockReviews());
  const mine = async (headers: Record<string, string>) => {
    const response = await fetch(`http://api.test/products/v1/products/${MOCK_PRODUCT_ID}/reviews?author=me`, {
      headers: { ...base, ...headers },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers the bearer account’s own review only, and a guest 401', async () => {
    expect(ReviewList.parse((await mine(bearer('C1'))).body).reviews).toEqual([]);
    const written = await fetch(`http://api.test/products/v1/products/${MOCK_PRODUCT_ID}/reviews`, {
      method: 'POST',
      headers: { ...base, ...bearer('C1'), 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5, title: 'Mine', text: 'My own words.', authorName: 'Sam D.' }),
    });
    expect(written.status).toBe(201);
    const own = ReviewList.parse((await mine(bearer('C1'))).body);
    expect(own.reviews.map((r) => r.title)).toEqual(['Mine']);
    expect(own.total).toBe(1);
    expect(ReviewList.parse((await mine(bearer('C2'))).body).reviews).toEqual([]);
    expect((await mine({})).status).toBe(401);
  });
});

describe('mock mode reviews: the session’s own votes (decision 0052, addendum)', () => {
  const fetch = createMockFetch({ nodeEnv: 'test' });
  beforeEach(() => resetMockReviews());
  const as = (usid: string) => ({ ...base, 'x-usid': usid });
  const votes = async (usid: string) => {
    const response = await fetch(`http://api.test/products/v1/products/${MOCK_PRODUCT_ID}/reviews/votes`, {
      headers: as(usid),
    });
    expect(response.status).toBe(200);
    return OwnVotes.parse(await response.json());
  };

  it('answers the votes of the session asking, never another’s', async () => {
    const list = ReviewList.parse(
      await (await fetch(`http://api.test/products/v1/products/${MOCK_PRODUCT_ID}/reviews`, { headers: base })).json(),
    );
    const reviewId = list.reviews[0]?.reviewId ?? '';
    const voted = await fetch(`http://api.test/products/v1/review/${reviewId}/vote`, {
      method: 'POST',
      headers: { ...as('U1'), 'content-type': 'application/json' },
      body: JSON.stringify({ helpful: false }),
    });
    expect(voted.status).toBe(200);
    expect(await votes('U1')).toEqual({
      productId: MOCK_PRODUCT_ID,
      reviews: [{ reviewId, helpful: false }],
      answers: [],
      authored: { reviewIds: [], answerIds: [] },
    });
    expect((await votes('U2')).reviews).toEqual([]);
  });
});
