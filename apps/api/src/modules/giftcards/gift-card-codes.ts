import { createHash } from 'node:crypto';

/**
 * How a gift card's secrets are kept: the number as the SHA-256 digest of its digits (the lookup key; the number
 * itself is never stored, like a card PAN), the PIN as the digest of the number and the PIN together, so a PIN
 * digest is worthless without the number it belongs to.
 */
export function cardDigest(digits: string): string {
  return createHash('sha256').update(`giftcard:${digits}`).digest('hex');
}

export function pinDigest(digits: string, pin: string): string {
  return createHash('sha256').update(`giftcard-pin:${digits}:${pin}`).digest('hex');
}

/** `************5516`: the last four digits after one `*` per hidden digit. */
export function maskCardNumber(lastFour: string, length: number): string {
  return `${'*'.repeat(Math.max(0, length - lastFour.length))}${lastFour}`;
}
