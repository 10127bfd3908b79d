import { Loyalty } from '@outsole/contracts/loyalty';
import type { LocalePath } from '@outsole/contracts/locales';
import { z } from 'zod';

import type { RequestContext } from '#app/lib/request-context.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { shopperApi } from '#app/lib/session/shopper-api.server.ts';

/**
 * Loyalty reward vouchers in the cart (spec §3 Loyalty, §7 PUT …/reward; decision 0018): the signed-in member's
 * points and the vouchers they can use, and the post that applies one (`points`) or takes it off (`remove`).
 */

export const LOYALTY_VOUCHERS_PATH = '/consumers-v3/consumer/loyalty/vouchers';

export const SetRewardInput = z.object({
  intent: z.literal('set-reward'),
  points: z.coerce.number().int().positive().max(100_000_000).optional(),
  remove: z.literal('1').optional(),
});
export type SetRewardInput = z.infer<typeof SetRewardInput>;

/** The voucher the post asks for, or null to take the cart's off (the remove button, or no voucher named). */
export function rewardChoice(input: SetRewardInput): { points: number } | null {
  return input.remove === '1' || input.points === undefined ? null : { points: input.points };
}

/**
 * The member's points and vouchers, for the cart page: only for a signed-in shopper on a site where loyalty is on
 * (spec §6: loyalty features only when on and the profile is a member), so guests cost no call. A shopper who is
 * not a member (REW401) or a failed call shows no vouchers (the cart still shows).
 */
export async function loadLoyalty(
  ctx: RequestContext,
  request: Request,
  scope: { locale: LocalePath; siteId: string; loyaltyOn: boolean },
): Promise<Loyalty | null> {
  if (!scope.loyaltyOn || sessionFor(ctx, request).kind !== 'registered') return null;
  try {
    return await shopperApi(ctx, request, scope).request({
      path: LOYALTY_VOUCHERS_PATH,
      schema: Loyalty,
      expectedStatuses: [401, 403],
    });
  } catch {
    return null; // not a member, or reported by the api client
  }
}
