import type { ProductActionResult } from './product-actions.server.ts';

/** What went wrong with a post: a message per field the shopper can correct, and one for the form. */
export interface ActionProblem {
  fieldErrors?: Record<string, string>;
  formError?: string;
}

/**
 * The product page's answer to a post that could not be carried out (a value the api would refuse, or on the
 * browser a request that never got an answer), in the shape its form reads: the problem is shown at the form
 * that sent it, field errors beside their fields, and the page stays. Null for an intent the page does not have.
 */
export function actionFailure(form: FormData, problem: ActionProblem): ProductActionResult | null {
  const value = (name: string) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  const fieldErrors = problem.fieldErrors ?? {};
  const picked = <K extends string>(names: readonly K[]) => {
    const errors: Partial<Record<K, string>> = {};
    for (const name of names) if (fieldErrors[name]) errors[name] = fieldErrors[name];
    return errors;
  };
  const formError = problem.formError;
  const intent = value('intent');
  switch (intent) {
    case 'notify':
      return { intent, email: value('email'), fieldErrors: picked(['email']), formError };
    case 'find-stores': {
      const nearYou = form.has('latitude') ? { nearYou: true } : {};
      return { intent, place: value('place'), ...nearYou, fieldError: fieldErrors.place, formError };
    }
    case 'review-vote':
    case 'answer-vote': {
      const id = value(intent === 'review-vote' ? 'reviewId' : 'answerId');
      const message = formError ?? Object.values(fieldErrors)[0] ?? '';
      return { intent, id, helpful: value('helpful') === 'true', formError: message };
    }
    case 'review-flag': {
      const values = { reason: value('reason'), comment: value('comment') };
      return { intent, reviewId: value('reviewId'), values, fieldErrors: picked(['reason', 'comment']), formError };
    }
    case 'review-translate':
      return { intent, reviewId: value('reviewId'), formError: formError ?? '' };
    case 'question-translate':
      return { intent, questionId: value('questionId'), formError: formError ?? '' };
    case 'review-write': {
      const fields = ['rating', 'title', 'text', 'authorName', 'fit'] as const;
      const values = Object.fromEntries(fields.map((name) => [name, value(name)])) as Record<
        (typeof fields)[number],
        string
      >;
      return { intent, values, fieldErrors: picked(['rating', 'title', 'text', 'authorName']), formError };
    }
    case 'question-ask': {
      const values = { text: value('text'), authorName: value('authorName') };
      return { intent, values, fieldErrors: picked(['text', 'authorName']), formError };
    }
    default:
      return null;
  }
}
