/**
 * Free standard delivery thresholds per currency, in minor units. Marketing sets these per region; until the
 * site record carries them (a later api field), they live here, next to nothing else.
 */
const FREE_DELIVERY_MINOR_UNITS: Readonly<Record<string, number>> = {
  USD: 7500,
  GBP: 6000,
  EUR: 7000,
  JPY: 8000,
};

export function freeDeliveryThreshold(currency: string): { amount: number; currency: string } | null {
  const amount = FREE_DELIVERY_MINOR_UNITS[currency];
  return amount === undefined ? null : { amount, currency };
}
