import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * The page's lines for BSK404 recovery (decision 0018, addendum "the known lines once per page"), added to a cart
 * form's post when the browser gathers its entries, never written into the form: every cart form (a line's −/+,
 * remove, save for later, its gift options, the delivery panels…) carrying every line made the page grow with the
 * square of its lines (about 4 forms a line × one input a line). The `formdata` event fires whenever a form's entries
 * are gathered, the fetcher's `new FormData(form, submitter)` included. Without JavaScript nothing is added here: the
 * cart action takes the lines from the cookie the cart page writes (known-lines.server.ts).
 *
 * Returns the ref to put on the form; `ownRef` is set as well, for a form that needs its element otherwise.
 */
export function useKnownLines(
  known: readonly string[] | undefined,
  ownRef?: RefObject<HTMLFormElement | null>,
): (element: HTMLFormElement | null) => (() => void) | void {
  const latestRef = useRef(known);
  useEffect(() => {
    latestRef.current = known;
  }, [known]);
  return useCallback(
    (element: HTMLFormElement | null) => {
      if (ownRef) ownRef.current = element;
      if (!element) return;
      const add = (event: FormDataEvent) => {
        if (event.formData.has('known')) return;
        for (const entry of latestRef.current ?? []) event.formData.append('known', entry);
      };
      element.addEventListener('formdata', add);
      return () => {
        element.removeEventListener('formdata', add);
        if (ownRef) ownRef.current = null;
      };
    },
    [ownRef],
  );
}
