/**
 * The UPC-A check digit of 11 digits: three times the digits in odd positions plus the digits in even positions,
 * and the check digit brings the sum to a multiple of ten (GS1 General Specifications, 7.9.1).
 */
export function upcCheckDigit(digits: string): number {
  if (!/^\d{11}$/.test(digits)) throw new Error(`A UPC-A body is 11 digits, got "${digits}"`);
  let sum = 0;
  for (let i = 0; i < 11; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** A 12-digit UPC-A from a 3-digit company prefix and a running item number. */
export function makeUpc(prefix: string, item: number): string {
  const body = `${prefix}${String(item).padStart(8, '0')}`;
  return `${body}${upcCheckDigit(body)}`;
}

export function isValidUpc(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}
