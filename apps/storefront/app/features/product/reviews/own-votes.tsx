import { SESSION_COOKIES } from '@outsole/contracts/auth.values';
import type { OwnVotes } from '@outsole/contracts/reviews';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

import { useOptionalShell } from '#app/features/site-shell/use-shell.ts';
import { useBrowserApi } from '#app/lib/api/use-browser-api.ts';
import { useWriterSignedIn } from './use-writer-signed-in.ts';

/** The api path of the shopper's own helpful votes on a style's reviews and answers (decision 0052, addendum). */
export const ownVotesPath = (productId: string) =>
  `/products/v1/products/${encodeURIComponent(productId)}/reviews/votes`;

export type VotedOn = 'review-vote' | 'answer-vote';

export interface OwnVotesValue {
  /** Which way the shopper voted on a review or an answer: undefined when they have not, or it is not known. */
  voteOf: (intent: VotedOn, id: string) => boolean | undefined;
  /** Whether the shopper wrote this review or answer (nobody votes on their own: REV403 / QST403). */
  wrote: (intent: VotedOn, id: string) => boolean;
  /** A list with vote buttons is shown: ask for the shopper's votes (once per style and shopper). */
  ask: () => void;
  /** A vote cast on this page (the api's answer): it stands over the asked ones from now on. */
  record: (intent: VotedOn, id: string, helpful: boolean) => void;
}

/** Null outside a product page's reviews and questions: the buttons then show only a vote cast on the page. */
export const OwnVotesContext = createContext<OwnVotesValue | null>(null);

const keyOf = (intent: VotedOn, id: string) => `${intent}:${id}`;

/** The api's answer as one lookup by `keyOf`. */
export function votesByKey(answer: OwnVotes): Map<string, boolean> {
  const votes = new Map<string, boolean>();
  for (const vote of answer.reviews) votes.set(keyOf('review-vote', vote.reviewId), vote.helpful);
  for (const vote of answer.answers) votes.set(keyOf('answer-vote', vote.answerId), vote.helpful);
  return votes;
}

/** What the shopper wrote, by `keyOf` (an older api without `authored`: nothing). */
export function authoredKeys(answer: OwnVotes): Set<string> {
  const authored = (answer as Partial<OwnVotes>).authored;
  return new Set([
    ...(authored?.reviewIds ?? []).map((id) => keyOf('review-vote', id)),
    ...(authored?.answerIds ?? []).map((id) => keyOf('answer-vote', id)),
  ]);
}

/**
 * Whether this browser has a shopper session, from the readable expiry cookie every session's token answer sets
 * (lib/session/cookies.server.ts): a visitor without one has cast no vote, so nothing is asked for them.
 */
export function hasSession(cookie: string, now: number): boolean {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SESSION_COOKIES.refreshExpires && value && /^\d{1,12}$/.test(value)) {
      return Number(value) * 1000 > now;
    }
  }
  return false;
}

/**
 * The shopper's own helpful votes on this style's reviews and answers, for the buttons' pressed state after a
 * reload (decision 0052, addendum "a shopper's own votes"). The page and its review and question lists are the same
 * for everyone and kept by caches (decisions 0022 to 0025), so the votes are not in them: the browser asks the api
 * (`GET …/reviews/votes`, private, through the same-origin proxy with the session's token) once the page has
 * hydrated, a list with vote buttons is shown (`useAskOwnVotesWhenShown`) and the browser has a session. Asked again
 * when the shopper signs in or out (a guest's votes become the account's). Until the answer comes, or when it cannot
 * be had, the buttons show no vote, as before.
 */
export function OwnVotesProvider({ productId, children }: { productId: string; children: ReactNode }) {
  const shell = useOptionalShell();
  // One client per locale and site (the page's messages are one object per locale: page-intl.ts).
  const api = useBrowserApi(shell?.locale ?? '', shell?.site?.siteId);
  const signedIn = useWriterSignedIn();
  const [asked, setAsked] = useState(false);
  // Whose votes these are: the style and the shopper's signed-in state they were asked for.
  const whose = `${productId}|${String(signedIn)}`;
  const [known, setKnown] = useState<{
    whose: string;
    votes: ReadonlyMap<string, boolean>;
    authored: ReadonlySet<string>;
  } | null>(null);
  const [cast, setCast] = useState<{ whose: string; votes: ReadonlyMap<string, boolean> } | null>(null);
  useEffect(() => {
    if (!asked || !api || signedIn === null || !hasSession(document.cookie, Date.now())) return;
    const controller = new AbortController();
    const asking = `${productId}|${String(signedIn)}`;
    api<OwnVotes>(ownVotesPath(productId), { signal: controller.signal }).then(
      (answer) => setKnown({ whose: asking, votes: votesByKey(answer), authored: authoredKeys(answer) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [asked, api, productId, signedIn]);
  const ask = useCallback(() => setAsked(true), []);
  const record = useCallback(
    (intent: VotedOn, id: string, helpful: boolean) =>
      setCast((previous) => {
        const votes = new Map(previous?.whose === whose ? previous.votes : []);
        if (votes.get(keyOf(intent, id)) === helpful) return previous;
        votes.set(keyOf(intent, id), helpful);
        return { whose, votes };
      }),
    [whose],
  );
  const value = useMemo<OwnVotesValue>(
    () => ({
      voteOf: (intent, id) => {
        const key = keyOf(intent, id);
        const own = cast?.whose === whose ? cast.votes.get(key) : undefined;
        return own ?? (known?.whose === whose ? known.votes.get(key) : undefined);
      },
      wrote: (intent, id) => known?.whose === whose && known.authored.has(keyOf(intent, id)),
      ask,
      record,
    }),
    [ask, record, cast, known, whose],
  );
  return <OwnVotesContext value={value}>{children}</OwnVotesContext>;
}

/** Which way the shopper voted on a review or an answer, as the page knows it (OwnVotesProvider). */
export function useOwnVotes(): OwnVotesValue | null {
  return useContext(OwnVotesContext);
}

/**
 * Asks for the shopper's votes once `ref`'s list (with `votable` buttons) comes near the viewport: a shopper who
 * never scrolls to the reviews costs no call. Without IntersectionObserver, at once.
 */
export function useAskOwnVotesWhenShown(ref: RefObject<Element | null>, votable: boolean): void {
  const ask = useOwnVotes()?.ask;
  useEffect(() => {
    const element = ref.current;
    if (!ask || !votable || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      ask();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        ask();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ask, votable, ref]);
}
