/**
 * What a carrier needs of the collector at some of its collection points (no zod: the browser bundle uses it too).
 * A DHL Packstation hands a parcel only to a registered DHL customer whose customer number (the "Postnummer", 6 to
 * 10 digits) is on the label; the carrier's other points (post offices, shops) and every other carrier's points
 * need none. Decided per carrier and type of point (decision 0018 addendum, t1-F1).
 */
export interface CustomerNumberRule {
  /** The carrier's own word for the number, as printed on the label and said on its cards: `Postnummer`. */
  label: string;
  minDigits: number;
  maxDigits: number;
}

export const DHL_POSTNUMMER: CustomerNumberRule = { label: 'Postnummer', minDigits: 6, maxDigits: 10 };

/** The customer number a collection point of this carrier and type needs, or null when it needs none. */
export function customerNumberRule(carrier: string, type: string): CustomerNumberRule | null {
  return carrier === 'dhl' && type === 'locker' ? DHL_POSTNUMMER : null;
}
