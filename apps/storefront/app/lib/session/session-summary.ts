import type { ConsumerType, NamedLines } from '@outsole/contracts/auth';

/**
 * What the page shell knows about the shopper (root loader → ShellData.session → the header and the dialogs).
 * Browser-safe: types only (session-summary.server.ts computes it).
 */
export interface SessionSummary {
  signedIn: boolean;
  firstName?: string;
  /** The family name, by which the Japanese header greets the shopper ("山田 様"). */
  lastName?: string;
  /** What a review or question is signed with unless the shopper changes it: "Jane D." (reviewerName). */
  reviewName?: string;
  /**
   * The account's email, which the back-in-stock form starts with. Only in a signed-in shopper's own summary (the
   * root data of a page rendered for them, or their browser's `/{locale}/shopper` answer), never in a kept page.
   */
  email?: string;
  consumerType?: ConsumerType;
  /** An employee who has not accepted the employee discount terms yet (spec §4: the terms dialog). */
  needsEmployeeTerms?: boolean;
  /** The email marketing opt-in waits for its emailed link (decision 0054): the welcome dialog says the email went. */
  emailOptInPending?: boolean;
  /** What a sign-in merged into the account, until the shopper dismisses the notice (spec §4). */
  mergeNotice?: MergeNotice;
}

/**
 * The merged-cart notice: whether the guest's cart joined the account's, and how many guest cart lines and saved
 * items the account's full cart or list had no room for (decision 0041), so the shopper is told rather than
 * finding them gone.
 */
export interface MergeNotice {
  cart: boolean;
  leftOut: { cart: number; saveForLater: number };
  /**
   * What the merge changed in this session's cart (findings-1 F14): lines whose quantity the saved cart's raised, and
   * whether a saved shipment's method gave way to this session's (its saved items now go that way), and how many
   * of this session's gift card lines the gift card limits lowered or left out (decision 0018 addendum). Absent: none.
   */
  changes?: { raised: number; methodKept: boolean; giftCardsCapped?: number };
  /**
   * What the notice names (decision 0017 addendum, session 52): the saved cart's lines now in this cart (`added`),
   * this session's lines raised by the saved cart's (`raised`) or held to the stock or the line's maximum (`capped`),
   * each a count and the first few product names, and the delivery method kept (its label), null when none gave
   * way. Absent: an api or a cookie from before, and the notice says the counts only.
   */
  named?: { added: NamedLines; raised: NamedLines; capped: NamedLines; method: string | null };
}

/**
 * Whether a merge notice has anything to tell the shopper (findings-2 #4): guest items left out, a change to this
 * visit's cart, or saved lines added to it. A guest cart the account simply took over (it had none: the api names no
 * line added, raised or capped) changed nothing the shopper sees: no notice. Without names (an api or a cookie from
 * before) a merged cart is told as before.
 */
export function mergeNoticeTells(notice: MergeNotice): boolean {
  if (notice.leftOut.cart > 0 || notice.leftOut.saveForLater > 0 || notice.changes) return true;
  if (!notice.cart) return false;
  const { named } = notice;
  return !named || named.added.count > 0 || named.raised.count > 0 || named.capped.count > 0;
}

/**
 * The `<meta>` the page cache puts in a kept page it serves to a shopper with a session (docs/decisions/0024, 0025):
 * the page was rendered as a visitor's, so the browser fetches the header's part (`shopperPath`) itself. Its content
 * says whom it was served to (`ServedFor`); until the answer arrives, app.css shows a signed-in shopper the account
 * menu rather than the sign-in link (both are in the page: AccountControl).
 */
export const SHOPPER_IN_BROWSER_META = 'outsole-shopper';

/** Whom the page cache served a visitor's page to: a guest (a session, a cart) or a signed-in shopper. */
export type ServedFor = 'guest' | 'signed-in';

export const SERVED_FOR: readonly ServedFor[] = ['guest', 'signed-in'];

/** What `/{locale}/shopper` answers: the header's account state and cart count for this browser's session. */
export interface ShopperSummary {
  session: SessionSummary;
  cartCount: number | null;
  /** The stored cart was gone and an empty one took its place: the page shows the "cart expired" toast. */
  cartExpired?: boolean;
}

export const shopperPath = (locale: string) => `/${locale}/shopper`;

/**
 * The display name a signed-in shopper's review or question starts with, as storefronts commonly sign them: the
 * first name and the last name's initial ("Jane D."), enough to be a person without naming them in full. A last
 * name in a script without capital letters (Japanese, Chinese) has no initial to show: the first name alone. Null
 * without a first name (the field then starts empty).
 */
export function reviewerName(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  const first = firstName?.trim();
  if (!first) return null;
  const initial = [...(lastName?.trim() ?? '')][0];
  return initial && /\p{Lu}|\p{Ll}/u.test(initial) ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}
