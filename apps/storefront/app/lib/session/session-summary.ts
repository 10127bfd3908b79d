import type { ConsumerType } from '@outsole/contracts/auth';

/**
 * What the page shell knows about the shopper (root loader → ShellData.session → the header and the dialogs).
 * Browser-safe: types only (session-summary.server.ts computes it).
 */
export interface SessionSummary {
  signedIn: boolean;
  firstName?: string;
  consumerType?: ConsumerType;
  /** An employee who has not accepted the employee discount terms yet (spec §4: the terms dialog). */
  needsEmployeeTerms?: boolean;
  /** A sign-in merged the guest's cart into the account; true until the shopper dismisses the notice. */
  mergedCartNotice?: boolean;
}
