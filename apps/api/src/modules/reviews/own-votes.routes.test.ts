import { OwnVotes } from '@outsole/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../db/dialect.js';
import { expectSpecError } from '../../test/assertions.js';
import { plansOf } from '../../test/query-plans.js';
import { bearer, contextOn, createTestConsumer, guestToken, signIn } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, TEST_TRUST_ID, type TestApp } from '../../test/test-app.js';
import { listOwnVotes } from './own-votes.service.js';

/**
 * GET /products/v1/products/{productId}/reviews/votes (decision 0052, addendum "a shopper's own votes"): the
 * shopper's own votes on a style's reviews and answers, so the storefront shows the buttons pressed after a reload.
 */
describe(`reviews: a shopper's own votes (${TEST_DB})`, () => {
  let t: TestApp;
  let productId: string; // a Stride style with reviews and answered questions
  let reviewIds: [string, string];
  let answerId: string;
  let otherReview: string; // a review of another Stride style
  let kestrelStyle: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    const answered = await t.db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .innerJoin('reviews as r', 'r.product_id', 'q.product_id')
      .select(['a.id', 'q.product_id'])
      .where('s.brand', '=', 'stride')
      .where('r.status', '=', 'published')
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    productId = answered.product_id;
    answerId = answered.id;
    const reviews = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', productId)
      .where('status', '=', 'published')
      .orderBy('id')
      .limit(2)
      .execute();
    expect(reviews).toHaveLength(2);
    reviewIds = reviews.map((r) => r.id) as [string, string];
    const other = await t.db
      .selectFrom('reviews as r')
      .innerJoin('styles as s', 's.product_id', 'r.product_id')
      .select('r.id')
      .where('s.brand', '=', 'stride')
      .where('r.product_id', '!=', productId)
      .where('r.status', '=', 'published')
      .executeTakeFirstOrThrow();
    otherReview = other.id;
    const kestrel = await t.db
      .selectFrom('styles')
      .select('product_id')
      .where('brand', '=', 'kestrel')
      .executeTakeFirstOrThrow();
    kestrelStyle = kestrel.product_id;
  });
  afterAll(() => t.close());

  /** As the storefront's proxy calls: trusted, for the shopper's address. */
  const from = (address: string) => ({ 'x-server-trust-id': TEST_TRUST_ID, 'x-forwarded-for': address });
  const vote = async (url: string, helpful: boolean, accessToken: string, address: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...AUTH, ...bearer(accessToken), ...from(address) },
      payload: { helpful },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ counted: boolean }>();
  };
  const onReview = (id: string) => `/products/v1/review/${id}/vote`;
  const onAnswer = (id: string) => `/products/v1/review/${id}/questions/vote`;
  const votesUrl = (style = productId) => `/products/v1/products/${style}/reviews/votes`;
  const read = (accessToken: string | null, address: string, url = votesUrl()) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...AUTH, ...(accessToken ? bearer(accessToken) : {}), ...from(address) },
    });
  const own = async (accessToken: string, address: string) => {
    const response = await read(accessToken, address);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return OwnVotes.parse(response.json());
  };
  const nothingWritten = { reviewIds: [], answerIds: [] };
  const none = () => ({ productId, reviews: [], answers: [], authored: nothingWritten });

  it("answers a signed-in shopper's votes on the style's reviews and answers, which way each went, privately", async () => {
    const [first, second] = reviewIds;
    const account = await signIn(t, await createTestConsumer(t.db));
    const address = '203.0.113.60';
    expect(await own(account.accessToken, address)).toEqual(none());
    await vote(onReview(first), true, account.accessToken, address);
    await vote(onReview(second), true, account.accessToken, address);
    await vote(onReview(second), false, account.accessToken, address); // switched
    await vote(onAnswer(answerId), true, account.accessToken, address);
    await vote(onReview(otherReview), true, account.accessToken, address); // another style's
    const expected = {
      productId,
      reviews: [
        { reviewId: first, helpful: true },
        { reviewId: second, helpful: false },
      ].sort((a, b) => a.reviewId.localeCompare(b.reviewId)),
      answers: [{ answerId, helpful: true }],
      authored: nothingWritten,
    };
    expect(await own(account.accessToken, address)).toEqual(expected);
    // The account's, wherever it reads from.
    expect(await own(account.accessToken, '198.51.100.61')).toEqual(expected);

    // Another account, and a guest at the same address, see none of them.
    const other = await signIn(t, await createTestConsumer(t.db));
    expect(await own(other.accessToken, address)).toEqual(none());
    const guest = await guestToken(t);
    expect(await own(guest.accessToken, address)).toEqual(none());

    // A review moderation hid is no longer listed, so neither is the vote on it.
    await t.db.updateTable('reviews').set({ status: 'hidden' }).where('id', '=', first).execute();
    expect((await own(account.accessToken, address)).reviews.map((r) => r.reviewId)).toEqual([second]);
    await t.db.updateTable('reviews').set({ status: 'published' }).where('id', '=', first).execute();

    // The public list stays public, the same for everyone.
    const list = await read(null, address, `/products/v1/products/${productId}/reviews`);
    expect(list.headers['cache-control']).toMatch(/^public/);
  });

  it("answers a guest the votes their session cast from their address, never another guest's there", async () => {
    const [first] = reviewIds;
    const office = '198.51.100.70';
    const guest = await guestToken(t);
    expect(await own(guest.accessToken, office)).toEqual(none());
    await vote(onReview(first), true, guest.accessToken, office);
    await vote(onAnswer(answerId), false, guest.accessToken, office);
    const mine = {
      productId,
      reviews: [{ reviewId: first, helpful: true }],
      answers: [{ answerId, helpful: false }],
      authored: nothingWritten,
    };
    expect(await own(guest.accessToken, office)).toEqual(mine);

    // Another guest behind the same address shares the vote's place (decision 0052) but is not shown it.
    const colleague = await guestToken(t);
    expect(await own(colleague.accessToken, office)).toEqual(none());
    // From another address the api would count a new vote: nothing is shown as cast there.
    expect(await own(guest.accessToken, '198.51.100.71')).toEqual(none());
    // A signed-in shopper at the same address sees none of the guest's.
    const account = await signIn(t, await createTestConsumer(t.db));
    expect(await own(account.accessToken, office)).toEqual(none());

    // The colleague votes the same way (counted nothing): the vote is now their session's, shown to them only.
    expect(await vote(onReview(first), true, colleague.accessToken, office)).toMatchObject({ counted: false });
    expect((await own(colleague.accessToken, office)).reviews).toEqual([{ reviewId: first, helpful: true }]);
    expect((await own(guest.accessToken, office)).reviews).toEqual([]);
  });

  it('follows a guest into the account they sign in to from that session', async () => {
    const [, second] = reviewIds;
    const address = '203.0.113.80';
    const shopper = await createTestConsumer(t.db);
    const guest = await guestToken(t);
    await vote(onReview(second), true, guest.accessToken, address);
    const session = await signIn(t, shopper, { guestUsid: guest.usid });
    expect((await own(session.accessToken, address)).reviews).toEqual([{ reviewId: second, helpful: true }]);
  });

  // Tester finding F1 (session 51): a reviewer counted a helpful vote on their own review.
  it("refuses a vote on, or a report of, one's own review or answer (403 REV403 / QST403), and names them as written", async () => {
    const address = '203.0.113.95';
    const writer = await signIn(t, await createTestConsumer(t.db));
    const written = await t.app.inject({
      method: 'POST',
      url: `/products/v1/products/${productId}/reviews`,
      headers: { ...AUTH, ...bearer(writer.accessToken), ...from(address) },
      payload: {
        rating: 5,
        title: 'My own shoes',
        text: 'They fit well and feel light on long runs.',
        authorName: 'Ada',
      },
    });
    expect(written.statusCode, written.body).toBe(201);
    const reviewId = written.json<{ reviewId: string }>().reviewId;
    const voteOn = (url: string, accessToken: string, at = address) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...AUTH, ...bearer(accessToken), ...from(at) },
        payload: { helpful: true },
      });
    const refused = expectSpecError(await voteOn(onReview(reviewId), writer.accessToken), 403, 'REV403');
    expect(refused.errorDetails[0]).toMatchObject({
      field: 'params.reviewId',
      message: 'You cannot vote on your own review.',
    });
    // From another address too; and nothing was counted.
    expectSpecError(await voteOn(onReview(reviewId), writer.accessToken, '198.51.100.96'), 403, 'REV403');
    const counts = await t.db
      .selectFrom('reviews')
      .select('helpful_count')
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(Number(counts.helpful_count)).toBe(0);
    // Anyone else votes on it as before.
    const reader = await signIn(t, await createTestConsumer(t.db));
    expect((await voteOn(onReview(reviewId), reader.accessToken)).statusCode).toBe(200);

    // Nor does anyone report what they wrote (tester finding t1-F4): 403 REV403, and no report is kept for the
    // operator; anyone else reports it as before.
    const flagOwn = (accessToken: string, at = address) =>
      t.app.inject({
        method: 'POST',
        url: `/products/v1/review/${reviewId}/flag`,
        headers: { ...AUTH, ...bearer(accessToken), ...from(at) },
        payload: { reason: 'spam' },
      });
    const ownReport = expectSpecError(await flagOwn(writer.accessToken), 403, 'REV403');
    expect(ownReport.errorDetails[0]).toMatchObject({
      field: 'params.reviewId',
      message: 'You cannot report your own review.',
    });
    expectSpecError(await flagOwn(writer.accessToken, '198.51.100.97'), 403, 'REV403');
    const reports = () =>
      t.db.selectFrom('review_flags').select('flagger_id').where('review_id', '=', reviewId).execute();
    expect(await reports()).toEqual([]);
    expect((await flagOwn(reader.accessToken)).statusCode).toBe(201);
    expect(await reports()).toHaveLength(1);

    // An answer written by the account (answers come from the catalogue's people today; the rule is the same).
    const author = await t.db
      .selectFrom('reviews')
      .select('author_id')
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    const original = await t.db
      .selectFrom('answers')
      .select('author_id')
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('answers').set({ author_id: author.author_id }).where('id', '=', answerId).execute();
    try {
      const answer = expectSpecError(await voteOn(onAnswer(answerId), writer.accessToken), 403, 'QST403');
      expect(answer.errorDetails[0]).toMatchObject({ field: 'params.answerId' });
      // The storefront is told what the shopper wrote, so it shows them no vote buttons there.
      expect((await own(writer.accessToken, address)).authored).toEqual({
        reviewIds: [reviewId],
        answerIds: [answerId],
      });
      expect((await own(reader.accessToken, address)).authored).toEqual(nothingWritten);
    } finally {
      await t.db.updateTable('answers').set({ author_id: original.author_id }).where('id', '=', answerId).execute();
    }
  });

  it("refuses bad input in the spec's error format: no session, malformed and unknown styles, other brands", async () => {
    const guest = await guestToken(t);
    const address = '203.0.113.90';
    expectSpecError(await read(null, address), 401, 'API401');
    expectSpecError(await read(guest.accessToken, address, votesUrl('not-a-style')), 400, 'API400', 'params.productId');
    expectSpecError(await read(guest.accessToken, address, votesUrl('SRN%27%3B--')), 400, 'API400', 'params.productId');
    expectSpecError(await read(guest.accessToken, address, votesUrl('ZZZ99999999')), 404, 'API404', 'params.productId');
    expectSpecError(await read(guest.accessToken, address, votesUrl(kestrelStyle)), 404, 'API404', 'params.productId');
    expectSpecError(
      await t.app.inject({
        method: 'GET',
        url: votesUrl(),
        headers: { ...AUTH, authorization: 'Bearer forged.token.x' },
      }),
      401,
      'API401',
    );
  });

  it('reads in one query per kind, each by an index, however many reviews and answers the style has', async () => {
    const ctx = contextOn('stride-en-us');
    for (const voter of [
      { id: 'consumer:plan', guestId: null },
      { id: 'address:plan', guestId: 'session:plan' },
    ]) {
      const plans = await plansOf(t.db, 'SelectQueryNode', (db) => listOwnVotes(ctx, db, productId, voter));
      const votePlans = plans.filter((plan) => /review_votes|answer_votes/.test(plan));
      expect(votePlans).toHaveLength(2);
      for (const plan of votePlans) {
        if (isPostgres(t.db)) expect(plan).not.toMatch(/Seq Scan on (review|answer)_votes/);
        else expect(plan).not.toMatch(/SCAN v\b/);
      }
    }
  });
});
