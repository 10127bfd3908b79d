import { useEffect, useRef } from 'react';
import { useLocation, type FetcherWithComponents } from 'react-router';

/** A submission sent and not yet settled: the answer and location it was sent from, and whether it was seen busy. */
export interface Pending<T> {
  data: T | undefined;
  locationKey: string;
  busy: boolean;
}

/** Whether a sent submission has been answered, seen from an idle fetcher's render. */
export function hasSettled<T>(submission: Pending<T>, data: T | undefined, locationKey: string): boolean {
  return submission.busy || data !== submission.data || locationKey !== submission.locationKey;
}

/**
 * Calls `onSettled` once for each submission of a fetcher's form, when it has been answered: with the action's data,
 * or undefined when the action redirected. Call the returned `sent()` from the form's `onSubmit` once it is really
 * sent (not prevented by the form's own checks).
 *
 * Watching the fetcher go busy and then idle again is not enough: React renders pending transitions together, so on
 * a busy main thread the fetcher's busy states and its answer can arrive in a single render, and the answer was
 * missed (a sign-in that worked left its dialog open). A sent submission has settled when the fetcher is idle and
 * it was seen busy since, or its data is another answer, or the location changed (the action redirected).
 */
export function useSettledSubmission<T>(
  fetcher: Pick<FetcherWithComponents<T>, 'state' | 'data'>,
  onSettled: (data: T | undefined) => void,
): { sent: () => void } {
  const { key: locationKey } = useLocation();
  const pending = useRef<Pending<T> | null>(null);

  useEffect(() => {
    const submission = pending.current;
    if (!submission) return;
    if (fetcher.state !== 'idle') {
      submission.busy = true;
      return;
    }
    if (!hasSettled(submission, fetcher.data, locationKey)) return;
    pending.current = null;
    onSettled(fetcher.data);
  }, [fetcher.state, fetcher.data, locationKey, onSettled]);

  return {
    sent: () => {
      pending.current = { data: fetcher.data, locationKey, busy: false };
    },
  };
}
