import { useEffect, useId } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { inertButtonProps } from '#app/components/ui/inert-button.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { withHash } from '#app/lib/http/with-hash.ts';
import { useT } from '#app/lib/i18n/use-t.ts';
import { useOwnVotes } from './own-votes.tsx';
import type { VoteResult } from './vote-action.server.ts';
import { withoutWrite } from './review-query.ts';
import { answerAnchor, reviewAnchor } from './anchors.ts';

export interface VoteButtonsProps {
  intent: 'review-vote' | 'answer-vote';
  id: string;
  /** What is voted on, for the buttons' names: the review's title, or the answer's start (answerStart). */
  about: string;
  helpfulCount: number;
  unhelpfulCount: number;
  /** Answers have "Helpful" only. */
  withUnhelpful: boolean;
  /** From a post made without JavaScript. */
  actionData: VoteResult | undefined;
}

/**
 * "Helpful (n)" / "Not helpful (n)": a form posting `intent=review-vote` (or `answer-vote`) to the route action.
 * The api counts one vote per shopper, so the counts shown are the api's answer, not a local +1. The button of
 * the shopper's vote is pressed: the one just cast, else the one they cast before (OwnVotesProvider, after a
 * reload). A vote the api could not record says so beside the buttons (an alert, which the buttons name as their
 * description) and keeps the counts as they were.
 * A page lists dozens of these, so each button is named for its review or answer ("Helpful (4), review “Love
 * them”"): the visible text first, as WCAG 2.5.3 asks, so voice control still finds it by what it shows. "Thanks
 * for your feedback" is spoken just after the press, while focus is on the button that names the item.
 */
export function VoteButtons({
  intent,
  id,
  about,
  helpfulCount,
  unhelpfulCount,
  withUnhelpful,
  actionData,
}: VoteButtonsProps) {
  const t = useT();
  const location = useLocation();
  const errorId = useId();
  const fetcher = useFetcher<VoteResult>({ key: `${intent}-${id}` });
  const result = fetcher.data ?? (actionData?.id === id ? actionData : undefined);
  const voted = result && 'counted' in result ? result : undefined;
  const error = result && 'formError' in result ? result.formError : undefined;
  // The shopper's vote from before (asked for after a reload: OwnVotesProvider), unless one is cast here now.
  const ownVotes = useOwnVotes();
  const record = ownVotes?.record;
  useEffect(() => {
    if (voted && record) record(intent, id, voted.helpful);
  }, [voted, record, intent, id]);
  const pressed = voted ? voted.helpful : ownVotes?.voteOf(intent, id);
  // One's own review or answer has no vote buttons (the api refuses the vote: REV403 / QST403), once the page
  // knows it is theirs (asked with their votes, after hydration).
  if (ownVotes?.wrote(intent, id)) return null;
  const counts = voted ?? { helpfulCount, unhelpfulCount };
  const field = intent === 'review-vote' ? 'reviewId' : 'answerId';
  // The shopper's vote shows as pressed to the eye too: filled, and a check mark that forced colours keep.
  const button = buttonStyles({
    variant: 'ghost',
    size: 'sm',
    className:
      'border border-stone-300 aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-paper aria-pressed:hover:bg-ink-soft',
  });
  const check = <CheckIcon className="-ms-1 size-4" />;
  const busy = fetcher.state !== 'idle';
  const helpfulText = t('product.reviews.helpful', { count: counts.helpfulCount });
  const unhelpfulText = t('product.reviews.unhelpful', { count: counts.unhelpfulCount });
  const named = (label: string) =>
    intent === 'review-vote'
      ? t('product.reviews.voteLabel.review', { label, title: about })
      : t('product.reviews.voteLabel.answer', { label, start: about });
  return (
    <fetcher.Form
      method="post"
      // Without JavaScript, back at the review or answer voted on, where its answer shows.
      action={withHash(
        `${location.pathname}${withoutWrite(new URLSearchParams(location.search))}`,
        intent === 'review-vote' ? reviewAnchor(id) : answerAnchor(id),
      )}
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
        aria-label={named(helpfulText)}
        aria-pressed={pressed}
        aria-describedby={error && !busy ? errorId : undefined}
        {...inertButtonProps({ busy })}
      >
        {pressed === true ? check : null}
        {helpfulText}
      </button>
      {withUnhelpful ? (
        <button
          type="submit"
          name="helpful"
          value="false"
          className={button}
          aria-label={named(unhelpfulText)}
          aria-pressed={pressed === undefined ? undefined : !pressed}
          aria-describedby={error && !busy ? errorId : undefined}
          {...inertButtonProps({ busy })}
        >
          {pressed === false ? check : null}
          {unhelpfulText}
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

/** The start of an answer for its vote button's name: whitespace folded, cut at a word near 40 characters. */
export function answerStart(text: string, max = 40): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // Japanese has no spaces between words: cut at the length.
  return `${space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)}…`;
}
