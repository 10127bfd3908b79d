import { QuestionList, ReviewList } from '@outsole/contracts/reviews';
import { Recommendations } from '@outsole/contracts/search';
import type { ProductTile } from '@outsole/contracts/products';

import type { ApiClient } from '#app/lib/api/client.server.ts';
import { pageStart, QUESTIONS_PER_PAGE, REVIEWS_PER_PAGE, type ReviewQuery } from './review-query.ts';

export interface ProductFeedback {
  reviews: Promise<ReviewList>;
  questions: Promise<QuestionList>;
  similar: Promise<ProductTile[]>;
}

const SIMILAR_COUNT = 4;

/**
 * Reviews, questions and similar products, asked for beside the rest of the page: none of them delays the product's
 * details (CONVENTIONS 11); the loader puts those that come within a second into the document and streams the others
 * (decision 0016, addendum on the product page's lower sections). A failed stream is caught here so it never becomes
 * an unhandled rejection; the page shows its error element (a short notice for reviews and questions, nothing for
 * similar products).
 */
export function loadProductFeedback(api: ApiClient, productId: string, query: ReviewQuery): ProductFeedback {
  const reviews = lastPageIfPast(query.page, REVIEWS_PER_PAGE, (start) =>
    api.get(`/products/v1/products/${productId}/reviews`, ReviewList, {
      sort: query.sort,
      rating: query.rating ?? undefined,
      start,
      count: REVIEWS_PER_PAGE,
    }),
  );
  const questions = lastPageIfPast(query.questionPage, QUESTIONS_PER_PAGE, (start) =>
    api.get(`/products/v1/products/${productId}/reviews/questions`, QuestionList, {
      sort: 'newest',
      start,
      count: QUESTIONS_PER_PAGE,
    }),
  );
  const similar = api
    .get('/products/v1/widgetRecommendations', Recommendations, { productId, count: SIMILAR_COUNT })
    .then((result) => result.products.filter((tile) => tile.productId !== productId));
  for (const promise of [reviews, questions, similar]) promise.catch(() => undefined);
  return { reviews, questions, similar };
}

/** A page past the end (an old link, a count that shrank, a typed URL) is answered with the last page. */
async function lastPageIfPast<T extends { start: number; total: number }>(
  page: number,
  perPage: number,
  get: (start: number) => Promise<T>,
): Promise<T> {
  const asked = (page - 1) * perPage;
  const list = await get(asked);
  const start = pageStart(page, perPage, list.total);
  return start === asked ? list : get(start);
}
