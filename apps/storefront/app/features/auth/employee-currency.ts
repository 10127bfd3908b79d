import type { ConsumerProfile } from '@outsole/contracts/auth';

/**
 * The currency of an employee's associate-discount cap when this site sells in another one, else null. The api
 * applies the associate discount only to carts in the cap's currency and never converts (decision 0018's associate
 * discount), so on such a site the account page, the terms toast and the cart say where it applies instead of
 * promising it here.
 */
export function discountCurrencyElsewhere(
  profile: Pick<ConsumerProfile, 'consumerType' | 'consumerDetails'>,
  siteCurrency: string,
): string | null {
  if (profile.consumerType !== 'EMPLOYEE') return null;
  const cap = profile.consumerDetails.employee?.annualCap.currency;
  return cap && cap !== siteCurrency ? cap : null;
}
