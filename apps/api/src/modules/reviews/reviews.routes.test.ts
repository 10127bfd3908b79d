import { ProductDetails } from '@outsole/contracts/products';
import { Review, ReviewList, ReviewTranslation, VoteResponse, WriteReviewResponse } from '@outsole/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { namedGuests } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, TEST_TRUST_ID, type TestApp } from '../../test/test-app.js';
import { describeOutcome, moderate, parseModerationArgs } from './review-moderation.js';
import { summarise } from './reviews.service.js';

describe(`reviews: list, write, vote, flag, translate (${TEST_DB})`, () => {
  let t: TestApp;
  let reviewed: string; // a Stride style with several reviews
  let quiet: string; // a Stride style without reviews
  let kestrelReview: string;
  let guests: ReturnType<typeof namedGuests>;
  beforeAll(async () => {
    t = await createTestApp({ env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    guests = namedGuests(t);
    const counts = await t.db
      .selectFrom('styles as s')
      .leftJoin('reviews as r', 'r.product_id', 's.product_id')
      .select(['s.product_id', 's.brand', (eb) => eb.fn.count<number>('r.id').as('n')])
      .groupBy(['s.product_id', 's.brand'])
      .execute();
    const stride = counts.filter((c) => c.brand === 'stride').sort((a, b) => Number(b.n) - Number(a.n));
    reviewed = stride[0]?.product_id ?? '';
    quiet = stride.find((c) => Number(c.n) === 0)?.product_id ?? '';
    const foreign = await t.db
      .selectFrom('reviews as r')
      .innerJoin('styles as s', 's.product_id', 'r.product_id')
      .select('r.id')
      .where('s.brand', '=', 'kestrel')
      .executeTakeFirstOrThrow();
    kestrelReview = foreign.id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  /**
   * Posts as the named guest of `x-usid` or account of `x-account` (namedGuests), or as the headers say; `x-from`
   * is the address the call comes from (127.0.0.1 when not given).
   */
  const post = async (
    url: string,
    payload: unknown,
    headers: Record<string, string> = { 'x-account': 'shopper-1' },
  ) => {
    const { 'x-from': from, ...rest } = headers;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...AUTH, ...(await guests.headersOf(rest)) },
      payload: payload as object,
      ...(from ? { remoteAddress: from } : {}),
    });
  };
  /** The rating kept on the style's row, as the api answers it. */
  const styleRating = async (productId: string) => {
    const row = await t.db
      .selectFrom('styles')
      .select(['rating_average', 'rating_count', 'rating_sum'])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    return { average: row.rating_average, count: Number(row.rating_count), sum: Number(row.rating_sum) };
  };
  const list = async (query = '') => {
    const response = await get(`/products/v1/products/${reviewed}/reviews${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ReviewList.parse(response.json());
  };

  it('summarises the ratings exactly: count, histogram 1–5, average to one decimal, fit', async () => {
    const rows = await t.db.selectFrom('reviews').selectAll().where('product_id', '=', reviewed).execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const { summary, total } = await list();
    expect(summary.count).toBe(rows.length);
    expect(total).toBe(rows.length);
    expect(summary.histogram.map((h) => h.rating)).toEqual([1, 2, 3, 4, 5]);
    for (const bucket of summary.histogram) {
      expect(bucket.count).toBe(rows.filter((r) => r.rating === bucket.rating).length);
    }
    const mean = rows.reduce((sum, r) => sum + r.rating, 0) / rows.length;
    expect(summary.average).toBe(Math.round(mean * 10) / 10);
    expect(summary.fit.count).toBe(rows.filter((r) => r.fit !== null).length);
    expect(summary.fit.runsSmall).toBe(rows.filter((r) => r.fit === 'runs-small').length);
    expect(summary.fit.runsSmall + summary.fit.trueToSize + summary.fit.runsLarge).toBe(summary.fit.count);
  });

  it.each([
    // Table: sums of ratings by hand.
    [[], null, 0],
    [
      [
        { rating: 5, fit: null, n: 2 },
        { rating: 4, fit: 'true-to-size' as const, n: 1 },
      ],
      4.7,
      3,
    ],
    [
      [
        { rating: 1, fit: 'runs-small' as const, n: 1 },
        { rating: 2, fit: null, n: 1 },
      ],
      1.5,
      2,
    ],
  ])('summarise(%j) averages %s over %i reviews', (rows, average, count) => {
    const summary = summarise(rows);
    expect(summary.average).toBe(average);
    expect(summary.count).toBe(count);
  });

  /** The shopper's language first, then the rest, each part in the asked order. */
  function expectLanguageFirst<T>(
    reviews: Review[],
    language: string,
    key: (r: Review) => T,
    compare: (a: T, b: T) => number,
  ) {
    const own = reviews.filter((r) => r.locale.startsWith(`${language}-`));
    const others = reviews.filter((r) => !r.locale.startsWith(`${language}-`));
    expect(reviews.map((r) => r.reviewId)).toEqual([...own, ...others].map((r) => r.reviewId));
    for (const part of [own, others]) expect(part.map(key)).toEqual([...part.map(key)].sort(compare));
  }
  const ascending = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);
  const descending = <T extends string | number>(a: T, b: T) => ascending(b, a);

  it('sorts, filters by rating and paginates without overlap, reviews in the shopper’s language first', async () => {
    const newest = await list('?count=50');
    // The demo's reviews come in every language of the brand's sites.
    expect(new Set(newest.reviews.map((r) => r.locale.slice(0, 2))).size).toBeGreaterThan(1);
    expectLanguageFirst(newest.reviews, 'en', (r) => r.createdAt, descending);
    const oldest = await list('?sort=oldest&count=50');
    expectLanguageFirst(oldest.reviews, 'en', (r) => r.createdAt, ascending);
    expectLanguageFirst((await list('?sort=highest&count=50')).reviews, 'en', (r) => r.rating, descending);
    expectLanguageFirst((await list('?sort=lowest&count=50')).reviews, 'en', (r) => r.rating, ascending);
    expectLanguageFirst((await list('?sort=most-helpful&count=50')).reviews, 'en', (r) => r.helpfulCount, descending);
    const german = ReviewList.parse(
      (
        await get(`/products/v1/products/${reviewed}/reviews?count=50`, {
          'x-site-id': 'stride-de-de',
          'x-locale': 'de-de',
        })
      ).json(),
    );
    expect(german.reviews[0]?.locale).toBe('de-de');
    expectLanguageFirst(german.reviews, 'de', (r) => r.createdAt, descending);
    expect(german.summary).toEqual(newest.summary); // every language counts in the rating

    const rating = newest.reviews[0]?.rating ?? 5;
    const filtered = await list(`?rating=${rating}`);
    expect(filtered.reviews.every((r) => r.rating === rating)).toBe(true);
    expect(filtered.total).toBe(newest.summary.histogram[rating - 1]?.count);

    const first = await list('?count=2');
    const second = await list('?count=2&start=2');
    expect(first.reviews).toHaveLength(2);
    expect(second.start).toBe(2);
    expect(second.reviews.map((r) => r.reviewId)).toEqual(newest.reviews.slice(2, 4).map((r) => r.reviewId));
  });

  it('400s invalid list parameters naming them, 404s unknown styles and other brands', async () => {
    const base = `/products/v1/products/${reviewed}/reviews`;
    expectSpecError(await get(`${base}?sort=best`), 400, 'API400', 'query.sort');
    expectSpecError(await get(`${base}?rating=6`), 400, 'API400', 'query.rating');
    expectSpecError(await get(`${base}?count=51`), 400, 'API400', 'query.count');
    expectSpecError(await get(`${base}?start=-1`), 400, 'API400', 'query.start');
    expectSpecError(await get('/products/v1/products/ZZZZ99999/reviews'), 404, 'API404', 'params.productId');
    expectSpecError(await get('/products/v1/products/bad-id/reviews'), 400, 'API400', 'params.productId');
    expectSpecError(await get(base, { 'x-site-id': 'kestrel-en-us' }), 404, 'API404');
    const empty = ReviewList.parse((await get(`/products/v1/products/${quiet}/reviews`)).json());
    expect(empty).toMatchObject({ total: 0, reviews: [], summary: { average: null, count: 0 } });
  });

  it('writes a review as the signed-in shopper, unverified, in the request locale, and lists it first', async () => {
    const body = {
      rating: 4,
      title: 'Solid daily trainer',
      text: 'Comfortable from the first run.',
      authorName: 'Ana',
      fit: 'runs-small',
    };
    const response = await post(`/products/v1/products/${quiet}/reviews`, body, {
      'x-account': 'writer',
      'x-locale': 'en-gb',
    });
    expect(response.statusCode, response.body).toBe(201);
    const review = Review.parse(response.json());
    expect(review).toMatchObject({ rating: 4, authorName: 'Ana', verified: false, locale: 'en-gb', fit: 'runs-small' });
    const row = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', review.reviewId)
      .executeTakeFirstOrThrow();
    expect(row.author_id).toBe(`consumer:${(await guests.consumerOf('writer')).consumerNo}`);
    const listed = ReviewList.parse((await get(`/products/v1/products/${quiet}/reviews`)).json());
    expect(listed.reviews[0]?.reviewId).toBe(review.reviewId);
    expect(listed.summary).toMatchObject({ average: 4, count: 1, fit: { runsSmall: 1, count: 1 } });

    // The style's rating moved with the review, and product details show it.
    expect(await styleRating(quiet)).toEqual({ average: 40, count: 1, sum: 4 });
    const second = await post(`/products/v1/products/${quiet}/reviews`, { ...body, rating: 5 }, { 'x-account': 'u-2' });
    expect(second.statusCode, second.body).toBe(201);
    expect(await styleRating(quiet)).toEqual({ average: 45, count: 2, sum: 9 });
    const details = await get(`/products/v2/products/${quiet}/details`);
    expect(details.statusCode, details.body).toBe(200);
    expect(ProductDetails.parse(details.json()).rating).toEqual({ average: 4.5, count: 2 });
  });

  it('holds a review with contact details: unlisted and uncounted, its author sees it pending, an operator publishes it', async () => {
    const styles = await t.db
      .selectFrom('styles as s')
      .leftJoin('reviews as r', 'r.product_id', 's.product_id')
      .select(['s.product_id', (eb) => eb.fn.count<number>('r.id').as('n')])
      .where('s.brand', '=', 'stride')
      .groupBy('s.product_id')
      .orderBy('s.product_id', 'desc')
      .execute();
    const style = styles.filter((row) => Number(row.n) === 0)[1]?.product_id ?? '';
    expect(style).not.toBe('');
    const url = `/products/v1/products/${style}/reviews`;
    const plain = { rating: 5, title: 'Lovely', text: 'Comfortable from the first run.', authorName: 'Ana' };
    const published = await post(url, plain, { 'x-account': 'held-plain' });
    expect(published.statusCode, published.body).toBe(201);
    expect(WriteReviewResponse.parse(published.json())).toMatchObject({ held: false, status: 'published' });
    expect(await styleRating(style)).toEqual({ average: 50, count: 1, sum: 5 });

    // A phone number in the text, an address in the title, an email in the name: each held.
    const spam = [
      { ...plain, rating: 1, text: 'Cheaper pairs, call me on +49 30 1234567 today!' },
      { ...plain, rating: 1, title: 'Go to cheap-shoes.example.com' },
      { ...plain, rating: 1, authorName: 'ana at gmail dot com' },
    ];
    const held: string[] = [];
    for (const [i, body] of spam.entries()) {
      const response = await post(url, body, { 'x-account': `held-${i}` });
      expect(response.statusCode, response.body).toBe(201);
      const review = WriteReviewResponse.parse(response.json());
      expect(review).toMatchObject({ held: true, status: 'pending', rating: 1 });
      held.push(review.reviewId);
    }
    // Not listed, not counted in the summary or the style's rating, not votable or reportable.
    const listed = ReviewList.parse((await get(url)).json());
    expect(listed.reviews.map((r) => r.reviewId)).toEqual([JSON.parse(published.body).reviewId]);
    expect(listed.summary).toMatchObject({ count: 1, average: 5 });
    expect(listed.summary.histogram[0]).toEqual({ rating: 1, count: 0 });
    expect(await styleRating(style)).toEqual({ average: 50, count: 1, sum: 5 });
    const [first = ''] = held;
    expectSpecError(await post(`/products/v1/review/${first}/vote`, { helpful: true }), 404, 'API404');
    // Its author sees it, awaiting approval; a second review is REV409 all the same.
    const own = await get(`${url}?author=me`, await guests.headersOf({ 'x-account': 'held-0' }));
    expect(own.statusCode, own.body).toBe(200);
    expect(ReviewList.parse(own.json()).reviews).toMatchObject([{ reviewId: first, status: 'pending' }]);
    expectSpecError(await post(url, plain, { 'x-account': 'held-0' }), 409, 'REV409');

    // The operator sees them waiting, publishes one (listed, counted) and refuses another (never counted).
    const waiting = await moderate(t.db, parseModerationArgs([]));
    expect(waiting.action === 'list' && waiting.held.filter((h) => held.includes(h.id)).length).toBe(3);
    // As the command prints them: under their own heading, before the reported reviews.
    const printed = describeOutcome(waiting);
    expect(printed).toMatch(/^held for approval \(contact details in them\):\n/);
    expect(printed).toContain(`${first}  review    ${style}  1★  held `);
    expect(printed).toContain('"Lovely — Cheaper pairs, call me on +49 30 1234567 today!" by Ana');
    const restored = await moderate(t.db, parseModerationArgs(['--restore', first]));
    expect(describeOutcome(restored)).toBe(`review ${first} published (was held for approval); 0 report(s) judged`);
    expect(restored).toMatchObject({
      kind: 'review',
      changed: true,
      wasHeld: true,
    });
    expect(await styleRating(style)).toEqual({ average: 30, count: 2, sum: 6 });
    const after = ReviewList.parse((await get(url)).json());
    expect(after.reviews.map((r) => r.reviewId)).toContain(first);
    expect(after.summary).toMatchObject({ count: 2, average: 3 });
    const [, second = ''] = held;
    expect(await moderate(t.db, parseModerationArgs(['--hide', second]))).toMatchObject({
      changed: true,
      wasHeld: true,
    });
    expect(await moderate(t.db, parseModerationArgs(['--hide', second]))).toMatchObject({ changed: false });
    expect(await styleRating(style)).toEqual({ average: 30, count: 2, sum: 6 });
    const refused = await get(`${url}?author=me`, await guests.headersOf({ 'x-account': 'held-1' }));
    expect(ReviewList.parse(refused.json()).reviews).toMatchObject([{ reviewId: second, status: 'hidden' }]);
    const still = await moderate(t.db, parseModerationArgs([]));
    expect(still.action === 'list' && still.held.map((h) => h.id).filter((id) => held.includes(id))).toEqual([held[2]]);
    // The public list says nothing of moderation.
    expect(after.reviews.every((r) => r.status === undefined)).toBe(true);
  });

  it('keeps the style rating exact under concurrent writes, rounding the average to tenths', async () => {
    const before = await styleRating(reviewed);
    const ratings = [5, 4, 4, 2, 1, 3];
    const responses = await Promise.all(
      ratings.map((rating, i) =>
        post(
          `/products/v1/products/${reviewed}/reviews`,
          { rating, title: 'Concurrent', text: 'Written at the same time.', authorName: 'Co' },
          { 'x-account': `concurrent-${i}` },
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(ratings.map(() => 201));
    const after = await styleRating(reviewed);
    const sum = before.sum + ratings.reduce((a, b) => a + b, 0);
    const count = before.count + ratings.length;
    expect(after).toEqual({ average: Math.round((10 * sum) / count), count, sum });
    // The row agrees with the reviews' own summary.
    const summary = (await list()).summary;
    expect(summary.count).toBe(after.count);
    expect(summary.average).toBe((after.average ?? 0) / 10);
  });

  it('answers REV410 for a title or text over the limit (in characters), API400 for other invalid fields', async () => {
    const url = `/products/v1/products/${quiet}/reviews`;
    const valid = { rating: 5, title: 'Great', text: 'Great shoe.', authorName: 'Kai' };
    expectSpecError(await post(url, { ...valid, text: 'x'.repeat(2_001) }), 400, 'REV410', 'body.text');
    // Too short to tell anyone anything (a question's minimum too), spaces aside.
    expectSpecError(await post(url, { ...valid, text: '  Too short  ' }), 400, 'API400', 'body.text');
    expectSpecError(await post(url, { ...valid, title: 'x'.repeat(101) }), 400, 'REV410', 'body.title');
    // Both too long: one refusal names both, in the order of the form.
    const both = await post(url, { ...valid, title: 'x'.repeat(101), text: 'x'.repeat(2_001) });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ errorDetails: { errorId: string; field: string }[] }>().errorDetails).toEqual([
      expect.objectContaining({ errorId: 'REV410', field: 'body.title' }),
      expect.objectContaining({ errorId: 'REV410', field: 'body.text' }),
    ]);
    const tooLong = await post(url, { ...valid, text: 'x'.repeat(2_001) });
    expect(tooLong.json<{ errorDetails: { message: string }[] }>().errorDetails[0]?.message).toBe(
      'The review is too long.',
    );
    // 2,000 kanji are 2,000 characters (6,000 bytes): allowed.
    expect((await post(url, { ...valid, text: '足'.repeat(2_000) })).statusCode).toBe(201);
    expectSpecError(await post(url, { ...valid, rating: 6 }), 400, 'API400', 'body.rating');
    expectSpecError(await post(url, { ...valid, rating: 3.5 }), 400, 'API400', 'body.rating');
    expectSpecError(await post(url, { ...valid, title: '  ' }), 400, 'API400', 'body.title');
    expectSpecError(await post(url, { ...valid, authorName: undefined }), 400, 'API400', 'body.authorName');
    expectSpecError(await post(url, { ...valid, fit: 'tight' }), 400, 'API400', 'body.fit');
    // Shopper free text (contracts text.values.ts), shown to every shopper: the same rule as names and addresses.
    expectSpecError(await post(url, { ...valid, title: '\u202eGreat' }), 400, 'API400', 'body.title');
    expectSpecError(await post(url, { ...valid, text: 'Great shoe\u0007.' }), 400, 'API400', 'body.text');
    expectSpecError(await post(url, { ...valid, authorName: '\u200b\u200d' }), 400, 'API400', 'body.authorName');
    // Lengths count what a reader sees: one letter padded with zero-width spaces is one character.
    expectSpecError(await post(url, { ...valid, text: `Great${'\u200b'.repeat(20)}` }), 400, 'API400', 'body.text');
    expectSpecError(await post(url, { ...valid, authorName: 'K\u200b\u2060' }), 400, 'API400', 'body.authorName');
    expectSpecError(await post(url, { ...valid, authorName: 'K\ud800ai' }), 400, 'API400', 'body.authorName');
    // Non-characters (U+FFFE, U+FFFF) are no text: refused alone and inside text, in every field.
    expectSpecError(await post(url, { ...valid, title: '\ufffe' }), 400, 'API400', 'body.title');
    expectSpecError(await post(url, { ...valid, text: 'Great shoe, \uffff really.' }), 400, 'API400', 'body.text');
    expectSpecError(await post(url, { ...valid, authorName: '\ufffe\ufffe' }), 400, 'API400', 'body.authorName');
    // A guest, with a session or without, or only a bare x-usid header: only an account writes a review (0052).
    const guest = await post(url, valid, { 'x-usid': 'guest-writer' });
    expectSpecError(guest, 401, 'API401');
    expect(guest.json<{ errorDetails: { message: string }[] }>().errorDetails[0]?.message).toBe(
      'Sign in to write a review or ask a question.',
    );
    expectSpecError(await post(url, valid, {}), 401, 'API401');
    expectSpecError(
      await t.app.inject({ method: 'POST', url, headers: { ...AUTH, 'x-usid': 'forged' }, payload: valid }),
      401,
      'API401',
    );
    expectSpecError(await post('/products/v1/products/ZZZZ99999/reviews', valid), 404, 'API404', 'params.productId');
  });

  it('refuses accents stacked on a letter ("Zalgo") in a title, text or name; the marks languages write are published', async () => {
    const url = `/products/v1/products/${quiet}/reviews`;
    const valid = { rating: 4, title: 'Great', text: 'Great shoe, fits well.', authorName: 'Kai' };
    const zalgo = [
      [{ title: `a${'\u0301'.repeat(99)}` }, 'body.title'],
      [{ text: `Z${'\u0336'.repeat(1_999)}` }, 'body.text'],
      [{ text: 'Fits well, but the heel\u0300\u0301\u0302\u0303\u0304 rubs.' }, 'body.text'],
      [{ authorName: 'Ka\u0301\u200d\u0301\u200d\u0301\u0301\u0301i' }, 'body.authorName'],
    ] as const;
    for (const [change, field] of zalgo) {
      const refused = expectSpecError(
        await post(url, { ...valid, ...change }, { 'x-account': 'zalgo' }),
        400,
        'API400',
        field,
      );
      expect(refused.errorDetails[0]?.message).toMatch(/must not stack more than 4 accents or other combining marks/);
    }
    // Nothing was written: the account may still review the style.
    const writes = [
      { title: 'Giày rất vừa chân', text: 'Tiếng Việt: đi êm, nhẹ, thoáng khí.', authorName: 'Nguyễn Thị Hằng' },
      { title: 'か\u3099んは\u3099れ', text: 'サイス\u3099はぴったり。ガッコウにも。', authorName: 'やまだ' },
      { title: 'Très légère', text: 'Déjà usée ? Non : très confortable à l’usage.', authorName: 'Élodie' },
      { title: 'Größe passt', text: 'Für breite Füße gut, 👍🏽 und 👩🏽‍💻 geeignet.', authorName: 'Jörg' },
    ];
    for (const [i, write] of writes.entries()) {
      const response = await post(url, { ...valid, ...write }, { 'x-account': i === 0 ? 'zalgo' : `marks-${i}` });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ held: boolean }>().held).toBe(false);
    }
  });

  it('takes one review per account and style: a second one is 409 REV409, also when sent together', async () => {
    const url = `/products/v1/products/${quiet}/reviews`;
    const valid = { rating: 1, title: 'Again', text: 'Posting this a second time.', authorName: 'Rae' };
    expect((await post(url, valid, { 'x-account': 'once' })).statusCode).toBe(201);
    const again = await post(url, { ...valid, rating: 5 }, { 'x-account': 'once' });
    expectSpecError(again, 409, 'REV409');
    expect(again.json<{ errorDetails: { message: string }[] }>().errorDetails[0]?.message).toBe(
      'You have already reviewed this product.',
    );
    // Another style is another review.
    expect((await post(`/products/v1/products/${reviewed}/reviews`, valid, { 'x-account': 'once' })).statusCode).toBe(
      201,
    );
    // Sent together: exactly one is written, and the style's rating counts it once.
    const before = await styleRating(quiet);
    const burst = await Promise.all([1, 2, 3, 4].map(() => post(url, valid, { 'x-account': 'together' })));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await styleRating(quiet)).toMatchObject({ count: before.count + 1, sum: before.sum + 1 });
    const consumer = await guests.consumerOf('together');
    const rows = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', quiet)
      .where('author_id', '=', `consumer:${consumer.consumerNo}`)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("answers author=me with the shopper's own review of the style only, privately; another account sees none", async () => {
    const url = `/products/v1/products/${quiet}/reviews?author=me`;
    const mine = async (account: string) => {
      const response = await get(url, await guests.headersOf({ 'x-account': account }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      return ReviewList.parse(response.json());
    };
    expect(await mine('own-reader')).toMatchObject({ total: 0, count: 0, reviews: [] });
    const valid = { rating: 3, title: 'Mine', text: 'My own words on this shoe.', authorName: 'Oli' };
    expect(
      (await post(`/products/v1/products/${quiet}/reviews`, valid, { 'x-account': 'own-reader' })).statusCode,
    ).toBe(201);
    const own = await mine('own-reader');
    expect(own).toMatchObject({ total: 1, count: 1, productId: quiet });
    expect(own.reviews[0]).toMatchObject({ rating: 3, title: 'Mine', authorName: 'Oli' });
    // Another shopper's token reveals nothing of it, though the style has reviews by others.
    expect(await mine('own-other')).toMatchObject({ total: 0, reviews: [] });
    expect((await list()).total).toBeGreaterThan(0);
    // Hidden by moderation, it is still the shopper's (a second review would still be REV409).
    const reviewId = own.reviews[0]?.reviewId ?? '';
    await t.db.updateTable('reviews').set({ status: 'hidden' }).where('id', '=', reviewId).execute();
    expect((await mine('own-reader')).reviews.map((r) => r.reviewId)).toEqual([reviewId]);
    await t.db.updateTable('reviews').set({ status: 'published' }).where('id', '=', reviewId).execute();
    // A guest or a caller without a token is refused; the plain list stays public and shows everyone's.
    for (const refused of [await get(url, await guests.headersOf({ 'x-usid': 'own-guest' })), await get(url)]) {
      expectSpecError(refused, 401, 'API401');
      // A read of one's own review, not a write.
      expect(refused.json<{ errorDetails: { message: string }[] }>().errorDetails[0]?.message).toBe(
        'Sign in to see your own review of this product.',
      );
    }
    expectSpecError(await get(`/products/v1/products/${quiet}/reviews?author=someone`), 400, 'API400', 'query.author');
    const open = await get(`/products/v1/products/${quiet}/reviews`);
    expect(open.headers['cache-control']).toMatch(/^public/);
  });

  it('counts a vote once per account, switches it when reversed, and stays exact under concurrency', async () => {
    const target = (await list()).reviews[0];
    if (!target) throw new Error('no review');
    const url = `/products/v1/review/${target.reviewId}/vote`;
    const vote = async (helpful: boolean, account: string) => {
      const response = await post(url, { helpful }, { 'x-account': account });
      expect(response.statusCode, response.body).toBe(200);
      return VoteResponse.parse(response.json());
    };
    const first = await vote(true, 'voter-a');
    expect(first).toMatchObject({ counted: true, helpfulCount: target.helpfulCount + 1 });
    expect(await vote(true, 'voter-a')).toMatchObject({ counted: false, helpfulCount: target.helpfulCount + 1 });
    expect(await vote(false, 'voter-a')).toMatchObject({
      counted: true,
      helpfulCount: target.helpfulCount,
      unhelpfulCount: target.unhelpfulCount + 1,
    });

    const burst = await Promise.all(
      Array.from({ length: 8 }, () => post(url, { helpful: true }, { 'x-account': 'voter-b' })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(burst.filter((r) => VoteResponse.parse(r.json()).counted)).toHaveLength(1);
    // Accounts count one each, wherever they vote from (one address here).
    const many = await Promise.all(
      ['c', 'd', 'e', 'c', 'd', 'e'].map((v) => post(url, { helpful: true }, { 'x-account': `voter-${v}` })),
    );
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    const row = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', target.reviewId)
      .executeTakeFirstOrThrow();
    expect(Number(row.helpful_count)).toBe(target.helpfulCount + 4); // b, c, d, e
    expect(Number(row.unhelpful_count)).toBe(target.unhelpfulCount + 1); // a
    const votes = await t.db
      .selectFrom('review_votes')
      .select('voter_id')
      .where('review_id', '=', target.reviewId)
      .execute();
    expect(votes).toHaveLength(5);

    expectSpecError(await post(url, { helpful: 'yes' }), 400, 'API400', 'body.helpful');
    expectSpecError(await post(url, { helpful: true }, {}), 401, 'API401');
    expectSpecError(
      await post('/products/v1/review/00000000-0000-4000-8000-000000000000/vote', { helpful: true }),
      404,
      'API404',
      'params.reviewId',
    );
    expectSpecError(
      await post('/products/v1/review/not-a-uuid/vote', { helpful: true }),
      400,
      'API400',
      'params.reviewId',
    );
    expectSpecError(await post(`/products/v1/review/${kestrelReview}/vote`, { helpful: true }), 404, 'API404');
  });

  it('counts guests once per address: new guest sessions from one address add no vote (0052)', async () => {
    const target = (await list('?sort=oldest')).reviews[1];
    if (!target) throw new Error('no review');
    const url = `/products/v1/review/${target.reviewId}/vote`;
    const vote = async (headers: Record<string, string>, helpful = true) => {
      const response = await post(url, { helpful }, headers);
      expect(response.statusCode, response.body).toBe(200);
      return VoteResponse.parse(response.json());
    };
    const from = '198.51.100.7';
    expect(await vote({ 'x-usid': 'rotating-1', 'x-from': from })).toMatchObject({
      counted: true,
      helpfulCount: target.helpfulCount + 1,
    });
    for (const name of ['rotating-2', 'rotating-3', 'rotating-4']) {
      expect(await vote({ 'x-usid': name, 'x-from': from })).toMatchObject({
        counted: false,
        helpfulCount: target.helpfulCount + 1,
      });
    }
    // Another address is another voter; an account at the same address counts on its own.
    expect(await vote({ 'x-usid': 'rotating-5', 'x-from': '198.51.100.8' })).toMatchObject({ counted: true });
    expect(await vote({ 'x-account': 'voter-at-home', 'x-from': from })).toMatchObject({ counted: true });
    expect((await list('?sort=oldest')).reviews[1]?.helpfulCount).toBe(target.helpfulCount + 3);
    // The address is kept only as a keyed digest.
    const voters = await t.db
      .selectFrom('review_votes')
      .select('voter_id')
      .where('review_id', '=', target.reviewId)
      .execute();
    expect(voters.map((v) => v.voter_id).join(' ')).not.toContain('198.51.100');
    // Our storefront's calls are counted by the address it forwards, not its own.
    const trusted = (ip: string, usid: string) => ({
      'x-usid': usid,
      'x-server-trust-id': TEST_TRUST_ID,
      'x-forwarded-for': ip,
    });
    expect(await vote(trusted('203.0.113.40', 'sf-1'))).toMatchObject({ counted: true });
    expect(await vote(trusted('203.0.113.40', 'sf-2'))).toMatchObject({ counted: false });
    expect(await vote(trusted('203.0.113.41', 'sf-3'))).toMatchObject({ counted: true });
    // An IPv6 guest is one voter per /64, whichever of its 2^64 addresses it votes from (decision 0017, session 51).
    expect(await vote(trusted('2001:db8:77:1::1', 'sf-4'))).toMatchObject({ counted: true });
    expect(await vote(trusted('2001:db8:77:1:abcd::9', 'sf-5'))).toMatchObject({ counted: false });
    expect(await vote(trusted('2001:DB8:77:1:ffff:ffff:ffff:fffe', 'sf-6'))).toMatchObject({ counted: false });
    expect(await vote(trusted('2001:db8:77:2::1', 'sf-7'))).toMatchObject({ counted: true });
    // An IPv4 address written as IPv4-mapped IPv6 is that IPv4 address.
    expect(await vote(trusted('::ffff:203.0.113.41', 'sf-8'))).toMatchObject({ counted: false });
  });

  it('needs a reason to flag (a comment for other), counts a flagger once, and hides a review flagged by three accounts', async () => {
    const target = (await list('?sort=oldest')).reviews[0];
    if (!target) throw new Error('no review');
    const url = `/products/v1/review/${target.reviewId}/flag`;
    expectSpecError(await post(url, {}), 400, 'API400', 'body.reason');
    expectSpecError(await post(url, { reason: 'boring' }), 400, 'API400', 'body.reason');
    expectSpecError(await post(url, { reason: 'other' }), 400, 'API400', 'body.comment');
    const first = await post(url, { reason: 'spam' }, { 'x-account': 'flagger-1', 'x-from': '192.0.2.1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await Promise.all(
      [1, 2].map(() => post(url, { reason: 'offensive' }, { 'x-account': 'flagger-1', 'x-from': '192.0.2.1' })),
    );
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    // A second report by the same shopper (the storefront's form sent again) is acknowledged but stored once.
    expect(again.map((r) => (r.json() as { created: boolean }).created)).toEqual([false, false]);
    const stored = await t.db
      .selectFrom('review_flags')
      .select(['flagger_id', 'reason'])
      .where('review_id', '=', target.reviewId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.reason).toBe('spam');
    const other = { reason: 'other', comment: 'Mentions a phone number' };
    expect((await post(url, other, { 'x-account': 'flagger-2', 'x-from': '192.0.2.2' })).statusCode).toBe(201);
    // Any number of guests, each with a new session, from one address or many: kept for moderation, never hiding.
    for (const [i, from] of ['192.0.2.9', '192.0.2.9', '192.0.2.10', '192.0.2.11'].entries()) {
      const guest = await post(url, { reason: 'spam' }, { 'x-usid': `guest-flagger-${i}`, 'x-from': from });
      expect(guest.statusCode).toBe(i === 1 ? 200 : 201); // the second from 192.0.2.9 is that address's report again
    }
    // A second account at an address that already reported counts no more toward hiding.
    expect((await post(url, { reason: 'spam' }, { 'x-account': 'flagger-2b', 'x-from': '192.0.2.2' })).statusCode).toBe(
      201,
    );
    expect((await list('?count=50')).reviews.some((r) => r.reviewId === target.reviewId)).toBe(true);
    const before = await styleRating(reviewed);
    const third = { 'x-account': 'flagger-3', 'x-from': '192.0.2.3' };
    expect((await post(url, { reason: 'off-topic' }, third)).statusCode).toBe(201);
    expect((await list('?count=50')).reviews.some((r) => r.reviewId === target.reviewId)).toBe(false);
    expectSpecError(
      await post(url, { reason: 'spam' }, { 'x-account': 'flagger-4' }),
      404,
      'API404',
      'params.reviewId',
    );

    // The hidden review stopped counting in the style's rating, which still agrees with the summary.
    const after = await styleRating(reviewed);
    expect(after).toMatchObject({ count: before.count - 1, sum: before.sum - target.rating });
    const summary = (await list()).summary;
    expect(summary.count).toBe(after.count);
    expect(summary.average).toBe((after.average ?? 0) / 10);

    // The operator lists it and puts it back: listed and rated again; the reports it was judged on count no more.
    const waiting = await moderate(t.db, parseModerationArgs([]));
    expect(waiting.action === 'list' && waiting.reviews[0]).toMatchObject({
      id: target.reviewId,
      status: 'hidden',
    });
    const restored = await moderate(t.db, parseModerationArgs(['--restore', target.reviewId]));
    expect(restored).toMatchObject({ action: 'restore', changed: true, clearedFlags: 7 });
    expect((await list('?count=50')).reviews.some((r) => r.reviewId === target.reviewId)).toBe(true);
    expect(await styleRating(reviewed)).toEqual(before);
    const judged = await moderate(t.db, parseModerationArgs([]));
    expect(judged.action === 'list' && judged.reviews.some((r) => r.id === target.reviewId)).toBe(false);
    // The same accounts cannot report it again; two new ones do not hide it, a third does.
    expect((await post(url, { reason: 'spam' }, third)).statusCode).toBe(200);
    for (const i of [5, 6]) {
      const headers = { 'x-account': `flagger-${i}`, 'x-from': `192.0.2.${i}` };
      expect((await post(url, { reason: 'spam' }, headers)).statusCode).toBe(201);
    }
    expect((await list('?count=50')).reviews.some((r) => r.reviewId === target.reviewId)).toBe(true);
    expect((await post(url, { reason: 'spam' }, { 'x-account': 'flagger-7', 'x-from': '192.0.2.7' })).statusCode).toBe(
      201,
    );
    expect((await list('?count=50')).reviews.some((r) => r.reviewId === target.reviewId)).toBe(false);
    // An operator can also hide a review only guests reported, and nothing else changes twice.
    expect(await moderate(t.db, parseModerationArgs(['--hide', target.reviewId]))).toMatchObject({ changed: false });
    expect(await moderate(t.db, parseModerationArgs(['--restore', target.reviewId]))).toMatchObject({ changed: true });
    expect(await moderate(t.db, parseModerationArgs(['--restore', target.reviewId]))).toMatchObject({ changed: false });
    expect(await styleRating(reviewed)).toEqual(before);
    await expect(
      moderate(t.db, parseModerationArgs(['--hide', '00000000-0000-4000-8000-000000000000'])),
    ).rejects.toThrow(/no review/);
    expect(() => parseModerationArgs(['--hide', 'nope'])).toThrow(/not a review or question id/);
    expect(() => parseModerationArgs(['--hide', target.reviewId, '--restore', target.reviewId])).toThrow(/exclude/);
  });

  it('takes a review out of the rating once when its last flags arrive together', async () => {
    const target = (await list('?sort=oldest')).reviews[0];
    if (!target) throw new Error('no review');
    const before = await styleRating(reviewed);
    const url = `/products/v1/review/${target.reviewId}/flag`;
    const flags = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        post(url, { reason: 'spam' }, { 'x-account': `together-${i}`, 'x-from': `192.0.2.${20 + i}` }),
      ),
    );
    // Every flag that arrived before the hide committed counts; later ones find no published review.
    expect(flags.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(3);
    expect(await styleRating(reviewed)).toMatchObject({ count: before.count - 1, sum: before.sum - target.rating });
    expect((await list('?count=50')).reviews.some((r) => r.reviewId === target.reviewId)).toBe(false);
  });

  it('translates through the sandbox provider (detect, translate, cache) and marks unknown text as pseudo', async () => {
    const german = await t.db
      .selectFrom('reviews as r')
      .innerJoin('styles as s', 's.product_id', 'r.product_id')
      .select(['r.id', 'r.title', 'r.body'])
      .where('r.locale', '=', 'de-de')
      .where('s.brand', '=', 'stride')
      .where('r.status', '=', 'published')
      .executeTakeFirstOrThrow();
    const url = `/products/v1/review/${german.id}/translate`;
    const first = await post(url, {}, { 'x-locale': 'fr-fr' });
    expect(first.statusCode, first.body).toBe(200);
    const translation = ReviewTranslation.parse(first.json());
    expect(translation).toMatchObject({
      provider: 'sandbox',
      sourceLanguage: 'de',
      targetLanguage: 'fr',
      cached: false,
    });
    expect(translation.text).not.toBe(german.body);
    expect(translation.text).not.toMatch(/^\[/); // a real phrase-bank translation, not a pseudo one
    const second = ReviewTranslation.parse((await post(url, {}, { 'x-locale': 'fr-fr' })).json());
    expect(second).toEqual({ ...translation, cached: true });
    const english = ReviewTranslation.parse((await post(url, { targetLocale: 'en-gb' })).json());
    expect(english).toMatchObject({ targetLanguage: 'en', cached: false });
    const same = ReviewTranslation.parse((await post(url, {}, { 'x-locale': 'de-de' })).json());
    expect(same).toMatchObject({ sourceLanguage: 'de', targetLanguage: 'de', text: german.body });

    const written = Review.parse(
      (
        await post(
          `/products/v1/products/${quiet}/reviews`,
          {
            rating: 5,
            title: 'Superb',
            text: 'I wear them every single day and the arch support is excellent.',
            authorName: 'Lee',
          },
          { 'x-account': 'lee' },
        )
      ).json(),
    );
    const pseudo = ReviewTranslation.parse(
      (await post(`/products/v1/review/${written.reviewId}/translate`, { targetLocale: 'ja-jp' })).json(),
    );
    expect(pseudo).toMatchObject({ sourceLanguage: 'en', targetLanguage: 'ja' });
    expect(pseudo.text).toBe('[en→ja] I wear them every single day and the arch support is excellent.');
    expectSpecError(await post(url, { targetLocale: 'xx-yy' }), 400, 'API400', 'body.targetLocale');
    expectSpecError(await post('/products/v1/review/123/translate', {}), 400, 'API400', 'params.reviewId');
  });

  // The spec's `POST review/{reviewId}/translate` names no body: a call without one (tester finding F4) translates
  // into the request's locale, as `{}` does, with or without a JSON content type.
  it('translates into the request locale when the call has no body', async () => {
    const german = await t.db
      .selectFrom('reviews as r')
      .innerJoin('styles as s', 's.product_id', 'r.product_id')
      .select('r.id')
      .where('r.locale', '=', 'de-de')
      .where('s.brand', '=', 'stride')
      .where('r.status', '=', 'published')
      .executeTakeFirstOrThrow();
    const url = `/products/v1/review/${german.id}/translate`;
    const json = { 'content-type': 'application/json' };
    for (const [headers, payload] of [[{}], [json, ''], [json, 'null']] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...AUTH, 'x-locale': 'fr-fr', ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(ReviewTranslation.parse(response.json())).toMatchObject({ sourceLanguage: 'de', targetLanguage: 'fr' });
    }
  });
});
