const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` before `now`, as the ISO text the tables store: where a retention's keeping ends. */
export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** How often a process runs one kind of clean-up. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface HourlySweep {
  /** Starts `sweep` in the background when an hour has passed since this process last started it. */
  sweepWhenDue(now: Date): void;
  /** The sweep under way, if any (for tests). */
  readonly sweeping: Promise<void> | null;
}

/**
 * A clean-up run in the background after the requests that make its rows, at most once an hour per process: the
 * request never waits for it, a failure is handed to `onError` and tried again an hour later, and sweeps of several
 * processes may overlap (each deletes what is still there).
 */
export function createHourlySweep(
  sweep: (now: Date) => Promise<unknown>,
  onError: (error: unknown) => void,
): HourlySweep {
  let lastStarted = Number.NEGATIVE_INFINITY;
  let sweeping: Promise<void> | null = null;
  return {
    sweepWhenDue(now: Date): void {
      if (sweeping || now.getTime() - lastStarted < SWEEP_EVERY_MS) return;
      lastStarted = now.getTime();
      sweeping = sweep(now)
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => {
          sweeping = null;
        });
    },
    get sweeping() {
      return sweeping;
    },
  };
}

/** Runs `deleteBatch` (which deletes at most `batchSize` rows and answers how many) until a batch comes back short. */
export async function deleteInBatches(
  deleteBatch: (batchSize: number) => Promise<number>,
  batchSize = 5_000,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await deleteBatch(batchSize);
    deleted += batch;
    if (batch < batchSize) return deleted;
  }
}
