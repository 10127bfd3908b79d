import { randomUUID } from 'node:crypto';
import { nothingMerged } from '@outsole/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, contextOn, createTestConsumer, guestToken, signIn, type TestConsumer } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { mergeGuestObjects, type GuestMerger } from './guest-merge.js';

/** What a sign-in that merged nothing reports. */
const NONE = nothingMerged();

describe(`guest → account merge on sign-in (${TEST_DB})`, () => {
  let t: TestApp;
  let consumer: TestConsumer;
  let productId: string;
  let reviewIds: [string, string, string];
  let answerId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    consumer = await createTestConsumer(t.db);
    const reviews = await t.db
      .selectFrom('reviews as r')
      .innerJoin('styles as s', 's.product_id', 'r.product_id')
      .select(['r.id', 'r.product_id'])
      .where('s.brand', '=', 'stride')
      .where('r.status', '=', 'published')
      .orderBy('r.id')
      .limit(3)
      .execute();
    expect(reviews).toHaveLength(3);
    reviewIds = reviews.map((r) => r.id) as [string, string, string];
    productId = reviews[0]!.product_id;
    const answer = await t.db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .select('a.id')
      .where('s.brand', '=', 'stride')
      .executeTakeFirstOrThrow();
    answerId = answer.id;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, accessToken: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...AUTH, ...bearer(accessToken) }, payload });
  const reviewCounts = (id: string) =>
    t.db
      .selectFrom('reviews')
      .select(['helpful_count', 'unhelpful_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const rowsBy = async (author: string) => ({
    reviews: await t.db.selectFrom('reviews').select('id').where('author_id', '=', author).execute(),
    questions: await t.db.selectFrom('questions').select('id').where('author_id', '=', author).execute(),
    reviewVotes: await t.db.selectFrom('review_votes').selectAll().where('voter_id', '=', author).execute(),
    answerVotes: await t.db.selectFrom('answer_votes').selectAll().where('voter_id', '=', author).execute(),
    flags: await t.db.selectFrom('review_flags').selectAll().where('flagger_id', '=', author).execute(),
  });

  it("moves the guest session's review, question, votes and flag to the account, one vote and flag per shopper", async () => {
    const [both, guestOnly, flagged] = reviewIds;
    // The account, signed in earlier on another device, already voted on one review and flagged another.
    const earlier = await signIn(t, consumer);
    expect((await post(`/products/v1/review/${both}/vote`, { helpful: false }, earlier.accessToken)).statusCode).toBe(
      200,
    );
    expect(
      (await post(`/products/v1/review/${flagged}/flag`, { reason: 'spam' }, earlier.accessToken)).statusCode,
    ).toBe(201);

    // What a guest session wrote, voted and flagged before decision 0052 (guests no longer write, and vote and flag
    // by address): rows kept under `session:{usid}`, as the api stored them then, counts included.
    const guest = await guestToken(t);
    const guestAuthor = `session:${guest.usid}`;
    const now = new Date().toISOString();
    await t.db
      .insertInto('reviews')
      .values({
        id: randomUUID(),
        product_id: productId,
        site_id: 'stride-en-us',
        locale: 'en-us',
        rating: 5,
        title: 'Great',
        body: 'Comfortable from the first run.',
        author_name: 'Sam',
        author_id: guestAuthor,
        fit: null,
        verified: 0,
        status: 'published',
        helpful_count: 0,
        unhelpful_count: 0,
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('questions')
      .values({
        id: randomUUID(),
        product_id: productId,
        site_id: 'stride-en-us',
        locale: 'en-us',
        body: 'Does it run true to size?',
        author_name: 'Sam',
        author_id: guestAuthor,
        answer_count: 0,
        status: 'published',
        created_at: now,
      })
      .execute();
    for (const id of [both, guestOnly]) {
      await t.db
        .insertInto('review_votes')
        .values({ review_id: id, voter_id: guestAuthor, helpful: 1, created_at: now })
        .execute();
      await t.db
        .updateTable('reviews')
        .set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) }))
        .where('id', '=', id)
        .execute();
    }
    await t.db
      .insertInto('answer_votes')
      .values({ answer_id: answerId, voter_id: guestAuthor, helpful: 1, created_at: now })
      .execute();
    await t.db
      .updateTable('answers')
      .set((eb) => ({ helpful_count: eb('helpful_count', '+', 1) }))
      .where('id', '=', answerId)
      .execute();
    await t.db
      .insertInto('review_flags')
      .values({
        review_id: flagged,
        flagger_id: guestAuthor,
        reason: 'spam',
        comment: null,
        created_at: now,
        address_key: null,
        cleared_at: null,
      })
      .execute();
    const before = await rowsBy(guestAuthor);
    expect(before.reviews).toHaveLength(1);
    expect(before.reviewVotes).toHaveLength(2);
    const bothBefore = await reviewCounts(both);

    // Sign-in from that guest session: the exchange merges it.
    const session = await signIn(t, consumer, { guestUsid: guest.usid });
    // Moved: 1 review, 1 question, 1 review vote (the other was a duplicate), 1 answer vote; the flag was a duplicate.
    expect(session.merged).toEqual({ ...NONE, userContent: 4 });

    const after = await rowsBy(guestAuthor);
    expect(Object.values(after).every((rows) => rows.length === 0)).toBe(true);
    const account = await rowsBy(`consumer:${consumer.consumerNo}`);
    expect(account.reviews.map((r) => r.id)).toEqual(before.reviews.map((r) => r.id));
    expect(account.questions).toHaveLength(1);
    expect(account.reviewVotes.map((v) => [v.review_id, v.helpful]).sort()).toEqual(
      [
        [both, 0],
        [guestOnly, 1],
      ].sort(),
    );
    expect(account.answerVotes.map((v) => v.answer_id)).toEqual([answerId]);
    expect(account.flags.map((f) => f.review_id)).toEqual([flagged]);
    // The dropped guest vote no longer counts: the account's own "not helpful" stands alone.
    expect(await reviewCounts(both)).toEqual({
      helpful_count: bothBefore.helpful_count - 1,
      unhelpful_count: bothBefore.unhelpful_count,
    });

    // From now on the shopper votes as the account: the moved vote is theirs (voting again counts nothing).
    const again = await post(`/products/v1/review/${guestOnly}/vote`, { helpful: true }, session.accessToken);
    expect(again.json()).toMatchObject({ counted: false });
  });

  it("a guest's helpful votes become the account's at sign-in: one person counts once (decision 0052)", async () => {
    const [votedAsGuest, votedBoth] = [reviewIds[2], reviewIds[1]];
    const shopper = await createTestConsumer(t.db);
    const from = '203.0.113.52';
    const vote = (url: string, helpful: boolean, accessToken: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...AUTH, ...bearer(accessToken) },
        payload: { helpful },
        remoteAddress: from,
      });
    const answerCounts = () =>
      t.db
        .selectFrom('answers')
        .select(['helpful_count', 'unhelpful_count'])
        .where('id', '=', answerId)
        .executeTakeFirstOrThrow();
    // On another device the account already said one review was not helpful.
    const elsewhere = await signIn(t, shopper);
    await vote(`/products/v1/review/${votedBoth}/vote`, false, elsewhere.accessToken);
    const [reviewBefore, bothBefore, answerBefore] = [
      await reviewCounts(votedAsGuest),
      await reviewCounts(votedBoth),
      await answerCounts(),
    ];

    // As a guest (by address), on this device: two reviews and an answer.
    const guest = await guestToken(t);
    for (const url of [
      `/products/v1/review/${votedAsGuest}/vote`,
      `/products/v1/review/${votedBoth}/vote`,
      `/products/v1/review/${answerId}/questions/vote`,
    ]) {
      expect((await vote(url, true, guest.accessToken)).json()).toMatchObject({ counted: true });
    }
    expect(await reviewCounts(votedBoth)).toEqual({ ...bothBefore, helpful_count: bothBefore.helpful_count + 1 });

    // Signing in from that guest session: the votes are the account's (the one it had already cast stands alone).
    const session = await signIn(t, shopper, { guestUsid: guest.usid });
    expect(session.merged).toEqual({ ...NONE, userContent: 2 });
    expect(await reviewCounts(votedBoth)).toEqual(bothBefore);

    // Voting again as the account counts nothing more; voting the other way switches the one vote.
    for (const url of [`/products/v1/review/${votedAsGuest}/vote`, `/products/v1/review/${answerId}/questions/vote`]) {
      expect((await vote(url, true, session.accessToken)).json()).toMatchObject({ counted: false });
    }
    expect(await reviewCounts(votedAsGuest)).toEqual({
      ...reviewBefore,
      helpful_count: reviewBefore.helpful_count + 1,
    });
    expect(await answerCounts()).toEqual({ ...answerBefore, helpful_count: answerBefore.helpful_count + 1 });
    expect((await vote(`/products/v1/review/${votedAsGuest}/vote`, false, session.accessToken)).json()).toMatchObject({
      counted: true,
      helpfulCount: reviewBefore.helpful_count,
      unhelpfulCount: reviewBefore.unhelpful_count + 1,
    });
  });

  it("a guest vote is the latest guest session's at its address: that session's sign-in takes it", async () => {
    const review = reviewIds[0];
    const shopper = await createTestConsumer(t.db);
    const vote = (helpful: boolean, accessToken: string) =>
      t.app.inject({
        method: 'POST',
        url: `/products/v1/review/${review}/vote`,
        headers: { ...AUTH, ...bearer(accessToken) },
        payload: { helpful },
        remoteAddress: '203.0.113.53',
      });
    const before = await reviewCounts(review);
    const first = await guestToken(t);
    expect((await vote(true, first.accessToken)).json()).toMatchObject({ counted: true });
    // The same browser with its cookies cleared (a new guest session, the same address): the same one vote.
    const second = await guestToken(t);
    expect((await vote(true, second.accessToken)).json()).toMatchObject({ counted: false });
    const session = await signIn(t, shopper, { guestUsid: second.usid });
    expect(session.merged).toEqual({ ...NONE, userContent: 1 });
    expect((await vote(true, session.accessToken)).json()).toMatchObject({ counted: false });
    expect(await reviewCounts(review)).toEqual({ ...before, helpful_count: before.helpful_count + 1 });
  });

  it('a signed-in shopper writes as the account (not verified: no orders exist yet); a guest does not write', async () => {
    // Another account: the first already has the guest's review of this style, moved to it above.
    const writer = await createTestConsumer(t.db);
    const session = await signIn(t, writer);
    const response = await post(
      `/products/v1/products/${productId}/reviews`,
      { rating: 4, title: 'Good', text: 'Solid shoe.', authorName: 'Sam' },
      session.accessToken,
    );
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.db
      .selectFrom('reviews')
      .select(['author_id', 'verified'])
      .where('id', '=', response.json<{ reviewId: string }>().reviewId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ author_id: `consumer:${writer.consumerNo}`, verified: 0 });
    const guest = await guestToken(t);
    const refused = await post(
      `/products/v1/products/${productId}/reviews`,
      { rating: 4, title: 'Good', text: 'Solid shoe.', authorName: 'Sam' },
      guest.accessToken,
    );
    expect(refused.statusCode, refused.body).toBe(401);
  });

  it('an exchange with nothing to merge reports nothing merged, and combines what the registered mergers report', async () => {
    const guest = await guestToken(t);
    const session = await signIn(t, consumer, { guestUsid: guest.usid, body: { guestObjects: { basketId: 'b-1' } } });
    expect(session.merged).toEqual(NONE);

    const seen: string[] = [];
    const cart: GuestMerger = {
      name: 'cart',
      merge: async (_ctx, _trx, input) => {
        seen.push(`cart:${input.guestObjects.basketId ?? '-'}`);
        return { cart: true, userContent: 1, leftOut: { cart: 2 } };
      },
    };
    const favorites: GuestMerger = {
      name: 'favorites',
      merge: async () => {
        seen.push('favorites');
        return { favorites: false, userContent: 2, leftOut: { cart: 1, saveForLater: 4 } };
      },
    };
    const result = await mergeGuestObjects(
      contextOn('stride-en-us'),
      t.db,
      { consumerNo: consumer.consumerNo, guestUsid: null, guestObjects: { basketId: 'b-2' } },
      [cart, favorites],
    );
    expect(seen).toEqual(['cart:b-2', 'favorites']);
    expect(result).toEqual({ ...NONE, cart: true, userContent: 3, leftOut: { cart: 3, saveForLater: 4 } });
  });
});
