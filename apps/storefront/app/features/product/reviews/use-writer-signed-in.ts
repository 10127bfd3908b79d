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
import type { ServedFor } from '#app/lib/session/session-summary.ts';

export interface Writer {
  /** True when signed in, false when signed out, null while it cannot be told (see useWriter). */
  signedIn: boolean | null;
  /** The display name the forms start with ("Jane D.": reviewerName), when the page knows the shopper's. */
  name: string | undefined;
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
  if (shell?.session.signedIn) return { signedIn: true, name: shell.session.reviewName };
  if (servedFor === undefined) return { signedIn: null, name: undefined };
  // The browser's answer is the shopper's while the root data is the one the page was served with.
  const own = servedFor !== null && fetched && fetched.shell === shell ? fetched.shopper.session : null;
  if (own) return { signedIn: own.signedIn, name: own.signedIn ? own.reviewName : undefined };
  return { signedIn: servedFor === 'signed-in', name: undefined };
}

/**
 * The signed-in shopper's account email, which the back-in-stock form starts with: from the shopper's own summary
 * only (the root data of a page rendered for them, or their browser's answer for a kept page: useWriter), so a kept
 * page never shows one shopper's email to another. Undefined for a guest, on the server and while it cannot be told.
 */
export function useShopperEmail(): string | undefined {
  const shell = useOptionalShell();
  const servedFor = useSyncExternalStore(neverChanges, readServedFor, () => undefined);
  const fetched = useSyncExternalStore(subscribeFetchedShopper, readFetchedShopper, () => null);
  return emailOf({ shell, servedFor, fetched });
}

/** useShopperEmail's answer, told as writerOf tells the name. */
export function emailOf({
  shell,
  servedFor,
  fetched,
}: {
  shell: ShellData | undefined;
  servedFor: ServedFor | null | undefined;
  fetched: FetchedShopper | null;
}): string | undefined {
  if (shell?.session.signedIn) return shell.session.email;
  if (servedFor === undefined || servedFor === null) return undefined;
  const own = fetched && fetched.shell === shell ? fetched.shopper.session : null;
  return own?.signedIn ? own.email : undefined;
}

/** Whether the shopper may write a review or ask a question (useWriter). */
export function useWriterSignedIn(): boolean | null {
  return useWriter().signedIn;
}
