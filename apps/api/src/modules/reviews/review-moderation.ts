import { parseArgs } from 'node:util';
import { ConfigError } from '../../config/config.js';
import type { Db } from '../../db/schema.js';
import {
  clearFlags,
  findFlaggedReviews,
  findReviewForModeration,
  hideReview,
  lockReview,
  publishReview,
  type FlaggedReviewRow,
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

const USAGE = 'usage: npm run reviews:moderate [-- --limit N] | -- --restore REVIEW_ID | -- --hide REVIEW_ID';
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
    if (!UUID.test(id.trim())) throw new ConfigError(`${id} is not a review id (a UUID)\n${USAGE}`);
    return { action, reviewId: id.trim().toLowerCase() };
  }
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!/^\d+$/.test(values.limit ?? '50') || limit < 1) throw new ConfigError(`--limit takes a whole number\n${USAGE}`);
  return { action: 'list', limit };
}

export type ModerationOutcome =
  | { action: 'list'; reviews: FlaggedReviewRow[] }
  | { action: 'restore' | 'hide'; reviewId: string; changed: boolean; clearedFlags: number };

/** Runs one moderation request; an unknown review id is a ConfigError (nothing is written). */
export async function moderate(db: Db, request: ModerationRequest, now: Date = new Date()): Promise<ModerationOutcome> {
  if (request.action === 'list') return { action: 'list', reviews: await findFlaggedReviews(db, request.limit) };
  const { reviewId } = request;
  return db.transaction().execute(async (trx) => {
    await lockReview(trx, reviewId);
    const review = await findReviewForModeration(trx, reviewId);
    if (!review) throw new ConfigError(`no review ${reviewId}`);
    const rating = Number(review.rating);
    if (request.action === 'restore') {
      const changed = await publishReview(trx, reviewId);
      if (changed) await adjustStyleRating(trx, review.product_id, 1, rating);
      return { action: 'restore', reviewId, changed, clearedFlags: await clearFlags(trx, reviewId, now.toISOString()) };
    }
    const changed = await hideReview(trx, reviewId);
    if (changed) await adjustStyleRating(trx, review.product_id, -1, rating);
    return { action: 'hide', reviewId, changed, clearedFlags: await clearFlags(trx, reviewId, now.toISOString()) };
  });
}

/** The outcome as the command prints it. */
export function describeOutcome(outcome: ModerationOutcome): string {
  if (outcome.action === 'list') {
    if (outcome.reviews.length === 0) return 'no reported reviews waiting';
    return outcome.reviews
      .map(
        (r) =>
          `${r.id}  ${r.status.padEnd(9)} ${r.product_id}  ${r.rating}★  reports: ${Number(r.flags)} ` +
          `(${Number(r.account_flags)} from accounts), last ${r.last_flag_at}  "${r.title}" by ${r.author_name}`,
      )
      .join('\n');
  }
  const state =
    outcome.action === 'restore'
      ? outcome.changed
        ? 'published again'
        : 'was published: kept as it is'
      : outcome.changed
        ? 'hidden'
        : 'was already hidden';
  return `review ${outcome.reviewId} ${state}; ${outcome.clearedFlags} report(s) judged`;
}
