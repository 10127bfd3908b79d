import { ConsumerProfileResponse } from '@outsole/contracts/auth';
import type { LocalePath } from '@outsole/contracts/locales';

import { discountCurrencyElsewhere } from '#app/features/auth/employee-currency.ts';
import type { RequestContext } from '#app/lib/request-context.server.ts';
import { PROFILE_PATH } from '#app/lib/session/session-summary.server.ts';
import { sessionFor } from '#app/lib/session/session.server.ts';
import { shopperApi } from '#app/lib/session/shopper-api.server.ts';

/**
 * For the cart page's note: the currency an employee's associate discount is capped in, when the site sells in
 * another (the api gives no associate discount there, employee-currency.ts). Only a signed-in EMPLOYEE's token costs
 * the profile call; anyone else, or a profile that cannot be read, is null (no note).
 */
export async function employeeDiscountElsewhere(
  ctx: RequestContext,
  request: Request,
  scope: { locale: LocalePath; siteId: string },
  siteCurrency: string,
): Promise<string | null> {
  const session = sessionFor(ctx, request);
  if (session.kind !== 'registered' || session.claims?.ctp !== 'EMPLOYEE') return null;
  try {
    const { consumerProfile } = await shopperApi(ctx, request, scope).get(PROFILE_PATH, ConsumerProfileResponse);
    return discountCurrencyElsewhere(consumerProfile, siteCurrency);
  } catch {
    return null;
  }
}
