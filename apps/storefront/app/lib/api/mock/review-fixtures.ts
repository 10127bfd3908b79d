import { holdsContactDetails } from '@outsole/contracts/contact-details.values';
import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import { productPath } from '@outsole/contracts/paths';
import { PRODUCT_IMAGE_SIZE, productImagePath, type ProductTile } from '@outsole/contracts/products';
import type { Site } from '@outsole/contracts/reference';
import type { Recommendations } from '@outsole/contracts/search';
import {
  FLAG_REASONS,
  REVIEW_TEXT_MAX,
  REVIEW_TITLE_MAX,
  type Question,
  type Review,
  type ReviewList,
  type ReviewSort,
} from '@outsole/contracts/reviews';

import { mockTokenClaims } from './mock-replies.ts';
import { MOCK_PRODUCT_ID } from './product-fixtures.ts';
import type { MockHandlers } from './mock-types.ts';
import { characterCount } from '@outsole/contracts/text.values';

/**
 * Mock-mode reviews, questions and recommendations for the mock product, shaped like the seeded api's: eight
 * reviews (one in German, for "Translate"), two questions (one with a brand answer, one in German with an answer,
 * for "Translate"), two similar styles. Votes,
 * flags, new reviews and questions live in this module for the life of the process (mock mode is for development
 * and tests only), counted once per x-usid like the api.
 */
const REVIEW_ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const MOCK_REVIEW_IDS = { english: REVIEW_ID(1), german: REVIEW_ID(2) } as const;
export const MOCK_ANSWER_ID = '00000000-0000-4000-9000-000000000001';
export const MOCK_QUESTION_IDS = {
  english: '00000000-0000-4000-a000-000000000001',
  german: '00000000-0000-4000-a000-000000000002',
} as const;

const SEED: Array<[number, string, string, Review['fit'], string]> = [
  [
    5,
    'Light and fast',
    'My new favourite for tempo days. Light, springy and comfortable from the first run.',
    'true-to-size',
    'en-us',
  ],
  [
    4,
    'Bequem, aber etwas klein',
    'Sehr bequemer Schuh für lange Läufe. Fällt etwas klein aus, also eine halbe Nummer größer nehmen.',
    'runs-small',
    'de-de',
  ],
  [5, 'Great daily trainer', 'Cushioned enough for long runs and still quick.', 'true-to-size', 'en-us'],
  [3, 'Good, not great', 'Comfortable but the upper feels warm in summer.', null, 'en-us'],
  [5, 'Love the colours', 'Looks great and feels even better.', 'true-to-size', 'en-gb'],
  [2, 'Narrow toe box', 'Too narrow for my feet; the wide version may be better.', 'runs-small', 'en-us'],
  [4, 'Solid', 'Does everything well. Grip is fine on wet roads.', 'runs-large', 'en-us'],
  [1, 'Sole wore out', 'The outsole wore through after 200 km.', null, 'en-us'],
];

interface State {
  reviews: Review[];
  questions: Question[];
  votes: Map<string, boolean>;
  flags: Set<string>;
  /** `{productId}:{consumerNo}` of every review written here, and `…:{question}` of every question. */
  written: Set<string>;
  /** The account (`sub`) that wrote each review written here: `author=me` answers theirs. */
  authors: Map<string, string>;
  /** Reviews held for moderation as the api holds them (contact details in them): only `author=me` shows them. */
  held: Review[];
}

let state: State | null = null;

function store(): State {
  state ??= {
    reviews: SEED.map(([rating, title, text, fit, locale], index) => ({
      reviewId: REVIEW_ID(index + 1),
      productId: MOCK_PRODUCT_ID,
      rating,
      title,
      text,
      locale,
      authorName: ['Alex', 'Jonas', 'Priya', 'Sam', 'Olivia', 'Chris', 'Maya', 'Lee'][index] ?? 'Runner',
      verified: false,
      fit,
      helpfulCount: 8 - index,
      unhelpfulCount: index % 3,
      createdAt: new Date(Date.UTC(2026, 3, 20 - index * 2)).toISOString(),
    })),
    questions: [
      {
        questionId: MOCK_QUESTION_IDS.english,
        productId: MOCK_PRODUCT_ID,
        text: 'Is this shoe good for wide feet?',
        locale: 'en-us',
        authorName: 'Dana',
        answerCount: 1,
        answers: [
          {
            answerId: MOCK_ANSWER_ID,
            text: 'Yes: the Lumen 4 comes in a wide (2E) fit too.',
            authorName: 'Stride',
            isBrandAnswer: true,
            helpfulCount: 4,
            unhelpfulCount: 0,
            createdAt: '2026-04-02T10:00:00.000Z',
          },
        ],
        createdAt: '2026-04-01T10:00:00.000Z',
      },
      {
        questionId: MOCK_QUESTION_IDS.german,
        productId: MOCK_PRODUCT_ID,
        text: 'Wie viele Kilometer hält die Laufsohle?',
        locale: 'de-de',
        authorName: 'Kim',
        answerCount: 1,
        answers: [
          {
            answerId: '00000000-0000-4000-9000-000000000002',
            text: 'Meine hat gut 800 Kilometer gehalten.',
            authorName: 'Jonas',
            isBrandAnswer: false,
            helpfulCount: 1,
            unhelpfulCount: 0,
            createdAt: '2026-03-22T10:00:00.000Z',
          },
        ],
        createdAt: '2026-03-20T10:00:00.000Z',
      },
    ],
    votes: new Map(),
    flags: new Set(),
    written: new Set(),
    authors: new Map(),
    held: [],
  };
  return state;
}

/** Tests that write start from the seed again. */
export function resetMockReviews(): void {
  state = null;
}

const ORDER: Record<ReviewSort, (a: Review, b: Review) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  highest: (a, b) => b.rating - a.rating,
  lowest: (a, b) => a.rating - b.rating,
  'most-helpful': (a, b) => b.helpfulCount - a.helpfulCount,
};

export function mockReviewList(query: URLSearchParams): ReviewList {
  const { reviews } = store();
  const sort = (query.get('sort') ?? 'newest') as ReviewSort;
  const rating = query.get('rating') ? Number(query.get('rating')) : null;
  const start = Number(query.get('start') ?? 0);
  const count = Number(query.get('count') ?? 10);
  const matching = reviews.filter((r) => rating === null || r.rating === rating).sort(ORDER[sort] ?? ORDER.newest);
  const fits = reviews.filter((r) => r.fit);
  const total = reviews.reduce((sum, r) => sum + r.rating, 0);
  return {
    productId: MOCK_PRODUCT_ID,
    sort,
    rating,
    start,
    count,
    total: matching.length,
    summary: {
      average: reviews.length ? Math.round((total / reviews.length) * 10) / 10 : null,
      count: reviews.length,
      histogram: [1, 2, 3, 4, 5].map((r) => ({ rating: r, count: reviews.filter((x) => x.rating === r).length })),
      fit: {
        runsSmall: fits.filter((r) => r.fit === 'runs-small').length,
        trueToSize: fits.filter((r) => r.fit === 'true-to-size').length,
        runsLarge: fits.filter((r) => r.fit === 'runs-large').length,
        count: fits.length,
      },
    },
    reviews: matching.slice(start, start + count),
  };
}

function error(status: number, errorId: string, message: string, field?: string) {
  return { status, body: { errorDetails: [{ errorId, message, ...(field ? { field } : {}) }] } };
}

function usidOf(headers: Headers): string | null {
  return headers.get(ApiHeaders.usid);
}

const NO_USID = () => error(400, 'API400', 'This call needs the shopper session id (x-usid).', 'x-usid');

/** The account a bearer names, as the api's writing needs one (decision 0052); null for a guest or none. */
function writerOf(headers: Headers): string | null {
  const claims = mockTokenClaims(headers);
  return claims?.typ === 'Registered' && typeof claims.sub === 'string' ? claims.sub : null;
}

const SIGN_IN_TO_WRITE = () => error(401, 'API401', 'Sign in to write a review or ask a question.');

/** A question as the api compares it with the asker's others (questions.service.ts questionKey). */
function questionKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

function vote(id: string, usid: string, helpful: boolean, counts: { helpfulCount: number; unhelpfulCount: number }) {
  const key = `${id}:${usid}`;
  const previous = store().votes.get(key);
  const counted = previous !== helpful;
  if (counted) {
    if (previous === true) counts.helpfulCount -= 1;
    if (previous === false) counts.unhelpfulCount -= 1;
    if (helpful) counts.helpfulCount += 1;
    else counts.unhelpfulCount += 1;
    store().votes.set(key, helpful);
  }
  return { id, helpful, counted, helpfulCount: counts.helpfulCount, unhelpfulCount: counts.unhelpfulCount };
}

function similarTiles(site: Site): ProductTile[] {
  const tile = (productId: string, name: string, slug: string, colour: string, list: number, sale: number | null) => ({
    productId,
    name,
    pdpUrl: productPath(site.locale, slug, productId),
    price: { list, sale, currency: site.currency },
    image: { view: 'side' as const, url: productImagePath(productId, colour, 'side'), ...PRODUCT_IMAGE_SIZE },
    colourCount: 2,
    badges: [],
  });
  return [
    tile('SRN155760', 'Lumen 4 Trail', 'lumen-4-trail', '001', 14000, null),
    tile('SRN155770', 'Tempo Racer', 'tempo-racer', '410', 16000, 12000),
  ];
}

export const reviewMockHandlers = {
  'GET /products/v1/products/{productId}/reviews': ({ params, query, headers }) => {
    if (params.productId !== MOCK_PRODUCT_ID) return error(404, 'API404', 'The product was not found.');
    if (query.get('author') !== 'me') return { body: mockReviewList(query) };
    // The shopper's own review only (decision 0052, addendum), by the bearer's account.
    const writer = writerOf(headers);
    if (!writer) return SIGN_IN_TO_WRITE();
    const list = mockReviewList(new URLSearchParams());
    // With its moderation status, as the api answers the author: a held one is `pending`.
    const own = [
      ...store()
        .reviews.filter((review) => store().authors.get(review.reviewId) === writer)
        .map((review) => ({ ...review, status: 'published' as const })),
      ...store().held.filter((review) => store().authors.get(review.reviewId) === writer),
    ];
    return { body: { ...list, rating: null, start: 0, count: own.length, total: own.length, reviews: own } };
  },
  'GET /products/v1/products/{productId}/reviews/votes': ({ params, headers }) => {
    // The session's own votes (decision 0052, addendum): the mock keys them by session only.
    const usid = usidOf(headers);
    if (!usid) return error(401, 'API401', 'This call needs a shopper session: a guest or registered bearer token.');
    if (params.productId !== MOCK_PRODUCT_ID) return error(404, 'API404', 'The product was not found.');
    const mine = (id: string) => store().votes.get(`${id}:${usid}`);
    const answers = store().questions.flatMap((question) => question.answers);
    return {
      body: {
        productId: MOCK_PRODUCT_ID,
        reviews: store().reviews.flatMap((r) => {
          const helpful = mine(r.reviewId);
          return helpful === undefined ? [] : [{ reviewId: r.reviewId, helpful }];
        }),
        answers: answers.flatMap((a) => {
          const helpful = mine(a.answerId);
          return helpful === undefined ? [] : [{ answerId: a.answerId, helpful }];
        }),
        // The reviews the bearer's account wrote here (the mock's answers have no shopper authors).
        authored: {
          reviewIds: store()
            .reviews.filter(
              (review) => writerOf(headers) !== null && store().authors.get(review.reviewId) === writerOf(headers),
            )
            .map((review) => review.reviewId),
          answerIds: [],
        },
      },
    };
  },
  'POST /products/v1/products/{productId}/reviews': ({ params, body, headers }) => {
    const writer = writerOf(headers);
    if (!writer) return SIGN_IN_TO_WRITE();
    // As the api: one REV410 naming every field too long.
    const tooLong = [
      ...(characterCount(body.title) > REVIEW_TITLE_MAX ? ['body.title'] : []),
      ...(characterCount(body.text) > REVIEW_TEXT_MAX ? ['body.text'] : []),
    ].map((field) => ({ errorId: 'REV410', message: 'The review is too long.', field }));
    if (tooLong.length > 0) return { status: 400, body: { errorDetails: tooLong } };
    if (params.productId !== MOCK_PRODUCT_ID) return error(404, 'API404', 'The product was not found.');
    const key = `${MOCK_PRODUCT_ID}:${writer}`;
    if (store().written.has(key)) return error(409, 'REV409', 'You have already reviewed this product.');
    store().written.add(key);
    const review: Review = {
      reviewId: crypto.randomUUID(),
      productId: MOCK_PRODUCT_ID,
      rating: body.rating,
      title: body.title,
      text: body.text,
      locale: headers.get(ApiHeaders.locale) ?? 'en-us',
      authorName: body.authorName,
      verified: false,
      fit: body.fit ?? null,
      helpfulCount: 0,
      unhelpfulCount: 0,
      createdAt: new Date().toISOString(),
    };
    store().authors.set(review.reviewId, writer);
    // As the api: a title, text or name with contact details is held for moderation, neither listed nor counted.
    if (holdsContactDetails(body.title, body.text, body.authorName)) {
      store().held.push({ ...review, status: 'pending' });
      return { status: 201, body: { ...review, status: 'pending', held: true } };
    }
    store().reviews.push(review);
    return { status: 201, body: { ...review, status: 'published', held: false } };
  },
  'POST /products/v1/review/{reviewId}/vote': ({ params, body, headers }) => {
    const usid = usidOf(headers);
    if (!usid) return NO_USID();
    const review = store().reviews.find((r) => r.reviewId === params.reviewId);
    if (!review) return error(404, 'API404', 'The review was not found.');
    // As the api: nobody votes on their own review.
    const writer = writerOf(headers);
    if (writer && store().authors.get(review.reviewId) === writer) {
      return error(403, 'REV403', 'You cannot vote on your own review.', 'params.reviewId');
    }
    return { body: vote(review.reviewId, usid, body.helpful, review) };
  },
  'POST /products/v1/review/{reviewId}/flag': ({ params, body, headers }) => {
    const usid = usidOf(headers);
    if (!usid) return NO_USID();
    if (!FLAG_REASONS.includes(body.reason)) return error(400, 'API400', 'reason is invalid', 'body.reason');
    if (!store().reviews.some((r) => r.reviewId === params.reviewId))
      return error(404, 'API404', 'The review was not found.');
    // As the api: nobody reports their own review.
    const writer = writerOf(headers);
    if (writer && store().authors.get(params.reviewId ?? '') === writer) {
      return error(403, 'REV403', 'You cannot report your own review.', 'params.reviewId');
    }
    const key = `${params.reviewId}:${usid}`;
    const created = !store().flags.has(key);
    store().flags.add(key);
    return { status: created ? 201 : 200, body: { reviewId: params.reviewId ?? '', flagged: true, created } };
  },
  'POST /products/v1/review/{reviewId}/translate': ({ params, headers }) => {
    const review = store().reviews.find((r) => r.reviewId === params.reviewId);
    if (!review) return error(404, 'API404', 'The review was not found.');
    const target = (headers.get(ApiHeaders.locale) ?? 'en-us').slice(0, 2);
    return {
      body: {
        reviewId: review.reviewId,
        provider: 'sandbox',
        sourceLanguage: review.locale.slice(0, 2),
        targetLanguage: target,
        title: `[${target}] ${review.title}`,
        text: `[${target}] ${review.text}`,
        cached: false,
      },
    };
  },
  'POST /products/v1/review/{questionId}/questions/translate': ({ params, body, headers }) => {
    const question = store().questions.find((q) => q.questionId === params.questionId);
    if (!question) return error(404, 'API404', 'The question was not found.', 'questionId');
    const target = (body.targetLocale ?? headers.get(ApiHeaders.locale) ?? 'en-us').slice(0, 2);
    const source = question.locale.slice(0, 2);
    const translated = (text: string) => (source === target ? text : `[${target}] ${text}`);
    return {
      body: {
        questionId: question.questionId,
        provider: 'sandbox',
        targetLanguage: target,
        question: { sourceLanguage: source, text: translated(question.text) },
        answers: question.answers.map((a) => ({
          answerId: a.answerId,
          sourceLanguage: source,
          text: translated(a.text),
        })),
        cached: false,
      },
    };
  },
  'GET /products/v1/products/{productId}/reviews/questions': ({ params, query }) => {
    if (params.productId !== MOCK_PRODUCT_ID) return error(404, 'API404', 'The product was not found.');
    // Newest first (a question asked goes to the front), a page of them as the api answers.
    const { questions } = store();
    const start = Number(query.get('start') ?? 0);
    const count = Number(query.get('count') ?? 10);
    return {
      body: {
        productId: MOCK_PRODUCT_ID,
        sort: 'newest',
        start,
        count,
        total: questions.length,
        questions: questions.slice(start, start + count),
      },
    };
  },
  'POST /products/v1/products/{productId}/reviews/questions': ({ params, body, headers }) => {
    const writer = writerOf(headers);
    if (!writer) return SIGN_IN_TO_WRITE();
    if (params.productId !== MOCK_PRODUCT_ID) return error(404, 'API404', 'The product was not found.');
    const key = `${MOCK_PRODUCT_ID}:${writer}:${questionKey(body.text)}`;
    if (store().written.has(key))
      return error(409, 'QST409', 'You have already asked this question about this product.', 'body.text');
    store().written.add(key);
    const question: Question = {
      questionId: crypto.randomUUID(),
      productId: MOCK_PRODUCT_ID,
      text: body.text,
      locale: headers.get(ApiHeaders.locale) ?? 'en-us',
      authorName: body.authorName,
      answerCount: 0,
      answers: [],
      createdAt: new Date().toISOString(),
    };
    // As the api: a question with contact details is held for moderation, not listed.
    const held = holdsContactDetails(body.text, body.authorName);
    if (!held) store().questions.unshift(question);
    return { status: 201, body: { ...question, held } };
  },
  'POST /products/v1/review/{answerId}/questions/vote': ({ params, body, headers }) => {
    const usid = usidOf(headers);
    if (!usid) return NO_USID();
    const answer = store()
      .questions.flatMap((q) => q.answers)
      .find((a) => a.answerId === params.answerId);
    return answer
      ? { body: vote(answer.answerId, usid, body.helpful, answer) }
      : error(404, 'API404', 'The answer was not found.');
  },
} satisfies MockHandlers;

/** Recommendations need the site (prices, URLs); the default handlers look it up. */
/** widgetRecommendations as the api answers it: similar styles to the mock product, or the recently viewed asked for. */
export function mockRecommendations(site: Site, query: URLSearchParams): Recommendations {
  const productId = query.get('productId') ?? undefined;
  if (query.get('widget') === 'recently-viewed') {
    const asked = (query.get('productIds') ?? '').split(',').filter((id) => id !== productId);
    const tiles = similarTiles(site).filter((tile) => asked.includes(tile.productId));
    tiles.sort((a, b) => asked.indexOf(a.productId) - asked.indexOf(b.productId));
    return { widget: 'recently-viewed', ...(productId ? { productId } : {}), products: tiles };
  }
  return { widget: 'similar', productId, products: productId === MOCK_PRODUCT_ID ? similarTiles(site) : [] };
}
