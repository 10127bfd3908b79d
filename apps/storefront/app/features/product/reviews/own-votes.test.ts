import { describe, expect, it } from 'vitest';

import { authoredKeys, hasSession, ownVotesPath, votesByKey } from './own-votes.tsx';

describe('own votes (decision 0052, addendum "a shopper\'s own votes")', () => {
  const now = Date.UTC(2026, 11, 7, 12);
  const inAnHour = Math.floor(now / 1000) + 3600;

  it('asks the api for the style’s votes, the id escaped', () => {
    expect(ownVotesPath('SRN227021')).toBe('/products/v1/products/SRN227021/reviews/votes');
    expect(ownVotesPath('../x?y')).toBe('/products/v1/products/..%2Fx%3Fy/reviews/votes');
  });

  it('asks only with a session: the readable refresh expiry cookie, not yet past', () => {
    expect(hasSession(`a=1; outsole_rt_exp=${inAnHour}; outsole_login=1`, now)).toBe(true);
    expect(hasSession(`outsole_rt_exp=${inAnHour}`, now)).toBe(true);
    expect(hasSession('', now)).toBe(false);
    expect(hasSession('outsole_region=us; consent=yes', now)).toBe(false);
    expect(hasSession(`outsole_rt_exp=${Math.floor(now / 1000) - 1}`, now)).toBe(false);
    expect(hasSession('outsole_rt_exp=soon', now)).toBe(false);
    expect(hasSession(`xoutsole_rt_exp=${inAnHour}`, now)).toBe(false);
  });

  it('looks votes up by kind and id: a review and an answer never share one', () => {
    const votes = votesByKey({
      productId: 'SRN227021',
      reviews: [
        { reviewId: 'R1', helpful: true },
        { reviewId: 'R2', helpful: false },
      ],
      answers: [{ answerId: 'R1', helpful: false }],
      authored: { reviewIds: [], answerIds: [] },
    });
    expect(votes.get('review-vote:R1')).toBe(true);
    expect(votes.get('review-vote:R2')).toBe(false);
    expect(votes.get('answer-vote:R1')).toBe(false);
    expect(votes.get('answer-vote:R2')).toBeUndefined();
  });

  it('knows what the shopper wrote, by kind and id (an api without `authored`: nothing)', () => {
    const base = { productId: 'SRN227021', reviews: [], answers: [] };
    const wrote = authoredKeys({ ...base, authored: { reviewIds: ['R1'], answerIds: ['A1'] } });
    expect([...wrote].sort()).toEqual(['answer-vote:A1', 'review-vote:R1']);
    expect(authoredKeys(base as unknown as Parameters<typeof authoredKeys>[0]).size).toBe(0);
  });
});
