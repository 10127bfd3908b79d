import { data } from 'react-router';
import type { z } from 'zod';

import type { Translator } from '#app/lib/i18n/translator.ts';
import { actionFailure, type ActionProblem } from './action-failure.ts';

/** The fields a shopper types or chooses on the product page's forms: a problem with one is shown beside it. */
const SHOPPER_FIELDS = new Set(['email', 'place', 'reason', 'comment', 'rating', 'title', 'text', 'authorName', 'fit']);

/**
 * A post the intent's schema refused (a value longer than the api takes, an id the page never shows), answered as
 * data with 400 (CONVENTIONS 7): a message on the field the shopper can correct, else one for the form, shown
 * where the form is while the page stays. Throws 400 for an intent the page does not have.
 */
export function invalidPost(
  form: FormData,
  issues: readonly z.core.$ZodIssue[],
  { format }: Translator,
  /** The form's own checks of what was posted: every field's problem is said at once, each field's own first
   *  (its real limit: 100 characters for a review's title, not the 10,000 every text field is cut at). */
  checked: Record<string, string> = {},
) {
  const problem: ActionProblem & { fieldErrors: Record<string, string> } = { fieldErrors: { ...checked } };
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!SHOPPER_FIELDS.has(field)) {
      problem.formError = format('product.action.invalid');
      continue;
    }
    problem.fieldErrors[field] ??=
      (issue.code === 'too_big' ? format('product.reviews.tooLong', { max: Number(issue.maximum) }) : undefined) ??
      format(field === 'email' ? 'validation.email' : 'product.action.invalid') ??
      '';
  }
  const result = actionFailure(form, problem);
  if (!result) throw data({ reason: 'bad-request' }, { status: 400 });
  return data(result, { status: 400 });
}
