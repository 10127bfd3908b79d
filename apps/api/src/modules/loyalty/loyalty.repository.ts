import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The database or a transaction: every function runs in either. */
type Executor = Kysely<Database>;

export interface LoyaltyMemberRow {
  is_loyalty_member: number;
  /** The profile's member id (spec §3 Auth / Profile memberId). */
  member_id: string | null;
  /** Null when the member has no account row yet (no points). */
  points_balance: number | null;
}

/** The account's membership and points, in one read. */
export function findLoyaltyMember(db: Executor, consumerNo: string): Promise<LoyaltyMemberRow | undefined> {
  return db
    .selectFrom('consumers as c')
    .leftJoin('loyalty_accounts as a', 'a.consumer_no', 'c.consumer_no')
    .select(['c.is_loyalty_member', 'c.member_id', 'a.points_balance'])
    .where('c.consumer_no', '=', consumerNo)
    .executeTakeFirst();
}

/** The reward vouchers a site offers in a currency, fewest points first. */
export function findVoucherTiers(
  db: Executor,
  siteId: string,
  currency: string,
): Promise<{ points: number; amount: number }[]> {
  return db
    .selectFrom('loyalty_voucher_tiers')
    .select(['points', 'amount'])
    .where('site_id', '=', siteId)
    .where('currency_code', '=', currency)
    .orderBy('points')
    .execute();
}

/** What a voucher of a cart needs, in one read: the membership, the points and the site's tier for those points. */
export function findMemberAndTier(
  db: Executor,
  consumerNo: string,
  tier: { siteId: string; currency: string; points: number },
): Promise<(LoyaltyMemberRow & { amount: number | null }) | undefined> {
  return db
    .selectFrom('consumers as c')
    .leftJoin('loyalty_accounts as a', 'a.consumer_no', 'c.consumer_no')
    .leftJoin('loyalty_voucher_tiers as t', (join) =>
      join.on('t.site_id', '=', tier.siteId).on('t.currency_code', '=', tier.currency).on('t.points', '=', tier.points),
    )
    .select(['c.is_loyalty_member', 'c.member_id', 'a.points_balance', 't.amount'])
    .where('c.consumer_no', '=', consumerNo)
    .executeTakeFirst();
}
