import { hash, timingSafeEqual } from 'node:crypto';

/**
 * Compares secrets without leaking, through timing, how much of a guess was right. Both sides are hashed
 * first so the comparison has a fixed length whatever the caller sent.
 */
export function secretEquals(candidate: string, secret: string): boolean {
  const a = hash('sha256', candidate, 'buffer');
  const b = hash('sha256', secret, 'buffer');
  return timingSafeEqual(a, b);
}

/**
 * True when the candidate equals one of the secrets; every secret is compared, so timing does not tell which. For
 * secrets known at start (access keys, the server trust id): their digests are made once, so a request costs one
 * hash of what it sent whatever the number of secrets.
 */
export function secretMatcher(secrets: readonly string[]): (candidate: string) => boolean {
  const digests = secrets.map((secret) => hash('sha256', secret, 'buffer'));
  return (candidate) => {
    const digest = hash('sha256', candidate, 'buffer');
    let found = false;
    for (const each of digests) {
      if (timingSafeEqual(digest, each)) found = true;
    }
    return found;
  };
}
