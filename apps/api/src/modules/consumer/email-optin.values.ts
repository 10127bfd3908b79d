/**
 * The consent columns' values once email marketing is turned off, from the account or an email's one-click link:
 * opted out at once, and a pending confirmation link stops working (decision 0054). The proof columns are kept.
 */
export const EMAIL_OPT_OUT = {
  email_optin: 0,
  email_optin_pending_at: null,
  email_optin_token_hash: null,
} as const;
