import { ApiError } from '../../lib/api-error.js';

/**
 * The token requests this process is serving, by grant (spec §8 AUT409 "duplicate token"): a second request for
 * the same authorization code, or a guest session for the same usid, while the first is still being processed is
 * answered 409 AUT409 at once (the storefront retries once after 2 s, spec §9), before it can reach the database
 * and, for a code, look like a reuse that revokes the first one's session. Across instances the code row's lock
 * does the same (token-grants.service.ts); a guest session writes nothing when issued, so it has no such lock.
 */
export interface GrantFlights {
  /** Runs `work` as the one request for `key`; AUT409 when another is running. */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

export function createGrantFlights(): GrantFlights {
  const running = new Set<string>();
  return {
    async run(key, work) {
      if (running.has(key)) throw duplicateGrant();
      running.add(key);
      try {
        return await work();
      } finally {
        running.delete(key);
      }
    },
  };
}

export function duplicateGrant(): ApiError {
  return new ApiError('AUT409', {
    status: 409,
    message: 'The same token request is already being processed. Please try again.',
  });
}
