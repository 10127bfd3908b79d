import { z } from 'zod';

/**
 * The loyalty programme (spec §3 Loyalty: currentLoyaltyPoints, applicableLoyaltyVouchers (points,
 * amountInCurrency), memberId). A voucher is a reward tier of the site: so many points buy so much off an order, in
 * the site's currency (minor units). Points are spent when the order is placed, not when a voucher is applied.
 */

export const LoyaltyVoucher = z.object({
  points: z.number().int().positive(),
  amountInCurrency: z.number().int().nonnegative(),
});
export type LoyaltyVoucher = z.infer<typeof LoyaltyVoucher>;

/** GET /consumers-v3/consumer/loyalty/vouchers: the member's points and the vouchers they can afford on the site. */
export const Loyalty = z.object({
  memberId: z.string(),
  currentLoyaltyPoints: z.number().int().nonnegative(),
  /** The currency of `amountInCurrency` (the site's). */
  currency: z.string().length(3),
  /** The site's vouchers the member has the points for, fewest points first. */
  applicableLoyaltyVouchers: z.array(LoyaltyVoucher),
});
export type Loyalty = z.infer<typeof Loyalty>;
