import type { LocalePath } from '@outsole/contracts/locales';
import type { Brand } from '@outsole/contracts/reference';
import type { AnswersTable, QuestionsTable, ReviewFit, ReviewsTable, StylesTable } from '../../schema.js';
import { languageOf } from '../../../lib/language.js';
import { createRandom, type Random } from '../prng.js';
import { CATALOG_NOW } from './generate-catalog.js';
import { PRODUCT_TYPES } from './product-types.js';
import {
  AUTHOR_NAMES,
  CLOSINGS,
  DETAILS,
  FIT_PHRASES,
  joinSentences,
  OPENERS,
  phraseText,
  QUESTIONS,
  SHOPPER_ANSWERS,
  TITLES,
  TYPE_QUESTIONS,
  type Phrase,
  type ProductGrammar,
  type ProductKind,
  type ReviewLanguage,
  type Sentiment,
} from './review-phrases.js';

export interface ReviewsChunk {
  reviews: ReviewsTable[];
  questions: QuestionsTable[];
  answers: AnswersTable[];
}

export interface ReviewSite {
  siteId: string;
  brand: Brand;
  locale: LocalePath;
}

/** Its own seed, so adding reviews leaves the catalog's random sequence (and so every style) unchanged. */
const REVIEWS_SEED = 0x5e71_e3a1;
export const MAX_REVIEWS_PER_STYLE = 25;
export const MAX_QUESTIONS_PER_STYLE = 4;
const DAY_MS = 86_400_000;

/** Rating weights 1..5 by how well a style is liked: reviews lean positive with a tail of unhappy buyers. */
const RATING_WEIGHTS = {
  loved: [2, 2, 5, 21, 70],
  liked: [5, 5, 12, 33, 45],
  divisive: [14, 14, 22, 28, 22],
} as const;
const REPUTATIONS = ['loved', 'liked', 'liked', 'divisive'] as const;
const FITS: readonly ReviewFit[] = ['runs-small', 'true-to-size', 'runs-large'];

/**
 * What each product type's texts agree with, by brand and type (a sandal is a Badeschlappe at Stride, a
 * Trekkingsandale at Kestrel): its English name plural or not (Shorts, Socks: "they", not "it"), its German and
 * French nouns' gender and number (Laufshorts: "sie"; Chaussettes: "elles").
 */
const GRAMMAR = new Map<string, ProductGrammar>(
  Object.entries(PRODUCT_TYPES).flatMap(([brand, types]) =>
    types.map((type) => [`${brand}:${type.key}`, { plural: type.plural, ...type.forms }] as const),
  ),
);
const SINGULAR: ProductGrammar = { plural: false, de: 'n', fr: 'm' };

const KIND_BY_TYPE = new Map<string, ProductKind>(
  Object.values(PRODUCT_TYPES)
    .flat()
    .map((type) => [
      type.key,
      type.department === 'shoes' ? 'shoe' : type.department === 'clothing' ? 'apparel' : 'accessory',
    ]),
);

/**
 * Returns a generator of reviews and questions for successive chunks of styles: 0–25 reviews per style (most
 * styles a handful, a few many), ratings by the style's reputation, fit with the style's own tendency, and 0–4
 * questions each with the brand's answer and sometimes a shopper's. Texts are assembled from the phrase banks in
 * the language of a site of the style's brand. Deterministic: the same styles in the same order give the same rows.
 */
export function createReviewGenerator(sites: readonly ReviewSite[]): (styles: readonly StylesTable[]) => ReviewsChunk {
  const random = createRandom(REVIEWS_SEED);
  let authorSeq = 0;
  return (styles) => {
    const chunk: ReviewsChunk = { reviews: [], questions: [], answers: [] };
    for (const style of styles) {
      const brandSites = sites.filter((site) => site.brand === style.brand);
      if (brandSites.length === 0) continue;
      const kind = KIND_BY_TYPE.get(style.product_type) ?? 'accessory';
      const grammar = GRAMMAR.get(`${style.brand}:${style.product_type}`) ?? SINGULAR;
      const weights = RATING_WEIGHTS[random.pick(REPUTATIONS)];
      const fitBias = kind === 'accessory' ? null : random.pick([0, 1, 1, 2]);
      const reviewCount = Math.floor(random.next() ** 2 * (MAX_REVIEWS_PER_STYLE + 1));
      for (let n = 0; n < reviewCount; n += 1) {
        const site = random.pick(brandSites);
        const rating = weighted(random, weights) + 1;
        const fit = fitBias === null || random.next() < 0.2 ? null : (FITS[pickFit(random, fitBias)] ?? null);
        chunk.reviews.push({
          id: uuidFrom(random),
          product_id: style.product_id,
          site_id: site.siteId,
          locale: site.locale,
          ...reviewText(random, languageOf(site.locale), kind, grammar, rating, fit),
          author_name: random.pick(AUTHOR_NAMES[languageOf(site.locale)]),
          author_id: `seed:${authorSeq++}`,
          fit,
          verified: random.next() < 0.7 ? 1 : 0,
          status: 'published',
          held_at: null,
          helpful_count: Math.floor(random.next() ** 3 * 40),
          unhelpful_count: Math.floor(random.next() ** 3 * 6),
          created_at: dateAfter(random, style.created_at),
        });
      }
      const questionCount = weighted(random, [35, 30, 20, 10, 5]);
      // One pick from whichever bank, so the random sequence (and every other row) is as before.
      const bank = TYPE_QUESTIONS[style.product_type] ?? QUESTIONS[kind];
      for (let n = 0; n < Math.min(questionCount, MAX_QUESTIONS_PER_STYLE); n += 1) {
        const site = random.pick(brandSites);
        const language = languageOf(site.locale);
        const [question, answer] = random.pick(bank);
        const questionId = uuidFrom(random);
        const askedAt = dateAfter(random, style.created_at);
        const answers: AnswersTable[] = [];
        if (random.next() < 0.9) {
          const text = phraseText(answer, language, grammar);
          answers.push(answerRow(random, questionId, text, brandAnswerer(style.brand), askedAt, true));
        }
        if (random.next() < 0.4) {
          const name = random.pick(AUTHOR_NAMES[language]);
          const text = phraseText(random.pick(SHOPPER_ANSWERS), language, grammar);
          answers.push(answerRow(random, questionId, text, name, askedAt, false));
        }
        chunk.questions.push({
          id: questionId,
          product_id: style.product_id,
          site_id: site.siteId,
          locale: site.locale,
          body: phraseText(question, language, grammar),
          author_name: random.pick(AUTHOR_NAMES[language]),
          author_id: `seed:${authorSeq++}`,
          answer_count: answers.length,
          created_at: askedAt,
          status: 'published',
          held_at: null,
        });
        chunk.answers.push(...answers);
      }
    }
    return chunk;
  };
}

function reviewText(
  random: Random,
  language: ReviewLanguage,
  kind: ProductKind,
  grammar: ProductGrammar,
  rating: number,
  fit: ReviewFit | null,
): { rating: number; title: string; body: string } {
  const sentiment: Sentiment = rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
  const sentences: Phrase[] = [random.pick(OPENERS[sentiment]), random.pick(DETAILS[kind][sentiment])];
  if (fit !== null && random.next() < 0.7) sentences.push(random.pick(FIT_PHRASES[fit]));
  if (random.next() < 0.6) sentences.push(random.pick(CLOSINGS[sentiment]));
  return {
    rating,
    title: random.pick(TITLES[sentiment])[language],
    body: joinSentences(
      language,
      sentences.map((phrase) => phraseText(phrase, language, grammar)),
    ),
  };
}

function answerRow(
  random: Random,
  questionId: string,
  body: string,
  authorName: string,
  askedAt: string,
  isBrand: boolean,
): AnswersTable {
  return {
    id: uuidFrom(random),
    question_id: questionId,
    body,
    author_name: authorName,
    author_id: isBrand ? 'brand' : `seed:answer:${questionId}`,
    is_brand_answer: isBrand ? 1 : 0,
    helpful_count: Math.floor(random.next() ** 2 * 15),
    unhelpful_count: Math.floor(random.next() ** 3 * 3),
    created_at: dateAfter(random, askedAt),
  };
}

function brandAnswerer(brand: string): string {
  return brand === 'kestrel' ? 'Kestrel Outfitters' : 'Stride Customer Care';
}

/** The style's usual fit most of the time, a neighbour now and then (feet differ). */
function pickFit(random: Random, bias: number): number {
  const roll = random.next();
  if (roll < 0.7) return bias;
  return roll < 0.85 ? Math.max(0, bias - 1) : Math.min(2, bias + 1);
}

/** A moment between `after` and the catalog's clock. */
function dateAfter(random: Random, after: string): string {
  const from = Date.parse(after);
  const span = Math.max(DAY_MS, Date.parse(CATALOG_NOW) - from);
  return new Date(Math.min(Date.parse(CATALOG_NOW) - 1, from + Math.floor(random.next() * span))).toISOString();
}

/** A version-4-shaped UUID from the seeded generator: demo ids look like the api's own, and never change. */
export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(random.next() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0'),
  ).join('');
  const variant = '89ab'[random.int(0, 3)] ?? '8';
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function weighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}
