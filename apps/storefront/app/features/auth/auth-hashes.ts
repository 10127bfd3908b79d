/**
 * The `#modal-…` names of the identity dialogs (spec §2: "Modals open from #modal hash links"), so any link on any
 * page opens them: `<a href="#modal-sign-in">`.
 */
export const AUTH_HASHES = {
  signIn: 'modal-sign-in',
  signUp: 'modal-sign-up',
  forgotPassword: 'modal-forgot-password',
  welcome: 'modal-welcome',
  employeeTerms: 'modal-employee-terms',
} as const;

export type AuthDialogName = keyof typeof AUTH_HASHES;
export type AuthHash = (typeof AUTH_HASHES)[AuthDialogName];

const byHash = new Map<string, AuthDialogName>(
  Object.entries(AUTH_HASHES).map(([name, hash]) => [`#${hash}`, name as AuthDialogName]),
);

/** The dialog a location hash (`#modal-sign-in`) opens, or null. */
export function authDialogFor(hash: string): AuthDialogName | null {
  return byHash.get(hash) ?? null;
}

/**
 * A route's `handle` may name where the sign-in and sign-up dialogs bring the shopper back to on its page: the
 * fragment of the form they were asked to sign in for (the product page's `?write=review` answers
 * `modal-write-review`), which the server cannot know from the URL it is given (browsers never send fragments).
 */
export interface SignInReturnHandle {
  signInReturnHash?: (search: URLSearchParams) => string | null;
}

/** The first `signInReturnHash` the matched routes' handles answer for this query, or null. */
export function signInReturnHash(handles: readonly unknown[], search: string): string | null {
  const params = new URLSearchParams(search);
  for (const handle of handles) {
    const hash = (handle as SignInReturnHandle | undefined)?.signInReturnHash?.(params);
    if (hash) return hash;
  }
  return null;
}

/**
 * The account page's sections, where their forms' posts come back to without JavaScript (decision 0050, addendum):
 * the details' heading (the edit form's, and the details' after a save) and the password's section, so on a phone
 * a field's message, or the toast with the section it confirms, is in view rather than a screen below the top.
 */
export const ACCOUNT_DETAILS_ID = 'account-details';
export const ACCOUNT_PASSWORD_ID = 'account-password';
