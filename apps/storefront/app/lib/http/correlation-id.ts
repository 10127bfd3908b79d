/** Accept a caller's correlation id only when it is short and plain; anything else gets a fresh one. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function correlationIdFrom(header: string | null | undefined): string {
  return header && SAFE_ID.test(header) ? header : randomId();
}

export function newTransactionId(): string {
  return randomId();
}

/**
 * A version 4 UUID. `crypto.randomUUID` exists only in secure contexts, and the storefront is also opened over
 * plain http on a LAN address in development, so fall back to `getRandomValues`, which exists everywhere.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
