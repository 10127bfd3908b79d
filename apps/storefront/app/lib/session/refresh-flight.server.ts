import { createHash } from 'node:crypto';

/**
 * Single flight for token grants within this process: parallel requests presenting the same refresh token (a page
 * and its prefetches, two tabs) make one call to the api and share its outcome; so do parallel requests starting a
 * guest session for the same usid. Across processes the api itself resolves the race (AUT409, then the refresh
 * grace window).
 *
 * A settled outcome is kept for `keepMs` (10 s, well inside the api's refresh-reuse grace of 30 s): a request that
 * left the browser with the old cookie just before the answer carrying the new one arrived gets the same tokens
 * instead of spending the rotated refresh token again. Failures that may pass (tolerated) are not kept.
 *
 * Keys are SHA-256 digests: the map never holds a refresh token or usid as such.
 *
 * The one module-level instance is deliberate (CONVENTIONS 4 notwithstanding): a single flight only works if every
 * request of the process shares it.
 */

export type FlightOutcome<T> = { kind: 'issued'; value: T } | { kind: 'invalid' } | { kind: 'tolerated' };

export interface Flights<T> {
  run(key: string, grant: () => Promise<FlightOutcome<T>>): Promise<FlightOutcome<T>>;
  readonly size: number;
  clear(): void;
}

interface Settled<T> {
  outcome: FlightOutcome<T>;
  until: number;
}

export function createFlights<T>({
  keepMs = 10_000,
  maxEntries = 10_000,
  now = Date.now,
}: { keepMs?: number; maxEntries?: number; now?: () => number } = {}): Flights<T> {
  const inFlight = new Map<string, Promise<FlightOutcome<T>>>();
  const settled = new Map<string, Settled<T>>();

  function prune(at: number) {
    for (const [key, entry] of settled) {
      if (entry.until <= at || settled.size > maxEntries) settled.delete(key);
      else break; // insertion order is expiry order: the rest are younger
    }
  }

  return {
    run(key, grant) {
      const digest = createHash('sha256').update(key).digest('base64url');
      const at = now();
      prune(at);
      const kept = settled.get(digest);
      if (kept && kept.until > at) return Promise.resolve(kept.outcome);
      const running = inFlight.get(digest);
      if (running) return running;
      const flight = grant()
        .catch((): FlightOutcome<T> => ({ kind: 'tolerated' }))
        .then((outcome) => {
          inFlight.delete(digest);
          if (outcome.kind !== 'tolerated' && keepMs > 0) settled.set(digest, { outcome, until: now() + keepMs });
          return outcome;
        });
      inFlight.set(digest, flight);
      return flight;
    },
    get size() {
      return inFlight.size + settled.size;
    },
    clear() {
      inFlight.clear();
      settled.clear();
    },
  };
}
