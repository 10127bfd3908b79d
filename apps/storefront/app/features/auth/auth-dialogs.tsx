import { lazy, Suspense, use, useEffect, useRef, type ComponentType } from 'react';
import { useLocation, useMatches } from 'react-router';

import { useOpenedOnce } from '#app/components/ui/hash-dialog.tsx';
import { useLocationHash } from '#app/components/ui/use-hash-dialog.ts';
import { registerWarmUp } from '#app/lib/browser/warm-up.ts';
import { returnToOf } from '#app/lib/session/protected-paths.ts';
import { usePageLocation } from '#app/lib/url/page-location.ts';
import { AUTH_HASHES, authDialogFor, signInReturnHash, type AuthDialogName } from './auth-hashes.ts';
import type { AuthFormState, AuthSession, AuthSite } from './auth-types.ts';
import { MergedCartNotice } from './merged-cart-notice.tsx';
import type { NoScriptSectionsProps } from './no-script-sections.tsx';
import type { PhoneCountryOption } from './phone-countries.ts';

const loaders = {
  signIn: () => import('./sign-in-dialog.tsx'),
  signUp: () => import('./sign-up-dialog.tsx'),
  forgotPassword: () => import('./forgot-password-dialog.tsx'),
  welcome: () => import('./account-dialogs.tsx'),
  employeeTerms: () => import('./account-dialogs.tsx'),
} satisfies Record<AuthDialogName, () => Promise<unknown>>;
const SignInDialog = lazy(() => loaders.signIn().then((m) => ({ default: m.SignInDialog })));
const SignUpDialog = lazy(() => loaders.signUp().then((m) => ({ default: m.SignUpDialog })));
const ForgotPasswordDialog = lazy(() => loaders.forgotPassword().then((m) => ({ default: m.ForgotPasswordDialog })));
const WelcomeDialog = lazy(() => loaders.welcome().then((m) => ({ default: m.WelcomeDialog })));
const EmployeeTermsDialog = lazy(() => loaders.employeeTerms().then((m) => ({ default: m.EmployeeTermsDialog })));

/** A promise React's `use()` reads synchronously once it has settled (React's thenable protocol: status, value). */
function tracked<T>(promise: Promise<T>): Promise<T> {
  Object.assign(promise, { status: 'pending' });
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * The server's copy of the no-JavaScript sections, loaded when the server starts. The client build has no such
 * import (`import.meta.env.SSR` is false there and the branch is dropped), and the browser never renders the
 * children of <noscript>, so none of the forms' code is in the page's first JavaScript.
 */
const noScriptModule = import.meta.env.SSR ? tracked(import('./no-script-sections.tsx')) : null;

function NoScriptAuth(props: NoScriptSectionsProps) {
  if (!noScriptModule) return null;
  const { NoScriptSections } = use(noScriptModule);
  return <NoScriptSections {...props} />;
}

export interface AuthDialogsProps {
  locale: string;
  site: AuthSite;
  session: AuthSession;
  /** A sign-in or sign-up refused after a post made without JavaScript, for its form in <noscript>. */
  formState?: AuthFormState | null | undefined;
  /** The sign-up mobile's country codes, the site's first (the root loader's; null: no choice, the api reads it). */
  phoneCountries?: readonly PhoneCountryOption[] | null | undefined;
}

/**
 * The identity dialogs of every page (spec §2), opened by `#modal-…` links: sign-in (or its simplified enrollment
 * variant) and sign-up while signed out; forgot password either way; welcome and employee terms once signed in; and the
 * merged-cart notice. Each dialog's code loads when it first opens and stays mounted after, so it closes with its
 * transition. Without JavaScript the same forms are sections in <noscript>, shown by `:target`.
 */
export function AuthDialogs({ locale, site, session, formState, phoneCountries = null }: AuthDialogsProps) {
  const location = useLocation();
  // Where it goes back to: the page without a campaign's parameters (campaign-params.ts).
  const { search } = usePageLocation();
  const open = authDialogFor(useLocationHash());
  // An account page sent a signed-out shopper here (protected-paths.ts): the sign-in says why and goes back there.
  // Otherwise back to the page, and to the form the shopper was asked to sign in for when the page names one.
  const back = returnToOf(search, locale);
  const returnHash = signInReturnHash(
    useMatches().map((match) => match.handle),
    search,
  );
  const redirectTo = back?.returnTo ?? `${location.pathname}${search}${returnHash ? `#${returnHash}` : ''}`;
  const reason = back?.reason;
  useHashFromRouter(location.key, location.hash);
  useEffect(() => {
    const undo = Object.entries(loaders).map(([name, load]) =>
      registerWarmUp(AUTH_HASHES[name as AuthDialogName], load),
    );
    return () => undo.forEach((each) => each());
  }, []);
  useFocusReturn(open);

  const signedOut = !session.signedIn;
  return (
    <>
      {/* Its live region is in every page, so a notice arriving with a sign-in in the dialog is read out. */}
      <MergedCartNotice notice={session.mergeNotice} locale={locale} redirectTo={redirectTo} />
      <noscript>
        <NoScriptAuth
          locale={locale}
          site={site}
          session={session}
          redirectTo={redirectTo}
          reason={reason}
          formState={formState}
          phoneCountries={phoneCountries}
          continueHash={returnHash ?? undefined}
        />
      </noscript>
      <Lazy
        name="signIn"
        open={open}
        when={signedOut}
        Dialog={SignInDialog}
        props={{ locale, site, redirectTo, reason }}
      />
      <Lazy
        name="signUp"
        open={open}
        when={signedOut}
        Dialog={SignUpDialog}
        props={{ locale, site, redirectTo, phoneCountries }}
      />
      {/* Signed in too: a shopper signed in here may have forgotten the password (a dead reset link offers a new one). */}
      <Lazy
        name="forgotPassword"
        open={open}
        when
        Dialog={ForgotPasswordDialog}
        props={{ locale, site, signedIn: !signedOut }}
      />
      <Lazy name="welcome" open={open} when={!signedOut} Dialog={WelcomeDialog} props={{ locale, session }} />
      <Lazy
        name="employeeTerms"
        open={open}
        when={session.needsEmployeeTerms === true}
        Dialog={EmployeeTermsDialog}
        props={{ locale, site, redirectTo }}
      />
    </>
  );
}

function Lazy<P extends object>({
  name,
  open,
  when,
  Dialog,
  props,
}: {
  name: AuthDialogName;
  open: AuthDialogName | null;
  when: boolean;
  Dialog: ComponentType<P>;
  props: P;
}) {
  // `when` gates opening only: a dialog whose action just changed the session (sign-in makes "signed out" false
  // before the form has finished) stays mounted to finish and close with its transition.
  const opened = useOpenedOnce(when && open === name);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/**
 * The dialogs follow `window.location.hash`, which the router's own navigations (history.pushState) change without
 * a hashchange event: a redirect to `/en-us#modal-welcome` after sign-up still has to open the welcome.
 */
function useHashFromRouter(key: string, hash: string) {
  useEffect(() => {
    if (hash) window.dispatchEvent(new Event('hashchange'));
  }, [key, hash]);
}

/**
 * Focus returns to what opened the dialogs. React Aria restores focus to the element focused when a dialog opened,
 * which is gone when one dialog led to another (sign-in → forgot password): then focus goes back to the link that
 * opened the first, or to the account control when that link went away with the sign-in.
 */
function useFocusReturn(open: AuthDialogName | null) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="#modal-"]');
      if (link instanceof HTMLElement && !link.closest('[role="dialog"]')) opener.current = link;
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  const wasOpen = useRef(open !== null);
  useEffect(() => {
    const closed = wasOpen.current && open === null;
    wasOpen.current = open !== null;
    if (!closed) return;
    let frame = 0;
    let tries = 0;
    const settle = () => {
      // Wait for the closing dialog's exit transition (and React Aria's own focus restoration).
      if (document.querySelector('[role="dialog"]') && tries++ < 60) {
        frame = requestAnimationFrame(settle);
        return;
      }
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const target = opener.current?.isConnected
        ? opener.current
        : // The one shown: the header may hold both the sign-in link and the menu (AccountControl).
          [...document.querySelectorAll<HTMLElement>('[data-account-control]')].find(
            (control) => control.offsetParent !== null,
          );
      target?.focus();
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [open]);
}
