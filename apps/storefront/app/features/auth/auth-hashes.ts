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
