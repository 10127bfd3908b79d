import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { usePageLocation } from '#app/lib/url/page-location.ts';

import { AUTH_HASHES } from './auth-hashes.ts';
import type { AuthFormResult } from './auth-types.ts';

/**
 * What follows a successful sign-in or sign-up with JavaScript: the dialog closes, the page the action names opens
 * when it is another one (the root loader has already revalidated the session), and the dialog the action asks
 * for opens through its hash: the welcome after sign-up, the employee terms on an employee's first sign-in.
 */
export function useAfterAuth(close: () => void) {
  const navigate = useNavigate();
  // The page as the sign-in's redirectTo names it: without a campaign's parameters (auth-dialogs.tsx).
  const location = usePageLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    async (result: Extract<AuthFormResult, { ok: true }> | undefined) => {
      close();
      const target = result?.redirectTo;
      if (target && target.startsWith('/') && !target.startsWith('//') && target !== here) await navigate(target);
      const next =
        result?.show === 'welcome'
          ? AUTH_HASHES.welcome
          : result?.show === 'employee-terms'
            ? AUTH_HASHES.employeeTerms
            : null;
      if (next) window.location.hash = next;
    },
    [close, navigate, here],
  );
}
