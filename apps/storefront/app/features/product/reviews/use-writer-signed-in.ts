import { useSyncExternalStore } from 'react';

import { neverChanges, readServedFor } from '#app/features/site-shell/use-shopper.ts';
import { useOptionalShell } from '#app/features/site-shell/use-shell.ts';

/**
 * Whether the shopper may write a review or ask a question, as the page knows it (decision 0052: only signed-in
 * shoppers do): true when signed in, false when signed out, null while it cannot be told (on the server and while
 * the page hydrates, since the page cache may serve a visitor's page to a signed-in shopper: docs/decisions/0025).
 * The root data's signed-in state is the shopper's; a signed-out one is, unless the page cache served the page
 * (its mark then says whom to). While null the form shows, and the action asks a guest to sign in.
 */
export function useWriterSignedIn(): boolean | null {
  const shell = useOptionalShell();
  const servedFor = useSyncExternalStore(neverChanges, readServedFor, () => undefined);
  if (shell?.session.signedIn) return true;
  if (servedFor === undefined) return null;
  return servedFor === 'signed-in';
}
