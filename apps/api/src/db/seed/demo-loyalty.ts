import type { Insertable } from 'kysely';
import type { ConsumersTable, LoyaltyAccountsTable, LoyaltyVoucherTiersTable } from '../schema.js';
import { CATALOG_NOW } from './catalog/generate-catalog.js';
import type { SiteSeed } from './reference/sites.js';

/**
 * The loyalty programme's demo data (decision 0018): the reward vouchers of each site where loyalty is on, and the
 * points of the demo loyalty members. Amounts are minor units of the site's currency.
 */

/** Points → amount off an order, per currency: 500 points are worth 5.00 (£4.00, ¥500), more points a little more. */
const VOUCHER_TIERS: Readonly<Record<string, readonly (readonly [points: number, amount: number])[]>> = {
  USD: [
    [500, 500],
    [1_000, 1_000],
    [2_000, 2_500],
  ],
  GBP: [
    [500, 400],
    [1_000, 800],
    [2_000, 2_000],
  ],
  EUR: [
    [500, 500],
    [1_000, 1_000],
    [2_000, 2_500],
  ],
  JPY: [
    [500, 500],
    [1_000, 1_000],
    [2_000, 2_500],
  ],
};

/** The demo members' points by email: the shopper can afford the 500 and 1,000 vouchers, the athlete every one. */
export const DEMO_LOYALTY_POINTS: Readonly<Record<string, number>> = {
  'shopper@example.com': 1_250,
  'athlete@example.com': 4_800,
};

export function voucherTierRows(sites: readonly SiteSeed[]): LoyaltyVoucherTiersTable[] {
  return sites.flatMap((site) =>
    site.features.loyalty === true
      ? (VOUCHER_TIERS[site.currency] ?? []).map(([points, amount]) => ({
          site_id: site.siteId,
          currency_code: site.currency,
          points,
          amount,
        }))
      : [],
  );
}

/** A loyalty account for every demo account that is a loyalty member. */
export function loyaltyAccountRows(accounts: readonly Insertable<ConsumersTable>[]): LoyaltyAccountsTable[] {
  return accounts.flatMap((account) =>
    account.is_loyalty_member === 1 && account.member_id
      ? [
          {
            consumer_no: account.consumer_no,
            member_id: account.member_id,
            points_balance: DEMO_LOYALTY_POINTS[account.email] ?? 0,
            created_at: CATALOG_NOW,
            updated_at: CATALOG_NOW,
          },
        ]
      : [],
  );
}
