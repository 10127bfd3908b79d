import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { VoteResult } from './vote-action.server.ts';

export interface VoteButtonsProps {
  intent: 'review-vote' | 'answer-vote';
  id: string;
  helpfulCount: number;
  unhelpfulCount: number;
  /** Answers have "Helpful" only. */
  withUnhelpful: boolean;
  /** From a post made without JavaScript. */
  actionData: VoteResult | undefined;
}

/**
 * "Helpful (n)" / "Not helpful (n)": a form posting `intent=review-vote` (or `answer-vote`) to the route action.
 * The api counts one vote per shopper, so the counts shown are the api's answer, not a local +1. A vote the api
 * could not record says so beside the buttons (an alert, which the buttons name as their description) and keeps
 * the counts as they were.
 */
export function VoteButtons({ intent, id, helpfulCount, unhelpfulCount, withUnhelpful, actionData }: VoteButtonsProps) {
  const t = useT();
  const location = useLocation();
  const errorId = useId();
  const fetcher = useFetcher<VoteResult>({ key: `${intent}-${id}` });
  const result = fetcher.data ?? (actionData?.id === id ? actionData : undefined);
  const voted = result && 'counted' in result ? result : undefined;
  const error = result && 'formError' in result ? result.formError : undefined;
  const counts = voted ?? { helpfulCount, unhelpfulCount };
  const field = intent === 'review-vote' ? 'reviewId' : 'answerId';
  const button = buttonStyles({ variant: 'ghost', size: 'sm', className: 'border border-stone-300' });
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      action={`${location.pathname}${location.search}#${intent === 'review-vote' ? 'reviews' : 'questions'}`}
      preventScrollReset
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <button
        type="submit"
        name="helpful"
        value="true"
        className={button}
        aria-pressed={voted ? voted.helpful : undefined}
        aria-describedby={error && !busy ? errorId : undefined}
        {...inertButtonProps({ busy })}
      >
        {t('product.reviews.helpful', { count: counts.helpfulCount })}
      </button>
      {withUnhelpful ? (
        <button
          type="submit"
          name="helpful"
          value="false"
          className={button}
          aria-pressed={voted ? !voted.helpful : undefined}
          aria-describedby={error && !busy ? errorId : undefined}
          {...inertButtonProps({ busy })}
        >
          {t('product.reviews.unhelpful', { count: counts.unhelpfulCount })}
        </button>
      ) : null}
      <span aria-live="polite" className="text-muted">
        {voted ? t('product.reviews.voted') : ''}
      </span>
      {error && !busy ? (
        <span id={errorId} role="alert" className="font-medium text-danger">
          {error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
