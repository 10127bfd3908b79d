import { useIntl } from '#app/lib/i18n/intl.tsx';
import { useT } from '#app/lib/i18n/use-t.ts';
import type { PickupReadyDay } from './arrival.ts';

/** 2026-01-04 was a Sunday: the weekday's name is this date moved on by the weekday. */
const A_SUNDAY = Date.UTC(2026, 0, 4);

/**
 * "Ready today", "Ready tomorrow", "Ready Monday": when a store pickup can be collected (the cart's pickup shipment,
 * the pickup option of the delivery panel, each store of the pickup dialog). Null for no readiness, or a later day
 * whose weekday is not known: the caller then shows the delivery time as it does for any method.
 */
export function usePickupReadyText(): (ready: PickupReadyDay | null) => string | null {
  const t = useT();
  const intl = useIntl();
  return (ready) => {
    if (!ready) return null;
    const { days, weekday } = ready;
    if (days > 1 && weekday === null) return null;
    const day =
      weekday === null ? '' : intl.formatDate(A_SUNDAY + weekday * 86_400_000, { weekday: 'long', timeZone: 'UTC' });
    return t('cart.pickup.ready', { when: days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later', day });
  };
}
