import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { FRESH_FEEDBACK_COOKIE } from '#app/lib/api/fresh-feedback.server.ts';
import {
  MOCK_ANSWER_ID,
  MOCK_QUESTION_IDS,
  MOCK_REVIEW_IDS,
  mockReviewList,
  resetMockReviews,
} from '#app/lib/api/mock/review-fixtures.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { translatorFor } from '#app/lib/i18n/catalogue.server.ts';
import { NonceProvider } from '#app/lib/nonce.tsx';
import { createLoadContext } from '#app/lib/request-context.server.ts';
import { accessToken, browserCookies, tokenAnswer } from '#app/lib/session/session-test-kit.ts';
import { USID_COOKIE } from '#app/lib/session/usid.server.ts';
import App, { loader as rootLoader } from '../root.tsx';
import Product, { action as productAction, handle, loader as productLoader } from './product.tsx';

/** Reviews, questions and similar products on the product page, through its loader and action (mock mode). */
const BASE = 'http://localhost:3000';
const PDP = '/en-us/p/lumen-4-running-shoe-SRN155750';
const USID = 'u'.repeat(43);

function argsFor(url: string, init?: RequestInit) {
  const config = parseConfig({ API_MOCK: 'true', NODE_ENV: 'test' });
  const context = createLoadContext({ config, nonce: 'test-nonce', correlationId: 'corr-reviews-test' });
  const location = new URL(url);
  const [, locale = '', , product = ''] = location.pathname.split('/');
  return {
    request: new Request(url, init),
    params: { locale, product },
    context,
    url: location,
    pattern: '/:locale/p/:product',
  };
}

async function render(path: string, actionData?: Record<string, unknown>, cookie?: string) {
  const args = argsFor(`${BASE}${path}`, cookie ? { headers: { cookie } } : undefined);
  const root = await rootLoader(args);
  const product = await productLoader(args);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: App,
      children: [{ id: 'routes/product', path: ':locale/p/:product', Component: Product }],
    },
  ]);
  // prerender waits for every Suspense boundary: the streamed reviews, questions and similar products.
  const { prelude } = await prerenderToNodeStream(
    <NonceProvider value="test-nonce">
      <Stub
        initialEntries={[path]}
        hydrationData={{
          loaderData: { root: root.data, 'routes/product': product },
          ...(actionData ? { actionData: { 'routes/product': actionData } } : {}),
        }}
      />
    </NonceProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, product };
}

function post(fields: Record<string, string>, cookie = `${USID_COOKIE}=${USID}`) {
  return argsFor(`${BASE}${PDP}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } });
}

/** An action's `data()` answer: its payload and status. */
async function act(fields: Record<string, string>, cookie?: string) {
  const result = (await productAction(post(fields, cookie))) as unknown;
  if (result instanceof Response)
    return { response: result, data: undefined, status: result.status, headers: result.headers };
  const { data, init } = result as { data: Record<string, unknown>; init?: ResponseInit | null };
  return { response: undefined, data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

/** The Cookie header of a signed-in shopper's browser: only they write reviews and ask questions (0052). */
const SIGNED_IN = browserCookies(tokenAnswer('Registered'));

/** An action posted by the signed-in shopper. */
function write(fields: Record<string, string>) {
  return act(fields, SIGNED_IN);
}

beforeEach(() => resetMockReviews());

describe('product page: reviews, questions, similar products', () => {
  it('renders the rating summary, a histogram that filters, fit, the reviews, Q&A and similar products', async () => {
    const { html } = await render(PDP);
    expect(html).toContain('Based on 8 reviews');
    expect(html).toContain('aria-label="Rated 3.6 out of 5 stars"');
    expect(html).toMatch(
      /href="\/en-us\/p\/lumen-4-running-shoe-SRN155750\?reviewRating=5#reviews"[^>]*><span class="sr-only">Show only 5-star reviews \(3 reviews\)/,
    );
    expect(html).toContain('True to size');
    expect(html).toContain('Light and fast</h3>');
    expect(html.replaceAll('<!-- -->', '')).toContain('Helpful (8)');
    // Without JavaScript, to the form's page of the shopper's own; with it, the dialog in place (data-modal).
    expect(html).toMatch(
      /<a id="review-write-link" href="\/en-us\/p\/lumen-4-running-shoe-SRN155750\?write=review#modal-write-review" data-modal="modal-write-review" rel="nofollow"/,
    );
    // The German review offers a translation; English ones do not.
    expect(html.match(/name="intent" value="review-translate"/g)).toHaveLength(1);
    // It follows those in the shopper's language, in a list of its own named for them.
    const others = html.indexOf('<ul class="flex flex-col gap-6" aria-labelledby="reviews-other-languages">');
    expect(html.indexOf('aria-label="Reviews"')).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(html.indexOf('aria-label="Reviews"'));
    expect(html).toMatch(/id="reviews-other-languages"[^>]*>Reviews in other languages<\/p>/);
    expect(html.slice(others, html.indexOf('</ul>', others)).match(/<li/g)).toHaveLength(1);
    expect(html.slice(others).match(/name="intent" value="review-translate"/g)).toHaveLength(1);
    // Its Translate button names the review, as its votes do (F11).
    expect(html.replaceAll('<!-- -->', '')).toMatch(
      /aria-label="Translate review “Bequem, aber etwas klein”"[^>]*>Translate</,
    );
    expect(html).toContain('Is this shoe good for wide feet?');
    expect(html).toContain('Official answer');
    expect(html).toMatch(
      /href="\/en-us\/p\/lumen-4-running-shoe-SRN155750\?write=question#modal-ask-question" data-modal="modal-ask-question" rel="nofollow"/,
    );
    expect(html).toContain('You might also like');
    expect(html).toMatch(/<a [^>]*href="\/en-us\/p\/lumen-4-trail-SRN155760"/);
    expect(html).toMatch(/<img [^>]*width="800" height="800"/);
  });

  it('passes sort, rating filter and page to the api as GET params', async () => {
    const { product } = await render(`${PDP}?reviewSort=highest&reviewRating=5`);
    const list = await product.feedback.reviews;
    expect(list).toMatchObject({ sort: 'highest', rating: 5, start: 0, total: 3 });
    expect(list.reviews.every((review) => review.rating === 5)).toBe(true);
    const paged = await (await productLoader(argsFor(`${BASE}${PDP}?reviewPage=2`))).feedback.reviews;
    expect(paged.start).toBe(6);
    expect(paged.reviews).toHaveLength(2);
  });

  it('a page past the end shows the last page, and "no reviews" only when there are none', async () => {
    const past = await render(`${PDP}?reviewPage=999&questionPage=50`);
    expect(await past.product.feedback.reviews).toMatchObject({ start: 6, total: 8 });
    expect(await past.product.feedback.questions).toMatchObject({ start: 0 });
    const html = past.html.replaceAll('<!-- -->', '');
    expect(html).toContain('Page 2 of 2');
    expect(html).not.toContain('Page 999');
    expect(html).not.toContain('Page 50');
    expect(html).not.toContain('No reviews yet');
    // Its "previous" link leads to page 1 (no reviewPage), not to page 998.
    expect(html).toMatch(/href="\/en-us\/p\/[^"?]*\?questionPage=50#reviews"/);
    expect(html).not.toContain('reviewPage=998');

    const filtered = await render(`${PDP}?reviewPage=5&reviewRating=5`);
    expect(await filtered.product.feedback.reviews).toMatchObject({ start: 0, total: 3 });
    const text = filtered.html.replaceAll('<!-- -->', '');
    expect(text).toContain('3 reviews with 5 stars');
    expect(text).not.toContain('No reviews with this rating yet');
    expect(text).not.toContain('Page 5');
  });

  it('writes the counters and limits as numbers of the page’s language (2,000 / 2.000)', async () => {
    const en = (await render(PDP)).html.replaceAll('<!-- -->', '');
    expect(en).toContain('0 of 2,000 characters');
    const de = (await render('/de-de/p/lumen-4-laufschuh-SRN155750')).html.replaceAll('<!-- -->', '');
    expect(de).toContain('0 von 2.000 Zeichen');
    const long = await act({
      intent: 'review-flag',
      reviewId: MOCK_REVIEW_IDS.english,
      reason: 'spam',
      comment: 'x'.repeat(501),
    });
    expect(long.data).toMatchObject({ fieldErrors: { comment: 'Please use at most 500 characters.' } });
  });

  it('review-vote counts once per shopper; a browser without a usid gets one', async () => {
    const first = await act({ intent: 'review-vote', reviewId: MOCK_REVIEW_IDS.english, helpful: 'true' });
    expect(first.data).toMatchObject({ intent: 'review-vote', counted: true, helpfulCount: 9 });
    const again = await act({ intent: 'review-vote', reviewId: MOCK_REVIEW_IDS.english, helpful: 'true' });
    expect(again.data).toMatchObject({ counted: false, helpfulCount: 9 });
    const fresh = await act({ intent: 'review-vote', reviewId: MOCK_REVIEW_IDS.english, helpful: 'false' }, '');
    expect(fresh.headers.get('set-cookie')).toMatch(
      new RegExp(`^${USID_COOKIE}=[A-Za-z0-9_-]{43}; .*HttpOnly; SameSite=Lax`),
    );
    expect(fresh.data).toMatchObject({ counted: true, unhelpfulCount: 1 });
  });

  // Tester finding F1 (session 51): nobody votes on their own review.
  it('review-vote on, or review-flag of, the shopper’s own review says they can’t, in their language', async () => {
    const written = await write({
      intent: 'review-write',
      rating: '5',
      title: 'My own pair',
      text: 'Light and comfortable on long runs.',
      authorName: 'Sam',
      fit: '',
    });
    expect(written.status).toBeLessThan(400);
    const mine = mockReviewList(new URLSearchParams('sort=newest')).reviews.find((r) => r.title === 'My own pair');
    const vote = await write({ intent: 'review-vote', reviewId: mine?.reviewId ?? '', helpful: 'true' });
    expect(vote.status).toBe(403);
    expect(vote.data).toMatchObject({ formError: 'You can’t vote on your own review.' });
    // Nor report it (t1-F4): the same REV403, said as a report's refusal at the report form.
    const report = await write({ intent: 'review-flag', reviewId: mine?.reviewId ?? '', reason: 'spam', comment: '' });
    expect(report.status).toBe(403);
    expect(report.data).toMatchObject({ intent: 'review-flag', formError: 'You can’t report your own review.' });
    expect(report.data).not.toHaveProperty('flagged');
  });

  it('answer-vote counts a helpful vote on an answer', async () => {
    const vote = await act({ intent: 'answer-vote', answerId: MOCK_ANSWER_ID, helpful: 'true' });
    expect(vote.data).toMatchObject({ intent: 'answer-vote', counted: true, helpfulCount: 5 });
  });

  it('a vote the api cannot record answers its status and a message, shown beside the buttons', async () => {
    const unknown = '00000000-0000-4000-8000-999999999999';
    const failed = await act({ intent: 'review-vote', reviewId: unknown, helpful: 'true' });
    expect(failed.status).toBe(404);
    expect(failed.data).toEqual({
      intent: 'review-vote',
      id: unknown,
      helpful: true,
      formError: 'Your vote couldn’t be saved. Please try again.',
    });
    // As after a post without JavaScript: the message is an alert by that review's buttons, the counts unchanged.
    const { html } = await render(PDP, { ...failed.data, id: MOCK_REVIEW_IDS.english });
    const text = html.replaceAll('<!-- -->', '');
    const alert = text.match(
      /<span id="([^"]+)" role="alert"[^>]*>Your vote couldn’t be saved\. Please try again\.<\/span>/,
    );
    expect(alert).not.toBeNull();
    expect(text).toMatch(new RegExp(`aria-describedby="${alert?.[1]}"[^>]*>Helpful \\(8\\)</button>`));
    expect(text.match(/role="alert"[^>]*>Your vote couldn’t be saved/g)).toHaveLength(1);
  });

  it('without JavaScript a vote or a translation comes back at its review or answer, not the top of the section (decision 0050, addendum)', async () => {
    const { html } = await render(PDP);
    const text = html.replaceAll('<!-- -->', '');
    const review = MOCK_REVIEW_IDS.english;
    // The review's vote posts to its heading's id, which the answered page has.
    expect(text).toMatch(new RegExp(`action="${PDP}#review-${review}"[^>]*>.*?name="reviewId" value="${review}"`));
    expect(text).toContain(`<h3 id="review-${review}"`);
    // An answer's vote to the answer.
    expect(text).toMatch(
      new RegExp(`action="${PDP}#answer-${MOCK_ANSWER_ID}"[^>]*>.*?name="answerId" value="${MOCK_ANSWER_ID}"`),
    );
    expect(text).toContain(`<li id="answer-${MOCK_ANSWER_ID}"`);
    // No vote or translation posts to the sections' tops any more.
    expect(text).not.toMatch(
      /action="[^"]*#(reviews|questions)"[^>]*><input type="hidden" name="intent" value="[a-z]+-(vote|translate)"/,
    );
  });

  it('keeps the colour, size and other params in the no-JavaScript report link and form', async () => {
    const { html } = await render(`${PDP}?colour=297&size=10&reviewSort=lowest`);
    const id = MOCK_REVIEW_IDS.english;
    expect(html).toContain(
      `href="${PDP}?colour=297&amp;size=10&amp;reviewSort=lowest&amp;report=${id}#modal-report-review"`,
    );
    const reporting = await render(`${PDP}?colour=297&size=10&report=${id}`);
    expect(reporting.html).toContain(`action="${PDP}?colour=297&amp;size=10&amp;report=${id}#modal-report-review"`);
  });

  it('pages questions with plain links that keep the other params of the page', async () => {
    const first = await render(`${PDP}?colour=297`);
    expect(first.html).not.toContain('Question pages'); // two questions: one page
    for (const n of [1, 2, 3, 4])
      await write({ intent: 'question-ask', text: `Question number ${n} about the fit?`, authorName: 'Sam' });
    const page1 = await render(`${PDP}?colour=297`);
    expect(await page1.product.feedback.questions).toMatchObject({ start: 0, count: 5, total: 6 });
    expect(page1.html).toContain('<nav aria-label="Question pages"');
    expect(page1.html).toMatch(
      new RegExp(`href="${PDP}\\?colour=297&amp;questionPage=2#questions"[^>]*>More questions</a>`),
    );
    expect(page1.html).toContain('Question number 4 about the fit?');
    expect(page1.html).not.toContain('Wie viele Kilometer hält die Laufsohle?');
    const page2 = await render(`${PDP}?colour=297&questionPage=2`);
    expect(await page2.product.feedback.questions).toMatchObject({ start: 5, total: 6 });
    expect(page2.html).toContain('Wie viele Kilometer hält die Laufsohle?');
    expect(page2.html).not.toContain('Question number 4 about the fit?');
    expect(page2.html).toMatch(new RegExp(`href="${PDP}\\?colour=297#questions"[^>]*>Previous questions</a>`));
    expect(page2.html.replaceAll('<!-- -->', '')).toContain('Page 2 of 2');
    expect(page2.html).not.toContain('>More questions<');
  });

  it('review-flag needs a reason, and a comment for "other"', async () => {
    const none = await act({ intent: 'review-flag', reviewId: MOCK_REVIEW_IDS.english, reason: '', comment: '' });
    expect(none.data).toMatchObject({ fieldErrors: { reason: 'Please choose a reason.' } });
    const other = await act({ intent: 'review-flag', reviewId: MOCK_REVIEW_IDS.english, reason: 'other', comment: '' });
    expect(other.data).toMatchObject({ fieldErrors: { comment: 'Please fill in this field.' } });
    const spam = await act({ intent: 'review-flag', reviewId: MOCK_REVIEW_IDS.english, reason: 'spam', comment: '' });
    expect(spam.data).toMatchObject({ intent: 'review-flag', flagged: true });
  });

  it('review-translate answers the translation with its provider', async () => {
    const result = await act({ intent: 'review-translate', reviewId: MOCK_REVIEW_IDS.german });
    expect(result.data).toMatchObject({
      intent: 'review-translate',
      translation: { provider: 'sandbox', sourceLanguage: 'de', targetLanguage: 'en' },
    });
  });

  it('review-write: every field’s problem after one post: no rating, a title and a text too long at once', async () => {
    const all = await write({
      intent: 'review-write',
      rating: '',
      title: 't'.repeat(101),
      text: 'x'.repeat(2001),
      authorName: 'Sam',
      fit: '',
    });
    expect(all.status).toBe(200);
    expect(all.data).toMatchObject({
      fieldErrors: {
        rating: 'Please choose a rating.',
        title: 'Please use at most 100 characters.',
        text: 'Please use at most 2,000 characters.',
      },
      values: { title: 't'.repeat(101), text: 'x'.repeat(2001) },
    });
    expect(Object.keys((all.data as { fieldErrors: object }).fieldErrors)).toEqual(['rating', 'title', 'text']);
    // Server-rendered (no JavaScript): each message at its field, described by it and marked invalid, and before
    // the fields how many to correct.
    const html = (await render(PDP, all.data)).html;
    expect(html).toContain('Please choose a rating.');
    expect(html).toContain('Please use at most 100 characters.');
    expect(html).toContain('Please use at most 2,000 characters.');
    expect(html).toContain('Please correct the 3 fields marked below.');
    // That line names an error summary before the fields: each problem a link to its field (the rating's to its
    // first star), in the form's order, the first link the section's first control (the first Tab's stop).
    const summary = html.match(/<div[^>]*id="review-write-problems"[^>]*>[\s\S]*?<\/ul>/)?.[0] ?? '';
    expect(summary).toMatch(/role="group"[^>]*aria-labelledby="review-write-problems-title"/);
    expect(summary).toMatch(/id="review-write-problems-title"[^>]*>Please correct the 3 fields marked below\./);
    const links = [...summary.matchAll(/<a href="#([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, id, text]) => [id, text]);
    expect(links).toEqual([
      ['review-write-rating', 'Please choose a rating.'],
      ['review-write-title', 'Please use at most 100 characters.'],
      ['review-write-text', 'Please use at most 2,000 characters.'],
    ]);
    expect(html).toMatch(
      /<input[^>]*id="review-write-rating"[^>]*value="1"|<input[^>]*value="1"[^>]*id="review-write-rating"/,
    );
    expect(html).toMatch(/<input[^>]*id="review-write-title"[^>]*name="title"/);
    expect(html).toMatch(/<textarea[^>]*id="review-write-text"[^>]*name="text"/);
    const section = html.slice(html.indexOf('id="modal-write-review"'));
    expect(section.search(/<(a|input|textarea|select|button)[\s>]/)).toBe(
      section.indexOf('<a href="#review-write-rating"'),
    );
    const invalid = html.match(/<(input|textarea)[^>]*aria-invalid="true"[^>]*>/g) ?? [];
    expect(invalid).toHaveLength(5 + 2);
    expect(invalid[0]).toMatch(/name="rating" value="1"/);
    for (const field of invalid) {
      const described = field.match(/aria-describedby="([^"]*)"/)?.[1]?.split(' ') ?? [];
      const error = described.find((id) => id.endsWith('-error'));
      expect(error).toBeDefined();
      expect(html).toMatch(new RegExp(`id="${error}"[^>]*>Please (choose a rating|use at most)`));
    }
  });

  it('review-flag: a missing reason and a comment too long are both said after one post', async () => {
    const both = await act({
      intent: 'review-flag',
      reviewId: MOCK_REVIEW_IDS.english,
      reason: '',
      comment: 'x'.repeat(501),
    });
    expect(both.data).toMatchObject({
      fieldErrors: { reason: 'Please choose a reason.', comment: 'Please use at most 500 characters.' },
    });
  });

  it('review-write: field errors first, the server’s length check, then success with a toast', async () => {
    const empty = await write({ intent: 'review-write', rating: '', title: '', text: '', authorName: 'A', fit: '' });
    expect(empty.data).toMatchObject({
      fieldErrors: {
        rating: 'Please choose a rating.',
        title: 'Give your review a title.',
        text: 'Write your review: at least 10 characters.',
        authorName: 'Please use 2 to 50 characters.',
      },
    });
    const long = {
      intent: 'review-write',
      rating: '5',
      title: 'Great',
      text: 'x'.repeat(2001),
      authorName: 'Sam',
      fit: '',
    };
    const short = await write({ ...long, text: 'Nice.' });
    expect(short.data).toMatchObject({ fieldErrors: { text: 'Please use at least 10 characters.' } });
    const tooLong = await write(long);
    expect(tooLong.status).toBe(200);
    expect(tooLong.data).toMatchObject({
      fieldErrors: { text: 'Please use at most 2,000 characters.' },
      values: { text: 'x'.repeat(2001) },
    });
    const ok = await write({ ...long, text: 'Light and quick.', fit: 'true-to-size' });
    expect(ok.status).toBe(303);
    // To the reviews: a fragment of its own, or the browser keeps the post's #modal-write-review and reopens it.
    expect(ok.headers.get('location')).toBe(`${PDP}#reviews`);
    expect(ok.headers.get('set-cookie')).toContain('outsole_flash=');
    const list = await (await productLoader(argsFor(`${BASE}${PDP}`))).feedback.reviews;
    expect(list.summary.count).toBe(9);
  });

  // Tester finding F22 (session 51): "Stride Customer Service" was a shopper's name to show.
  it('question-ask and review-write refuse a name that speaks for the shop, at the name field', async () => {
    const question = await write({
      intent: 'question-ask',
      text: 'Refund problems? Call this number.',
      authorName: 'Stride Customer Service',
    });
    expect(question.data).toMatchObject({
      fieldErrors: { authorName: 'This name is kept for the shop and its staff. Please choose a name of your own.' },
    });
    const review = await write({
      intent: 'review-write',
      rating: '5',
      title: 'Official word',
      text: 'Light and comfortable on long runs.',
      authorName: 'Support',
      fit: '',
    });
    expect(review.data).toMatchObject({
      fieldErrors: { authorName: 'This name is kept for the shop and its staff. Please choose a name of your own.' },
    });
  });

  it('question-ask: 10 to 500 characters and a name, then sent', async () => {
    const short = await write({ intent: 'question-ask', text: 'Too short', authorName: 'Sam' });
    expect(short.data).toMatchObject({ fieldErrors: { text: 'Please use 10 to 500 characters.' } });
    const sent = await write({ intent: 'question-ask', text: 'Does it run true to size?', authorName: 'Sam' });
    expect(sent.data).toMatchObject({ intent: 'question-ask', sent: true });
    // The next question starts empty under the same name (the form is not left with an empty name).
    expect(sent.data).toMatchObject({ values: { text: '', authorName: 'Sam' } });
    const list = await (await productLoader(argsFor(`${BASE}${PDP}`))).feedback.questions;
    expect(list.questions[0]?.text).toBe('Does it run true to size?');
  });

  it('review-write and question-ask: a guest is asked to sign in, whatever the fields; the api is not called', async () => {
    const review = {
      intent: 'review-write',
      rating: '5',
      title: 'Great',
      text: 'Light and quick.',
      authorName: 'Sam',
      fit: '',
    };
    const guestReview = await act(review);
    expect(guestReview).toMatchObject({
      status: 200,
      data: { intent: 'review-write', signIn: true, values: { title: 'Great' } },
    });
    const empty = await act({ ...review, title: '' });
    expect(empty.data).toMatchObject({ signIn: true, fieldErrors: {} });
    const question = await act({ intent: 'question-ask', text: 'Does it run true to size?', authorName: 'Sam' });
    expect(question).toMatchObject({ status: 200, data: { intent: 'question-ask', signIn: true } });
    const list = await (await productLoader(argsFor(`${BASE}${PDP}`))).feedback.questions;
    expect(list.questions.some((q) => q.text === 'Does it run true to size?')).toBe(false);
    // Shown in the dialog in place of the form: why, with sign-in and sign-up links.
    const html = (await render(PDP, guestReview.data)).html;
    expect(html).toContain('Sign in to write a review. Reviews are written from an account, one per product.');
    expect(html).toMatch(/href="#modal-sign-in"[^>]*>Sign in<\/a>/);
    expect(html).toMatch(/href="#modal-sign-up"[^>]*>Create an account<\/a>/);
    const asked = (await render(PDP, question.data)).html;
    expect(asked).toContain('Sign in to ask a question. Questions are asked from an account.');
  });

  it('without JavaScript, the review and question forms first say that writing needs an account, with sign-in', async () => {
    // A kept page is served to guests and signed-in shoppers alike: the notice is right for both (decision 0052).
    const { html } = await render(PDP);
    for (const [section, message] of [
      [
        'modal-write-review',
        'Reviews are written by signed-in shoppers. If you’re not signed in yet, please sign in first.',
      ],
      [
        'modal-ask-question',
        'Questions are asked by signed-in shoppers. If you’re not signed in yet, please sign in first.',
      ],
    ] as const) {
      const start = html.indexOf(`id="${section}"`);
      const form = html.slice(start, html.indexOf('</section>', start)).replaceAll('<!-- -->', '');
      // Its link leads to the form's page of the shopper's own (a guest is asked to sign in there).
      const notice = /<noscript><p [^>]*>([^<]*)<a href="([^"]*)"[^>]*>Sign in<\/a><\/p><\/noscript>/.exec(form);
      expect(notice?.[1]?.trim()).toBe(message);
      expect(notice?.[2]).toBe(`${PDP}?write=${section === 'modal-write-review' ? 'review' : 'question'}#${section}`);
      // Before anything is typed: ahead of the first field.
      expect(form.indexOf('<noscript>')).toBeLessThan(form.indexOf('name="authorName"'));
      expect(form.indexOf('<noscript>')).toBeLessThan(form.indexOf('name="text"'));
    }
  });

  it('a signed-in shopper’s review and question forms start with their display name, first name and initial', async () => {
    // The mock api's demo shopper, Sam Demo (the root loader reads their profile).
    const claims = { typ: 'Registered', exp: Math.floor(Date.now() / 1000) + 1800, sub: 'C1000000001' } as const;
    const sam = browserCookies({ ...tokenAnswer('Registered'), accessToken: accessToken(claims) });
    const { html } = await render(PDP, undefined, sam);
    for (const section of ['modal-write-review', 'modal-ask-question']) {
      const start = html.indexOf(`id="${section}"`);
      const form = html.slice(start, html.indexOf('</section>', start));
      expect(form).toMatch(/<input [^>]*name="authorName" [^>]*value="Sam D\."/);
    }
    // A guest's start empty.
    const guest = (await render(PDP)).html;
    expect(guest).not.toMatch(/name="authorName" [^>]*value="[^"]/);
  });

  it('review-write and question-ask: a second review, or the same question again, is said at the form', async () => {
    const review = {
      intent: 'review-write',
      rating: '4',
      title: 'Good',
      text: 'Light and quick.',
      authorName: 'Sam',
      fit: '',
    };
    expect((await write(review)).status).toBe(303);
    const again = await write({ ...review, rating: '1' });
    expect(again).toMatchObject({
      status: 200,
      data: { intent: 'review-write', formError: 'You’ve already reviewed this product.', values: { rating: '1' } },
    });
    const html = (await render(PDP, again.data)).html;
    expect(html).toContain('You’ve already reviewed this product.');
    const question = { intent: 'question-ask', text: 'Is it good for wide feet?', authorName: 'Sam' };
    expect((await write(question)).data).toMatchObject({ sent: true });
    expect(await write({ ...question, text: 'is it good for WIDE feet' })).toMatchObject({
      status: 200,
      data: { intent: 'question-ask', formError: 'You’ve already asked this question about this product.' },
    });
  });

  /** The `id="…"` section of a page (the dialogs' no-JavaScript copies), up to its end. */
  const sectionOf = (html: string, id: string) => {
    const start = html.indexOf(`id="${id}"`);
    expect(start).toBeGreaterThan(0);
    return html.slice(start, html.indexOf('</section>', start)).replaceAll('<!-- -->', '');
  };
  /** The Cookie header of the mock api's demo shopper, Sam Demo (the root loader reads their profile). */
  const samCookies = () =>
    browserCookies({
      ...tokenAnswer('Registered'),
      accessToken: accessToken({ typ: 'Registered', exp: Math.floor(Date.now() / 1000) + 1800, sub: 'C1000000001' }),
    });

  it('the form’s page of the shopper’s own (?write=review): their name, then their review in place of the form', async () => {
    const sam = samCookies();
    const first = await render(`${PDP}?write=review`, undefined, sam);
    expect(first.product.write).toEqual({ what: 'review', signedIn: true, own: null });
    const form = sectionOf(first.html, 'modal-write-review');
    expect(form).toMatch(/<input [^>]*name="authorName" [^>]*value="Sam D\."/);
    expect(form).not.toContain('<noscript>');
    // The form posts to this page: a sign-in the answer asks for comes back here.
    expect(form).toContain(`action="${PDP}?write=review#modal-write-review"`);
    const review = { intent: 'review-write', rating: '4', title: 'Good', text: 'Light and quick.', fit: '' };
    const written = await productAction(
      argsFor(`${BASE}${PDP}?write=review&colour=001`, {
        method: 'POST',
        body: new URLSearchParams({ ...review, authorName: 'Sam D.' }),
        headers: { cookie: sam },
      }),
    );
    // Back to the product page's reviews, not to the form's page.
    expect((written as Response).headers.get('location')).toBe(`${PDP}?colour=001#reviews`);
    const again = await render(`${PDP}?write=review`, undefined, sam);
    expect(again.product.write).toMatchObject({ signedIn: true, own: { title: 'Good' } });
    const own = sectionOf(again.html, 'modal-write-review');
    expect(own).toContain('You’ve already reviewed this product.');
    expect(own).toContain('Light and quick.');
    expect(own).not.toContain('name="rating"');
  });

  // Decision 0052, addendum "held for moderation": a review or question with contact details waits for an operator.
  it('a review or question with contact details is held: the toast and the sent message say so, the own review awaits approval', async () => {
    const flashOf = (headers: Headers) => {
      const cookie = decodeURIComponent(headers.getSetCookie().find((c) => c.startsWith('outsole_flash=')) ?? '');
      const value = cookie.split(';')[0]?.split('=')[1] ?? '';
      return JSON.parse(Buffer.from(value, 'base64').toString()) as { message: string };
    };
    const review = { intent: 'review-write', rating: '2', title: 'Cheaper elsewhere', fit: '', authorName: 'Sam D.' };
    const sam = samCookies();
    const held = await productAction(
      argsFor(`${BASE}${PDP}`, {
        method: 'POST',
        body: new URLSearchParams({ ...review, text: 'Same pair for less at cheap-shoes.example.com!' }),
        headers: { cookie: sam },
      }),
    );
    expect((held as Response).status).toBe(303);
    expect(flashOf((held as Response).headers).message).toBe('product.reviews.write.held');
    // Not listed, not counted; its author sees it on the form's page, awaiting approval (with and without JavaScript).
    const list = await (await productLoader(argsFor(`${BASE}${PDP}`))).feedback.reviews;
    expect(list.summary.count).toBe(8);
    const own = await render(`${PDP}?write=review`, undefined, sam);
    expect(own.product.write).toMatchObject({ own: { status: 'pending' } });
    const section = sectionOf(own.html, 'modal-write-review');
    expect(section).toContain('Awaiting approval');
    expect(section).toContain('We check reviews with links, email addresses or phone numbers before they appear.');
    // A review without contact details is published at once, as before.
    const plain = await write({ ...review, text: 'Light and quick, but narrow.' });
    expect(flashOf(plain.headers).message).toBe('product.reviews.write.success');

    const question = await write({
      intent: 'question-ask',
      text: 'Call me on 0171 2345678 about sizes?',
      authorName: 'Sam',
    });
    expect(question.data).toMatchObject({ sent: true, held: true });
    const questions = await (await productLoader(argsFor(`${BASE}${PDP}`))).feedback.questions;
    expect(questions.questions.some((q) => q.text.includes('0171'))).toBe(false);
    const sent = await render(`${PDP}#modal-ask-question`, question.data);
    expect(sectionOf(sent.html, 'modal-ask-question')).toContain(
      'Your question will appear once we have checked it. Our team and other shoppers can then answer it.',
    );
    const asked = await write({ intent: 'question-ask', text: 'Does it run true to size?', authorName: 'Sam' });
    expect(asked.data).toMatchObject({ sent: true });
    expect(asked.data).not.toHaveProperty('held');
  });

  it('says a review or question is held in every locale (du in German, U+202F before French punctuation)', () => {
    const held = (locale: Parameters<typeof translatorFor>[0], key: string) => translatorFor(locale).format(key);
    expect(held('en-us', 'product.reviews.write.held')).toBe(
      'Thank you! Your review will appear once we have checked it.',
    );
    expect(held('en-gb', 'product.reviews.write.held')).toBe(
      'Thank you! Your review will appear once we have checked it.',
    );
    expect(held('de-de', 'product.reviews.write.held')).toBe(
      'Danke! Deine Bewertung erscheint, sobald wir sie geprüft haben.',
    );
    expect(held('fr-fr', 'product.reviews.write.held')).toBe(
      'Merci\u202f! Votre avis apparaîtra dès que nous l’aurons vérifié.',
    );
    expect(held('ja-jp', 'product.reviews.write.held')).toBe(
      'ありがとうございます。確認が済みしだい、レビューが掲載されます。',
    );
    for (const locale of ['en-us', 'en-gb', 'de-de', 'fr-fr', 'ja-jp'] as const) {
      for (const key of [
        'product.reviews.own.pending',
        'product.reviews.own.pendingNote',
        'product.questions.sent.held',
      ]) {
        expect(held(locale, key)).not.toBe(key);
      }
      expect(held(locale, 'product.reviews.write.held')).not.toBe(held(locale, 'product.reviews.write.success'));
    }
    expect(held('de-de', 'product.questions.sent.held')).toMatch(/^Deine Frage/);
    expect(held('fr-fr', 'product.reviews.own.pending')).toBe('En attente de validation');
  });

  it('the form’s page for a guest asks them to sign in first, and the sign-in comes back to the form', async () => {
    for (const [what, id, message] of [
      ['review', 'modal-write-review', 'Sign in to write a review.'],
      ['question', 'modal-ask-question', 'Sign in to ask a question.'],
    ] as const) {
      const { html, product } = await render(`${PDP}?write=${what}`, undefined, `${USID_COOKIE}=${USID}`);
      expect(product.write).toEqual({ what, signedIn: false, own: null });
      const section = sectionOf(html, id);
      expect(section).toContain(message);
      expect(section).not.toContain('name="text"');
      // Signing in from it comes back to the form (the route's handle names its fragment for the sign-in's return).
      expect(handle.signInReturnHash?.(new URLSearchParams(`colour=001&write=${what}`))).toBe(id);
    }
    expect(handle.signInReturnHash?.(new URLSearchParams('colour=001'))).toBeNull();
    expect(handle.signInReturnHash?.(new URLSearchParams('write=nonsense'))).toBeNull();
  });

  it('a guest’s post without JavaScript keeps what they typed in the form, under the sign-in notice', async () => {
    const review = {
      intent: 'review-write',
      rating: '4',
      title: 'Great &amp; light',
      text: 'Light and quick.\nGood grip.',
      authorName: 'Ana',
      fit: 'runs-small',
    };
    const guestReview = await act(review);
    expect(guestReview.data).toMatchObject({ signIn: true, values: { title: 'Great &amp; light' } });
    // The answer is the page the form posted to: its own form's page.
    const { html } = await render(`${PDP}?write=review`, guestReview.data, `${USID_COOKIE}=${USID}`);
    const section = sectionOf(html, 'modal-write-review');
    expect(section).toContain('Sign in to write a review.');
    expect(section).toMatch(/href="#modal-sign-in"[^>]*>Sign in<\/a>/);
    expect(section).toMatch(/name="rating" checked="" value="4"/);
    expect(html).not.toMatch(/action="[^"]*write=review#(reviews|questions)"/);
    expect(html).not.toMatch(/href="[^"]*write=review[^"]*(reviewPage|report)=/);
    expect(section).toMatch(/<input [^>]*name="title" [^>]*value="Great &amp;amp; light"/);
    expect(section).toContain('>Light and quick.\nGood grip.</textarea>');
    expect(section).toMatch(/<input [^>]*name="authorName" [^>]*value="Ana"/);
    expect(section).toMatch(/<option value="runs-small" selected="">/);
    // The notice comes first, and once (not the form's no-JavaScript notice too).
    expect(section.indexOf('Sign in to write a review.')).toBeLessThan(section.indexOf('name="title"'));
    expect(section).not.toContain('<noscript>');

    const question = await act({ intent: 'question-ask', text: 'Does it run true to size?', authorName: 'Ana' });
    const asked = (await render(`${PDP}?write=question`, question.data, `${USID_COOKIE}=${USID}`)).html;
    const ask = sectionOf(asked, 'modal-ask-question');
    expect(ask).toContain('Sign in to ask a question.');
    expect(ask).toContain('>Does it run true to size?</textarea>');
    expect(ask).toMatch(/<input [^>]*name="authorName" [^>]*value="Ana"/);
  });

  it('a second review posted from a kept page (REV409) shows the shopper’s review in place of the form', async () => {
    const review = {
      intent: 'review-write',
      rating: '4',
      title: 'Good',
      text: 'Light and quick.',
      authorName: 'Sam',
      fit: '',
    };
    expect((await write(review)).status).toBe(303);
    const again = await write({ ...review, rating: '1', title: 'Changed my mind' });
    expect(again.data).toMatchObject({
      formError: 'You’ve already reviewed this product.',
      own: { title: 'Good', rating: 4 },
    });
    const section = sectionOf((await render(PDP, again.data)).html, 'modal-write-review');
    expect(section).toContain('data-own-review');
    expect(section).toContain('You’ve already reviewed this product.');
    expect(section).toContain('>Good</h3>');
    expect(section).not.toContain('name="rating"');
  });

  it('question-ask and review-flag: text the api would refuse (bidi, control, invisible only) is marked at its field', async () => {
    const hidden = 'Please type this again without hidden characters (they often come with copy and paste).';
    const bidi = await write({ intent: 'question-ask', text: 'Is it \u202Ewide\u202C enough?', authorName: '\u200B' });
    expect(bidi.data).toMatchObject({ fieldErrors: { text: hidden, authorName: 'Enter a display name.' } });
    expect(bidi.data).not.toHaveProperty('formError');
    const bell = await write({ intent: 'question-ask', text: 'Is it wide\u0007 enough?', authorName: 'Ada' });
    expect(bell.data).toMatchObject({ fieldErrors: { text: hidden } });
    // A line break is text in a question.
    const lines = await write({ intent: 'question-ask', text: 'Is it wide\r\nenough?', authorName: 'Zoë 山田' });
    expect(lines.data).toMatchObject({ sent: true });
    // "Spam" needs no comment, but a bad one left in the field is marked there (not a form error that keeps coming).
    const spam = await act({
      intent: 'review-flag',
      reviewId: MOCK_REVIEW_IDS.english,
      reason: 'spam',
      comment: '\u202Ehello',
    });
    expect(spam.data).toMatchObject({ fieldErrors: { comment: hidden } });
    const blank = await act({
      intent: 'review-flag',
      reviewId: MOCK_REVIEW_IDS.english,
      reason: 'spam',
      comment: '\u200B',
    });
    expect(blank.data).toMatchObject({
      fieldErrors: { comment: 'Please enter visible text, or leave this field empty.' },
    });
  });

  it('answers a malformed feedback post at its form with 400 (the page stays), a too-long field beside the field', async () => {
    const invalid = 'This couldn’t be sent. Please reload the page and try again.';
    const vote = await act({ intent: 'review-vote', reviewId: 'nope', helpful: 'true' });
    expect(vote).toMatchObject({ status: 400, data: { intent: 'review-vote', id: 'nope', formError: invalid } });
    const comment = 'x'.repeat(10_001);
    const report = await act({ intent: 'review-flag', reviewId: MOCK_REVIEW_IDS.english, reason: 'other', comment });
    expect(report).toMatchObject({
      status: 400,
      data: {
        intent: 'review-flag',
        values: { comment },
        // Its own limit, the one its counter shows (not the 10,000 any text field is cut at).
        fieldErrors: { comment: 'Please use at most 500 characters.' },
      },
    });
    // A field longer than any form sends is said with every other problem of the post, at once.
    const review = await write({
      intent: 'review-write',
      rating: '',
      title: 't'.repeat(10_001),
      text: 'x'.repeat(10_001),
      authorName: 'Sam',
      fit: '',
    });
    expect(review).toMatchObject({
      status: 400,
      data: {
        intent: 'review-write',
        fieldErrors: {
          rating: 'Please choose a rating.',
          title: 'Please use at most 100 characters.',
          text: 'Please use at most 2,000 characters.',
        },
      },
    });
    const reasonless = await act({ intent: 'review-flag', reviewId: MOCK_REVIEW_IDS.english, reason: '', comment });
    expect(reasonless.data).toMatchObject({
      fieldErrors: { reason: 'Please choose a reason.', comment: 'Please use at most 500 characters.' },
    });
    const question = await write({ intent: 'question-ask', text: 'q'.repeat(10_001), authorName: '' });
    expect(question.data).toMatchObject({
      fieldErrors: { text: 'Please use 10 to 500 characters.', authorName: 'Enter a display name.' },
    });
    const unknownReview = await act({ intent: 'review-flag', reviewId: 'not-a-uuid', reason: 'spam', comment: '' });
    expect(unknownReview).toMatchObject({
      status: 400,
      data: { intent: 'review-flag', reviewId: 'not-a-uuid', values: { reason: 'spam' }, formError: invalid },
    });
    // Shown in the report dialog the link opened, which stays.
    const html = (await render(`${PDP}?report=not-a-uuid`, unknownReview.data)).html;
    expect(html).toContain(invalid);
  });

  it('a vote, a report, a review or a question has its shopper read reviews and questions fresh; a translation not', async () => {
    const marked = (headers: Headers) =>
      headers.getSetCookie().some((cookie) => cookie.startsWith(`${FRESH_FEEDBACK_COOKIE}=1;`));
    const vote = await act({ intent: 'review-vote', reviewId: MOCK_REVIEW_IDS.english, helpful: 'true' });
    expect(marked(vote.headers)).toBe(true);
    const asked = await write({
      intent: 'question-ask',
      text: 'Does the heel slip when running uphill?',
      authorName: 'Ana',
    });
    expect(marked(asked.headers)).toBe(true);
    const translated = await act({ intent: 'review-translate', reviewId: MOCK_REVIEW_IDS.german });
    expect(marked(translated.headers)).toBe(false);
    const thread = await act({ intent: 'question-translate', questionId: MOCK_QUESTION_IDS.german });
    expect(marked(thread.headers)).toBe(false);
  });

  it('a question in another language offers Translate, and shows the thread translated with its source', async () => {
    const { html } = await render(PDP);
    const text = html.replaceAll('<!-- -->', '');
    // Marked as German, question and answer; the English thread is not offered a translation.
    expect(text).toContain(
      `<h3 id="question-${MOCK_QUESTION_IDS.german}" class="text-lg font-bold" lang="de">Wie viele Kilometer hält die Laufsohle?</h3>`,
    );
    expect(text).toContain('<p lang="en">Yes: the Lumen 4 comes in a wide (2E) fit too.</p>');
    expect(text).toContain('<p lang="de">Meine hat gut 800 Kilometer gehalten.</p>');
    expect(text.match(/name="intent" value="question-translate"/g)).toHaveLength(1);
    // Its Translate button names the question, as its votes do (F11): not one "Translate" among many.
    expect(text).toMatch(/aria-label="Translate question “Wie viele Kilometer hält die Laufsohle\?”"[^>]*>Translate</);
    expect(text).toMatch(
      new RegExp(
        `action="${PDP}#question-${MOCK_QUESTION_IDS.german}"[^>]*>.*?name="questionId" value="${MOCK_QUESTION_IDS.german}"`,
      ),
    );

    const result = await act({ intent: 'question-translate', questionId: MOCK_QUESTION_IDS.german });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      intent: 'question-translate',
      questionId: MOCK_QUESTION_IDS.german,
      translation: {
        provider: 'sandbox',
        question: { sourceLanguage: 'de', text: '[en] Wie viele Kilometer hält die Laufsohle?' },
        answers: [{ sourceLanguage: 'de', text: '[en] Meine hat gut 800 Kilometer gehalten.' }],
      },
    });
    // As after a post without JavaScript: the thread in English (the page's language), its source said, no button.
    const translated = (await render(PDP, result.data)).html.replaceAll('<!-- -->', '');
    expect(translated).toContain(
      `<h3 id="question-${MOCK_QUESTION_IDS.german}" class="text-lg font-bold">[en] Wie viele Kilometer hält die Laufsohle?</h3>`,
    );
    expect(translated).toContain('<p>[en] Meine hat gut 800 Kilometer gehalten.</p>');
    expect(translated).toContain('Translated automatically from German');
    expect(translated).toMatch(/aria-pressed="true"[^>]*>Show original<\/button>/);
    expect(translated).not.toContain('value="question-translate"');

    const unknown = '00000000-0000-4000-a000-999999999999';
    const failed = await act({ intent: 'question-translate', questionId: unknown });
    expect(failed.status).toBe(404);
    expect(failed.data).toMatchObject({ intent: 'question-translate', questionId: unknown });
    const message = String(failed.data?.formError);
    expect(message.length).toBeGreaterThan(0);
    // Said in the thread the shopper asked for (between its question and its answers), and there only.
    const refused = (await render(PDP, { ...failed.data, questionId: MOCK_QUESTION_IDS.german })).html;
    const alert = refused.indexOf(`role="alert" class="text-sm font-medium text-danger">${message}</p>`);
    expect(alert).toBeGreaterThan(refused.indexOf('Wie viele Kilometer hält die Laufsohle?'));
    expect(alert).toBeLessThan(refused.indexOf('Meine hat gut 800 Kilometer gehalten.'));
    expect(refused.split(message)).toHaveLength(2);
    expect(await act({ intent: 'question-translate', questionId: 'nope' })).toMatchObject({
      status: 400,
      data: { intent: 'question-translate', questionId: 'nope', formError: expect.any(String) },
    });
  });
});
