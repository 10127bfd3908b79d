import type { Loyalty } from '@outsole/contracts/loyalty';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RegisteredShopper, RequestContext } from '../../lib/context.js';
import type { LoyaltyVoucher } from '../pricing/pricing.types.js';
import { findLoyaltyMember, findMemberAndTier, findVoucherTiers, type LoyaltyMemberRow } from './loyalty.repository.js';

/**
 * The loyalty programme as far as the cart needs it (spec §3 Loyalty, §6: loyalty members are recognised by a flag
 * on the profile): a member's points and the reward vouchers of a site — so many points for so much off an order in
 * the site's currency. Vouchers are checked here; points are spent only when an order is placed (not built yet).
 *
 * Reward ids (spec §8 lists them without meanings; one reading, decision 0018): REW401 not a loyalty member (or not
 * signed in), REW130 no such voucher on the site (or its amount is not the site's), REW135 not enough points,
 * REW140 the voucher cannot be used on this cart (loyalty is off on the site, or nothing in the cart to discount).
 */

export type RewardErrorId = 'REW130' | 'REW135' | 'REW140' | 'REW401';

export type VoucherCheck =
  { ok: true; voucher: LoyaltyVoucher } | { ok: false; errorId: RewardErrorId; points: number; amount: number | null };

export interface VoucherRequest {
  siteId: string;
  currency: string;
  /** The site's `loyalty` feature flag. */
  loyaltyOn: boolean;
  points: number;
  /** The amount the shopper was shown, when sent: it must still be the site's for those points. */
  amountInCurrency?: number | undefined;
}

const isMember = (row: LoyaltyMemberRow | undefined): row is LoyaltyMemberRow =>
  row !== undefined && row.is_loyalty_member === 1;

/**
 * Whether the account `consumerNo` (null: a guest) may use the voucher of `request.points` on the site: one read
 * (membership, points and the site's tier together).
 */
export async function checkVoucher(
  _ctx: RequestContext,
  db: Db,
  consumerNo: string | null,
  request: VoucherRequest,
): Promise<VoucherCheck> {
  const { points } = request;
  const refuse = (errorId: RewardErrorId, amount: number | null = null): VoucherCheck => ({
    ok: false,
    errorId,
    points,
    amount,
  });
  if (consumerNo === null) return refuse('REW401');
  const row = await findMemberAndTier(db, consumerNo, request);
  if (!isMember(row)) return refuse('REW401');
  const amount = row.amount === null ? null : Number(row.amount);
  if (!request.loyaltyOn) return refuse('REW140', amount);
  if (amount === null) return refuse('REW130');
  if (request.amountInCurrency !== undefined && request.amountInCurrency !== amount) return refuse('REW130', amount);
  if (Number(row.points_balance ?? 0) < points) return refuse('REW135', amount);
  return { ok: true, voucher: { points, amount } };
}

/**
 * GET /consumers-v3/consumer/loyalty/vouchers (spec §7): the member's points and the site's vouchers they have the
 * points for (none where loyalty is off). REW401 (403) for an account that is not a loyalty member.
 */
export async function getLoyalty(ctx: RequestContext, db: Db, shopper: RegisteredShopper): Promise<Loyalty> {
  const row = await findLoyaltyMember(db, shopper.consumerNo);
  if (!isMember(row)) throw new ApiError('REW401');
  const points = Number(row.points_balance ?? 0);
  const tiers =
    ctx.site.features.loyalty === true ? await findVoucherTiers(db, ctx.site.siteId, ctx.site.currency) : [];
  return {
    memberId: row.member_id ?? '',
    currentLoyaltyPoints: points,
    currency: ctx.site.currency,
    applicableLoyaltyVouchers: tiers
      .filter((tier) => Number(tier.points) <= points)
      .map((tier) => ({ points: Number(tier.points), amountInCurrency: Number(tier.amount) })),
  };
}
