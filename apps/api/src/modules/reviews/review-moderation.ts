import { parseArgs } from 'node:util';
import { ConfigError } from '../../config/config.js';
import type { Db } from '../../db/schema.js';
import { findQuestionForModeration, judgeQuestion } from './questions.repository.js';
import {
  clearFlags,
  findFlaggedReviews,
  findHeld,
  findReviewForModeration,
  hideReview,
  lockReview,
  publishReview,
  refuseHeldReview,
  type FlaggedReviewRow,
  type HeldRow,
} from './reviews.repository.js';
import { adjustStyleRating } from './style-ratings.repository.js';

/**
 * The operator's side of review reports (decision 0052), until a back office has a moderation screen:
 * `npm run reviews:moderate` lists the reviews with reports nobody has judged yet (hidden ones first), `-- --restore
 * ID` puts a review back (published again, counted in its style's rating again, its reports judged so they no longer
 * count) or keeps a reported one as it is, and `-- --hide ID` takes one down (a guest's reports never do).
 */
export type ModerationRequest =
  { action: 'list'; limit: number } | { action: 'restore'; reviewId: string } | { action: 'hide'; reviewId: string };

const USAGE = 'usage: npm run reviews:moderate [-- --limit N] | -- --restore ID | -- --hide ID (a review or question)';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseModerationArgs(args: readonly string[]): ModerationRequest {
  let values: { restore?: string; hide?: string; limit?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { restore: { type: 'string' }, hide: { type: 'string' }, limit: { type: 'string' } },
    }));
  } catch (error) {
    throw new ConfigError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const given = [values.restore, values.hide, values.limit].filter((value) => value !== undefined);
  if (given.length > 1) throw new ConfigError(`--restore, --hide and --limit exclude each other\n${USAGE}`);
  for (const [action, id] of [
    ['restore', values.restore],
    ['hide', values.hide],
  ] as const) {
    if (id === undefined) continue;
    if (!UUID.test(id.trim())) throw new ConfigError(`${id} is not a review or question id (a UUID)\n${USAGE}`);
    return { action, reviewId: id.trim().toLowerCase() };
  }
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!/^\d+$/.test(values.limit ?? '50') || limit < 1) throw new ConfigError(`--limit takes a whole number\n${USAGE}`);
  return { action: 'list', limit };
}

export type ModerationOutcome =
  | { action: 'list'; held: HeldRow[]; reviews: FlaggedReviewRow[] }
  | {
      action: 'restore' | 'hide';
      kind: 'review' | 'question';
      reviewId: string;
      changed: boolean;
      /** It was held on posting (waiting for an operator) until now. */
      wasHeld: boolean;
      clearedFlags: number;
    };

/** Runs one moderation request; an id of no review or question is a ConfigError (nothing is written). */
export async function moderate(db: Db, request: ModerationRequest, now: Date = new Date()): Promise<ModerationOutcome> {
  if (request.action === 'list') {
    const [held, reviews] = await Promise.all([findHeld(db, request.limit), findFlaggedReviews(db, request.limit)]);
    return { action: 'list', held, reviews };
  }
  const { reviewId } = request;
  return db.transaction().execute(async (trx) => {
    await lockReview(trx, reviewId);
    const review = await findReviewForModeration(trx, reviewId);
    if (!review) {
      const question = await findQuestionForModeration(trx, reviewId);
      if (!question) throw new ConfigError(`no review or question ${reviewId}`);
      const status = request.action === 'restore' ? 'published' : 'hidden';
      const changed = await judgeQuestion(trx, reviewId, status);
      const wasHeld = question.held_at !== null;
      return { action: request.action, kind: 'question', reviewId, changed, wasHeld, clearedFlags: 0 };
    }
    const rating = Number(review.rating);
    const wasHeld = review.status === 'hidden' && review.held_at !== null;
    const base = { kind: 'review' as const, reviewId, wasHeld };
    if (request.action === 'restore') {
      const changed = await publishReview(trx, reviewId);
      // A held review was never counted; a hidden one was taken out of the rating: both count from now.
      if (changed) await adjustStyleRating(trx, review.product_id, 1, rating);
      return { action: 'restore', ...base, changed, clearedFlags: await clearFlags(trx, reviewId, now.toISOString()) };
    }
    if (wasHeld) {
      // Refused: it stays hidden and was never counted.
      const changed = await refuseHeldReview(trx, reviewId);
      return { action: 'hide', ...base, changed, clearedFlags: await clearFlags(trx, reviewId, now.toISOString()) };
    }
    const changed = await hideReview(trx, reviewId);
    if (changed) await adjustStyleRating(trx, review.product_id, -1, rating);
    return { action: 'hide', ...base, changed, clearedFlags: await clearFlags(trx, reviewId, now.toISOString()) };
  });
}

/** The outcome as the command prints it. */
export function describeOutcome(outcome: ModerationOutcome): string {
  if (outcome.action === 'list') {
    const held =
      outcome.held.length === 0
        ? ['no held reviews or questions waiting']
        : [
            'held for approval (contact details in them):',
            ...outcome.held.map(
              (h) =>
                `${h.id}  ${h.kind.padEnd(9)} ${h.product_id}  ${h.rating === null ? '  ' : `${h.rating}★`}  ` +
                `held ${h.held_at}  "${oneLine(h.text)}" by ${h.author_name}`,
            ),
          ];
    const reported =
      outcome.reviews.length === 0
        ? ['no reported reviews waiting']
        : [
            'reported:',
            ...outcome.reviews.map(
              (r) =>
                `${r.id}  ${r.status.padEnd(9)} ${r.product_id}  ${r.rating}★  reports: ${Number(r.flags)} ` +
                `(${Number(r.account_flags)} from accounts), last ${r.last_flag_at}  "${r.title}" by ${r.author_name}`,
            ),
          ];
    return [...held, ...reported].join('\n');
  }
  if (outcome.kind === 'question') {
    const state =
      outcome.action === 'restore'
        ? outcome.changed
          ? 'published'
          : 'was published: kept as it is'
        : outcome.changed
          ? outcome.wasHeld
            ? 'refused: stays unlisted'
            : 'hidden'
          : 'was already hidden';
    return `question ${outcome.reviewId} ${state}`;
  }
  const state =
    outcome.action === 'restore'
      ? outcome.changed
        ? outcome.wasHeld
          ? 'published (was held for approval)'
          : 'published again'
        : 'was published: kept as it is'
      : outcome.changed
        ? outcome.wasHeld
          ? 'refused: stays unlisted'
          : 'hidden'
        : 'was already hidden';
  return `review ${outcome.reviewId} ${state}; ${outcome.clearedFlags} report(s) judged`;
}

/** A text on one line of the list, at most 120 characters. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}
