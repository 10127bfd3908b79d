import { useSyncExternalStore } from 'react';

import type { ShellData } from '#app/features/site-shell/shell-data.ts';
import {
  neverChanges,
  type FetchedShopper,
  readFetchedShopper,
  readServedFor,
  subscribeFetchedShopper,
} from '#app/features/site-shell/use-shopper.ts';
import { useOptionalShell } from '#app/features/site-shell/use-shell.ts';
import type { ServedFor, SessionSummary } from '#app/lib/session/session-summary.ts';

export interface Writer {
  /** True when signed in, false when signed out, null while it cannot be told (see useWriter). */
  signedIn: boolean | null;
  /** The display name the forms start with ("Jane D.": reviewerName), when the page knows the shopper's. */
  name: string | undefined;
  /**
   * The signed-in shopper's account email (the back-in-stock form starts with it), from the shopper's own summary
   * only: a kept page never shows one shopper's email to another. Left out when the page does not know it.
   */
  email?: string;
  /** The signed-in shopper's own names (the collector of a pickup starts with them), from their own summary only. */
  firstName?: string;
  lastName?: string;
}

/**
 * Who would write a review or ask a question, as the page knows it (decision 0052: only signed-in shoppers do):
 * signed in or out, null while it cannot be told (on the server and while the page hydrates, since the page cache
 * may serve a visitor's page to a signed-in shopper: docs/decisions/0025). The root data's signed-in state is the
 * shopper's; a signed-out one is, unless the page cache served the page: then the browser's answer for the page
 * (useShopper) is, once it has come, and until then its mark says whom it was served to. While null the form
 * shows, and the action asks a guest to sign in.
 */
export function useWriter(): Writer {
  const shell = useOptionalShell();
  const servedFor = useSyncExternalStore(neverChanges, readServedFor, () => undefined);
  const fetched = useSyncExternalStore(subscribeFetchedShopper, readFetchedShopper, () => null);
  return writerOf({ shell, servedFor, fetched });
}

/** useWriter's answer from the root data, whom the page cache served the page to, and the browser's answer. */
export function writerOf({
  shell,
  servedFor,
  fetched,
}: {
  shell: ShellData | undefined;
  /** Undefined on the server and while hydrating; null when the page was rendered for this browser. */
  servedFor: ServedFor | null | undefined;
  fetched: FetchedShopper | null;
}): Writer {
  if (shell?.session.signedIn) return signedInAs(shell.session);
  if (servedFor === undefined) return { signedIn: null, name: undefined };
  // The browser's answer is the shopper's while the root data is the one the page was served with.
  const own = servedFor !== null && fetched && fetched.shell === shell ? fetched.shopper.session : null;
  if (own) return own.signedIn ? signedInAs(own) : { signedIn: false, name: undefined };
  return { signedIn: servedFor === 'signed-in', name: undefined };
}

function signedInAs(session: SessionSummary): Writer {
  return {
    signedIn: true,
    name: session.reviewName,
    ...(session.email ? { email: session.email } : {}),
    ...(session.firstName ? { firstName: session.firstName } : {}),
    ...(session.lastName ? { lastName: session.lastName } : {}),
  };
}

/**
 * The signed-in shopper's own first name, last name and email as the page knows them (useWriter): what the collector
 * of a store pickup, ship to store or collection point starts with (editable: someone else may collect; t1-F2).
 * Empty for a guest, and on a kept page until the browser's own answer has come.
 */
export function useShopperContact(): { firstName?: string; lastName?: string; email?: string } {
  const { firstName, lastName, email } = useWriter();
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(email ? { email } : {}),
  };
}

/** The signed-in shopper's account email, as the page knows it (useWriter). */
export function useShopperEmail(): string | undefined {
  return useWriter().email;
}

/** Whether the shopper may write a review or ask a question (useWriter). */
export function useWriterSignedIn(): boolean | null {
  return useWriter().signedIn;
}
