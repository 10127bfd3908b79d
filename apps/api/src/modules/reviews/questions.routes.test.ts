import { randomUUID } from 'node:crypto';
import {
  AskQuestionResponse,
  Question,
  QuestionList,
  QuestionTranslation,
  VoteResponse,
} from '@outsole/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSpecError } from '../../test/assertions.js';
import { bearer, contextOn, createTestConsumer, namedGuests, signIn } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { signOut } from '../session/session.service.js';
import { moderate, parseModerationArgs } from './review-moderation.js';

describe(`questions and answer votes (${TEST_DB})`, () => {
  let t: TestApp;
  let asked: string; // a Stride style with questions
  let guests: ReturnType<typeof namedGuests>;
  beforeAll(async () => {
    t = await createTestApp({ env: { CREDENTIAL_LIMIT_PER_ADDRESS: '0' } });
    guests = namedGuests(t);
    const row = await t.db
      .selectFrom('questions as q')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .select(['q.product_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('s.brand', '=', 'stride')
      .groupBy('q.product_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    asked = row.product_id;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...AUTH, ...headers } });
  /**
   * Posts as the named guest of `x-usid` or account of `x-account` (namedGuests), or as the headers say; `x-from`
   * is the address the call comes from (127.0.0.1 when not given).
   */
  const post = async (url: string, payload: unknown, headers: Record<string, string> = { 'x-account': 'asker' }) => {
    const { 'x-from': from, ...rest } = headers;
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...AUTH, ...(await guests.headersOf(rest)) },
      payload: payload as object,
      ...(from ? { remoteAddress: from } : {}),
    });
  };
  const list = async (query = '') => {
    const response = await get(`/products/v1/products/${asked}/reviews/questions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return QuestionList.parse(response.json());
  };

  it("an account's token stops writing, voting and flagging once its session is signed out (AUT498)", async () => {
    const consumer = await createTestConsumer(t.db);
    const session = await signIn(t, consumer);
    const as = { ...bearer(session.accessToken), 'x-site-id': consumer.siteId };
    const review = await t.db
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', asked)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = (await list('?count=50')).questions.flatMap((q) => q.answers)[0];
    if (!answer) throw new Error('no answer to vote on');
    const calls = [
      [`/products/v1/products/${asked}/reviews/questions`, { text: 'Does it run small?', authorName: 'Ada' }],
      [`/products/v1/review/${answer.answerId}/questions/vote`, { helpful: true }],
      [`/products/v1/review/${review.id}/vote`, { helpful: true }],
      [`/products/v1/review/${review.id}/flag`, { reason: 'spam' }],
    ] as const;
    const first = await post(calls[1][0], calls[1][1], as);
    expect(first.statusCode, first.body).toBe(200);
    await signOut(contextOn(consumer.siteId), t.db, {
      consumerNo: consumer.consumerNo,
      refreshToken: session.refreshToken,
    });
    for (const [url, payload] of calls) expectSpecError(await post(url, payload, as), 401, 'AUT498');
    // Reading stays open to the same caller.
    expect((await get(`/products/v1/products/${asked}/reviews/questions`, as)).statusCode).toBe(200);
  });

  it('lists questions with their answers, the brand answer first, sorted and paginated', async () => {
    const all = await list('?count=50');
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.questions).toHaveLength(all.total);
    for (const question of all.questions) {
      expect(question.answers).toHaveLength(question.answerCount);
      const brand = question.answers.findIndex((a) => a.isBrandAnswer);
      if (brand >= 0) expect(brand).toBe(0);
    }
    // Questions asked in the shopper's language first, then the others; each part newest first.
    const english = (q: { locale: string }) => q.locale.startsWith('en-');
    const firstOther = all.questions.findIndex((q) => !english(q));
    if (firstOther >= 0) expect(all.questions.slice(firstOther).some(english)).toBe(false);
    for (const part of [all.questions.filter(english), all.questions.filter((q) => !english(q))]) {
      const dates = part.map((q) => q.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const answered = (await list('?sort=most-answered&count=50')).questions.filter(english).map((q) => q.answerCount);
    expect(answered).toEqual([...answered].sort((a, b) => b - a));
    const page = await list('?count=1&start=1');
    expect(page.questions.map((q) => q.questionId)).toEqual([all.questions[1]?.questionId]);
    expectSpecError(
      await get(`/products/v1/products/${asked}/reviews/questions?sort=oldest`),
      400,
      'API400',
      'query.sort',
    );
  });

  it('asks a question (10–500 characters) as the signed-in shopper and lists it first in its language', async () => {
    const url = `/products/v1/products/${asked}/reviews/questions`;
    const response = await post(
      url,
      { text: 'Do these come in a half size?', authorName: 'Noor' },
      { 'x-account': 's1', 'x-locale': 'de-de' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const question = Question.parse(response.json());
    expect(question).toMatchObject({ authorName: 'Noor', locale: 'de-de', answerCount: 0, answers: [] });
    const german = await get(`${url}?count=50`, { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' });
    expect(QuestionList.parse(german.json()).questions[0]?.questionId).toBe(question.questionId);
    // To an English-speaking shopper it comes after the questions asked in English, newer though it is.
    const english = (await list('?count=50')).questions;
    const at = english.findIndex((q) => q.questionId === question.questionId);
    expect(at).toBeGreaterThan(0);
    expect(english.slice(0, at).every((q) => q.locale.startsWith('en-'))).toBe(true);
    expect(english[0]?.locale).toMatch(/^en-/);
    const row = await t.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', question.questionId)
      .executeTakeFirstOrThrow();
    expect(row.author_id).toBe(`consumer:${(await guests.consumerOf('s1')).consumerNo}`);

    expectSpecError(await post(url, { text: 'Too short', authorName: 'Noor' }), 400, 'API400', 'body.text');
    // Counted as a reader sees it: zero-width spaces are not characters of the question.
    const padded = { text: `Size?${'\u200b'.repeat(10)}`, authorName: 'Noor' };
    expectSpecError(await post(url, padded), 400, 'API400', 'body.text');
    expectSpecError(await post(url, { text: 'x'.repeat(501), authorName: 'Noor' }), 400, 'API400', 'body.text');
    // The maximum counts characters as the storefront's counter does (code points): 500 emoji are 1,000 UTF-16 units,
    // a name of 50 kanji from outside the Basic Multilingual Plane 100.
    const emoji = await post(
      url,
      { text: `Is it ${'👟'.repeat(494)}`, authorName: '𠮷'.repeat(50) },
      { 'x-account': 's2' },
    );
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(Question.parse(emoji.json()).authorName).toBe('𠮷'.repeat(50));
    expectSpecError(
      await post(url, { text: `Is it ${'👟'.repeat(495)}`, authorName: 'Noor' }),
      400,
      'API400',
      'body.text',
    );
    const longName = { text: 'A fine question here?', authorName: '𠮷'.repeat(51) };
    expectSpecError(await post(url, longName), 400, 'API400', 'body.authorName');
    expectSpecError(await post(url, { text: 'A fine question here?' }), 400, 'API400', 'body.authorName');
    // A name that speaks for the shop is no shopper's (tester finding F22, session 51).
    for (const authorName of ['Stride Customer Service', 'KESTREL support', 'Ádmin', 'ストライド公式']) {
      const reserved = expectSpecError(
        await post(url, { text: 'Refund problems? Call us on our number.', authorName }),
        400,
        'API400',
        'body.authorName',
      );
      expect(reserved.errorDetails[0]?.message).toMatch(/^authorName is reserved for the shop/);
    }
    // Shopper free text (contracts text.values.ts), as reviews, names and addresses.
    const asks = [
      [{ text: 'Half \u202esizes here?', authorName: 'Noor' }, 'body.text'],
      [{ text: 'Half sizes\u0007 here?', authorName: 'Noor' }, 'body.text'],
      [{ text: 'A fine question here?', authorName: '\u2060\u200b' }, 'body.authorName'],
      // Accents stacked on a letter ("Zalgo", tester finding t1-F4): more than four on one character.
      [{ text: `Half sizes h${'\u0301'.repeat(99)}ere?`, authorName: 'Noor' }, 'body.text'],
      [{ text: 'A fine question here?', authorName: `N${'\u0336'.repeat(5)}oor` }, 'body.authorName'],
    ] as const;
    for (const [body, field] of asks) expectSpecError(await post(url, body), 400, 'API400', field);
    // Non-characters alone are no question, nor a name (F3): the same rule as every shopper text.
    expectSpecError(await post(url, { text: '\uffff'.repeat(12), authorName: 'Noor' }), 400, 'API400', 'body.text');
    const nonName = { text: 'A fine question here?', authorName: '\ufffe\ufffe' };
    expectSpecError(await post(url, nonName), 400, 'API400', 'body.authorName');
    // Only an account asks (0052): a guest session or none is 401 API401.
    const guest = await post(url, { text: 'A fine question here?', authorName: 'Noor' }, { 'x-usid': 'guest-asker' });
    expectSpecError(guest, 401, 'API401');
    expect(guest.json<{ errorDetails: { message: string }[] }>().errorDetails[0]?.message).toBe(
      'Sign in to write a review or ask a question.',
    );
    expectSpecError(await post(url, { text: 'A fine question here?', authorName: 'Noor' }, {}), 401, 'API401');
    expectSpecError(
      await post('/products/v1/products/ZZZZ99999/reviews/questions', {
        text: 'A fine question here?',
        authorName: 'N' + 'o',
      }),
      404,
      'API404',
      'params.productId',
    );
    expectSpecError(await get('/products/v1/products/nope/reviews/questions'), 400, 'API400', 'params.productId');
  });

  it('holds a question with contact details until an operator publishes it; refused, it stays unlisted', async () => {
    const url = `/products/v1/products/${asked}/reviews/questions`;
    const before = await list('?count=50');
    const asking = [
      { text: 'Are these cheaper at shoes-outlet.example.com?', authorName: 'Kim' },
      { text: 'Passt die Größe? Ruf mich an: 0171 2345678', authorName: 'Jörg' },
      { text: 'Does it run small at all?', authorName: 'kim@example.com' },
    ];
    const held: string[] = [];
    for (const [i, body] of asking.entries()) {
      const response = await post(url, body, { 'x-account': `q-held-${i}` });
      expect(response.statusCode, response.body).toBe(201);
      const question = AskQuestionResponse.parse(response.json());
      expect(question.held).toBe(true);
      held.push(question.questionId);
    }
    const plain = await post(url, { text: 'Is the heel padded well?', authorName: 'Kim' }, { 'x-account': 'q-plain' });
    expect(AskQuestionResponse.parse(plain.json()).held).toBe(false);
    const listed = await list('?count=50');
    expect(listed.total).toBe(before.total + 1);
    expect(listed.questions.some((q) => held.includes(q.questionId))).toBe(false);
    // A held question is not translated either (not found, as one of another brand).
    const [first = '', second = ''] = held;
    expectSpecError(await post(`/products/v1/review/${first}/questions/translate`, {}), 404, 'API404');
    // The same question again is still QST409.
    expectSpecError(await post(url, asking[0], { 'x-account': 'q-held-0' }), 409, 'QST409', 'body.text');

    const waiting = await moderate(t.db, parseModerationArgs([]));
    expect(waiting.action === 'list' && waiting.held.filter((h) => h.kind === 'question').map((h) => h.id)).toEqual(
      held,
    );
    expect(await moderate(t.db, parseModerationArgs(['--restore', first]))).toMatchObject({
      kind: 'question',
      changed: true,
      wasHeld: true,
    });
    expect(await moderate(t.db, parseModerationArgs(['--hide', second]))).toMatchObject({
      kind: 'question',
      changed: true,
    });
    const after = await list('?count=50');
    expect(after.total).toBe(before.total + 2);
    expect(after.questions.map((q) => q.questionId)).toContain(first);
    expect(after.questions.map((q) => q.questionId)).not.toContain(second);
    const still = await moderate(t.db, parseModerationArgs([]));
    expect(still.action === 'list' && still.held.map((h) => h.id)).toEqual([held[2]]);
  });

  it('turns away the same question from the same shopper about the same style (409 QST409), also sent together', async () => {
    const url = `/products/v1/products/${asked}/reviews/questions`;
    const ask = (text: string, account = 'repeater') =>
      post(url, { text, authorName: 'Rep' }, { 'x-account': account });
    expect((await ask('Is this shoe good for wide feet?')).statusCode).toBe(201);
    // Case, spacing and punctuation aside, and in compatibility forms (full-width letters), it is the same question.
    for (const again of [
      'is this shoe good for wide feet',
      '  Is this  shoe good for WIDE feet?!',
      'Ｉｓ this shoe good for wide feet?',
    ]) {
      const response = await ask(again);
      expectSpecError(response, 409, 'QST409', 'body.text');
      expect(response.json<{ errorDetails: { message: string }[] }>().errorDetails[0]?.message).toBe(
        'You have already asked this question about this product.',
      );
    }
    // A different question, another shopper's same question, or the same about another style: asked.
    expect((await ask('Is this shoe good for narrow feet?')).statusCode).toBe(201);
    expect((await ask('Is this shoe good for wide feet?', 'someone-else')).statusCode).toBe(201);
    const other = await t.db
      .selectFrom('styles')
      .select('product_id')
      .where('brand', '=', 'stride')
      .where('product_id', '<>', asked)
      .executeTakeFirstOrThrow();
    const elsewhere = await post(
      `/products/v1/products/${other.product_id}/reviews/questions`,
      { text: 'Is this shoe good for wide feet?', authorName: 'Rep' },
      { 'x-account': 'repeater' },
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    // Sent together: one is asked.
    const burst = await Promise.all([1, 2, 3, 4].map(() => ask('Does the upper stretch over time?', 'burster')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('counts an answer vote once per account, a guest once per address, also when sent concurrently', async () => {
    const answer = (await list('?count=50')).questions.flatMap((q) => q.answers)[0];
    if (!answer) throw new Error('no answer');
    const url = `/products/v1/review/${answer.answerId}/questions/vote`;
    const burst = await Promise.all(Array.from({ length: 6 }, () => post(url, { helpful: true }, { 'x-usid': 'fan' })));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    const results = burst.map((r) => VoteResponse.parse(r.json()));
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    const row = await t.db
      .selectFrom('answers')
      .selectAll()
      .where('id', '=', answer.answerId)
      .executeTakeFirstOrThrow();
    expect(Number(row.helpful_count)).toBe(answer.helpfulCount + 1);
    const switched = VoteResponse.parse((await post(url, { helpful: false }, { 'x-usid': 'fan' })).json());
    expect(switched).toMatchObject({
      counted: true,
      helpfulCount: answer.helpfulCount,
      unhelpfulCount: answer.unhelpfulCount + 1,
    });

    expectSpecError(
      await post('/products/v1/review/00000000-0000-4000-8000-000000000000/questions/vote', { helpful: true }),
      404,
      'API404',
      'params.answerId',
    );
    expectSpecError(
      await post('/products/v1/review/abc/questions/vote', { helpful: true }),
      400,
      'API400',
      'params.answerId',
    );
    expectSpecError(await post(url, {}), 400, 'API400', 'body.helpful');

    // New guest sessions from one address are that address's one vote (0052); another address votes on its own.
    const from = '198.51.100.70';
    const counted = [];
    for (const name of ['answer-guest-1', 'answer-guest-2', 'answer-guest-3']) {
      const response = await post(url, { helpful: true }, { 'x-usid': name, 'x-from': from });
      counted.push(VoteResponse.parse(response.json()).counted);
    }
    expect(counted).toEqual([true, false, false]);
    const elsewhere = await post(url, { helpful: true }, { 'x-usid': 'answer-guest-4', 'x-from': '198.51.100.71' });
    expect(VoteResponse.parse(elsewhere.json()).counted).toBe(true);
  });

  it('takes no vote on an answer whose question moderation took down (API404), and takes it again once restored', async () => {
    const answer = await t.db
      .selectFrom('answers as a')
      .innerJoin('questions as q', 'q.id', 'a.question_id')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .select(['a.id', 'a.question_id', 'a.helpful_count'])
      .where('s.brand', '=', 'stride')
      .where('q.status', '=', 'published')
      .orderBy('a.id', 'desc')
      .executeTakeFirstOrThrow();
    const url = `/products/v1/review/${answer.id}/questions/vote`;
    const helpfulCount = async () =>
      Number(
        (await t.db.selectFrom('answers').select('helpful_count').where('id', '=', answer.id).executeTakeFirstOrThrow())
          .helpful_count,
      );
    expect(await moderate(t.db, parseModerationArgs(['--hide', answer.question_id]))).toMatchObject({
      kind: 'question',
      changed: true,
    });
    // As an answer that does not exist: nothing says the question is there, and nothing is counted.
    const voters: Record<string, string>[] = [{ 'x-account': 'taken-down-voter' }, { 'x-usid': 'taken-down-guest' }];
    for (const voter of voters) {
      expectSpecError(await post(url, { helpful: true }, voter), 404, 'API404', 'params.answerId');
    }
    expect(await helpfulCount()).toBe(Number(answer.helpful_count));
    expect(await moderate(t.db, parseModerationArgs(['--restore', answer.question_id]))).toMatchObject({
      kind: 'question',
      changed: true,
    });
    const again = await post(url, { helpful: true }, { 'x-account': 'taken-down-voter' });
    expect(again.statusCode, again.body).toBe(200);
    expect(VoteResponse.parse(again.json())).toMatchObject({ counted: true });
    expect(await helpfulCount()).toBe(Number(answer.helpful_count) + 1);
  });

  it('translates a question and its answers (each text detected on its own), kept until an answer is written', async () => {
    const thread = await t.db
      .selectFrom('questions as q')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .select(['q.id', 'q.body', 'q.product_id'])
      .where('s.brand', '=', 'stride')
      .where('q.locale', '=', 'fr-fr')
      .where('q.answer_count', '>=', 2)
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
    const written = await t.db
      .selectFrom('answers')
      .select(['id', 'body'])
      .where('question_id', '=', thread.id)
      .execute();
    const url = `/products/v1/review/${thread.id}/questions/translate`;
    const translate = async (payload: object, headers: Record<string, string> = {}) => {
      const response = await post(url, payload, { 'x-usid': 'reader', ...headers });
      expect(response.statusCode, response.body).toBe(200);
      return QuestionTranslation.parse(response.json());
    };

    const english = await translate({});
    expect(english).toMatchObject({ questionId: thread.id, provider: 'sandbox', targetLanguage: 'en', cached: false });
    expect(english.question.sourceLanguage).toBe('fr');
    expect(english.question.text).not.toBe(thread.body);
    expect(english.question.text).not.toMatch(/^\[/); // the phrase bank's English, not a pseudo-translation
    expect(english.answers.map((a) => a.answerId).sort()).toEqual(written.map((a) => a.id).sort());
    for (const answer of english.answers) {
      expect(answer.sourceLanguage).toBe('fr');
      expect(answer.text).not.toBe(written.find((a) => a.id === answer.answerId)?.body);
      expect(answer.text).not.toMatch(/^\[/);
    }
    expect(await translate({}, { 'x-usid': 'another-reader' })).toEqual({ ...english, cached: true });
    // A reader in the thread's own language gets it as written, and nothing is kept for them.
    const french = await translate({ targetLocale: 'fr-fr' });
    expect(french.question).toEqual({ sourceLanguage: 'fr', text: thread.body });
    expect(french.cached).toBe(false);
    const kept = await t.db
      .selectFrom('question_translations')
      .select('target_language')
      .where('question_id', '=', thread.id)
      .execute();
    expect(kept.map((row) => row.target_language)).toEqual(['en']);

    // An answer written in English since: the kept translation is made again, and that answer is left as written.
    const answerId = randomUUID();
    const text = 'I run trails in them every weekend and they grip well.';
    await t.db
      .insertInto('answers')
      .values({
        id: answerId,
        question_id: thread.id,
        body: text,
        author_name: 'Sam',
        author_id: 'session:sam',
        is_brand_answer: 0,
        helpful_count: 0,
        unhelpful_count: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .updateTable('questions')
      .set((eb) => ({ answer_count: eb('answer_count', '+', 1) }))
      .where('id', '=', thread.id)
      .execute();
    const again = await translate({});
    expect(again.cached).toBe(false);
    expect(again.question).toEqual(english.question);
    expect(again.answers).toHaveLength(english.answers.length + 1);
    expect(again.answers.find((a) => a.answerId === answerId)).toEqual({ answerId, sourceLanguage: 'en', text });
    expect(await translate({})).toEqual({ ...again, cached: true });
    // To German, the English answer is translated from English and the rest from French.
    const german = await translate({ targetLocale: 'de-de' });
    expect(german.answers.find((a) => a.answerId === answerId)).toEqual({
      answerId,
      sourceLanguage: 'en',
      text: `[en→de] ${text}`,
    });

    const kestrel = await t.db
      .selectFrom('questions as q')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .select('q.id')
      .where('s.brand', '=', 'kestrel')
      .executeTakeFirstOrThrow();
    expectSpecError(
      await post(`/products/v1/review/${kestrel.id}/questions/translate`, {}),
      404,
      'API404',
      'params.questionId',
    );
    expectSpecError(
      await post(`/products/v1/review/${randomUUID()}/questions/translate`, {}),
      404,
      'API404',
      'params.questionId',
    );
    expectSpecError(await post('/products/v1/review/nope/questions/translate', {}), 400, 'API400', 'params.questionId');
    expectSpecError(await post(url, { targetLocale: 'xx-yy' }), 400, 'API400', 'body.targetLocale');
    expectSpecError(await post(url, { targetLocale: 42 }), 400, 'API400', 'body.targetLocale');
  });

  // Like a review's translation, a call without a body translates into the request's locale (tester finding F4).
  it('translates a question into the request locale when the call has no body', async () => {
    const thread = await t.db
      .selectFrom('questions as q')
      .innerJoin('styles as s', 's.product_id', 'q.product_id')
      .select('q.id')
      .where('s.brand', '=', 'stride')
      .where('q.locale', '=', 'fr-fr')
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
    const url = `/products/v1/review/${thread.id}/questions/translate`;
    const json = { 'content-type': 'application/json' };
    for (const [headers, payload] of [[{}], [json, ''], [json, 'null']] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...AUTH, 'x-locale': 'de-de', ...headers },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, response.body).toBe(200);
      const translation = QuestionTranslation.parse(response.json());
      expect(translation).toMatchObject({ questionId: thread.id, targetLanguage: 'de' });
      expect(translation.question.sourceLanguage).toBe('fr');
    }
  });
});
