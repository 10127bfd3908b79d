import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares secrets without leaking, through timing, how much of a guess was right. Both sides are hashed
 * first so the comparison has a fixed length whatever the caller sent.
 */
export function secretEquals(candidate: string, secret: string): boolean {
  const a = createHash('sha256').update(candidate).digest();
  const b = createHash('sha256').update(secret).digest();
  return timingSafeEqual(a, b);
}

/** True when the candidate equals one of the secrets; every secret is compared, so timing does not tell which. */
export function secretIn(candidate: string, secrets: readonly string[]): boolean {
  let found = false;
  for (const secret of secrets) {
    if (secretEquals(candidate, secret)) found = true;
  }
  return found;
}
