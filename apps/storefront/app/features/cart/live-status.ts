import { useCallback, useEffect, useState } from 'react';

import { cartPath } from './cart-types.ts';

/**
 * What a cart live region (the cart page's and the mini cart's, the saved-for-later list's) says: the latest
 * outcome, once. `subject` is the cart line the sentence is about when that line stays in the cart (a quantity
 * changed, a change refused): the sentence goes with the line. An outcome whose line leaves the cart (removed, saved
 * for later) has none. `id` counts the sentences said: each is a new node in the region.
 */
export interface LiveStatus {
  message: string;
  subject: string | null;
  /** spec §8 AUT498: the answer asked for the guarded reload; kept when the sentence is cleared. */
  reload: boolean;
  id: number;
}

export const SILENT: LiveStatus = { message: '', subject: null, reload: false, id: 0 };

/**
 * The sentence the region holds now: the status's, unless the line it spoke of is no longer in the cart. A sentence
 * left in the region after it stopped being true is found again by a screen reader reading the page, as if new.
 */
export function spokenNow(status: LiveStatus, lineIds: ReadonlySet<string> | null): string {
  if (status.subject !== null && lineIds !== null && !lineIds.has(status.subject)) return '';
  return status.message;
}

/**
 * An outcome said: a new sentence (a new id) unless the region already holds this one, said since the last cart post
 * started: an answer announced again as its form re-renders is not a second outcome. After a post started the region
 * is empty, so the same sentence again ("Your cart was updated.") is said again.
 */
export function said(previous: LiveStatus, message: string, reload: boolean, subject: string | null): LiveStatus {
  const next = { message, subject, reload: previous.reload || reload };
  if (message === previous.message && subject === previous.subject) return { ...previous, reload: next.reload };
  return { ...next, id: previous.id + 1 };
}

/** The region emptied, as a cart post starts: the last outcome no longer applies. The reload asked for stays. */
export function cleared(previous: LiveStatus): LiveStatus {
  return previous.message ? { ...SILENT, reload: previous.reload, id: previous.id } : previous;
}

/** Whether a form posts to the cart's action (every cart change, the product page's add to cart). */
export function isCartPost(form: { action: string; method: string }, locale: string): boolean {
  if (form.method.toLowerCase() !== 'post') return false;
  try {
    return new URL(form.action, 'http://localhost').pathname === cartPath(locale);
  } catch {
    return false;
  }
}

/**
 * A cart live region's state: `announce` says an outcome (its line when the line stays), a cart form's submission
 * clears it (the browser's submit event: React may render a fetcher's short "submitting" state not at all), and
 * `message` is empty once the line it spoke of is gone (`lineIds`: the cart's lines, null when not known here).
 */
export function useLiveStatus(locale: string, lineIds: ReadonlySet<string> | null = null) {
  const [status, setStatus] = useState<LiveStatus>(SILENT);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && isCartPost(event.target, locale)) setStatus(cleared);
    };
    document.addEventListener('submit', onSubmit, true);
    return () => document.removeEventListener('submit', onSubmit, true);
  }, [locale]);
  const announce = useCallback(
    (message: string, reload = false, subject: string | null = null) =>
      setStatus((previous) => said(previous, message, reload, subject)),
    [],
  );
  return { message: spokenNow(status, lineIds), id: status.id, reload: status.reload, announce };
}
