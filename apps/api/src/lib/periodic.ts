/** A background loop of one process: `start` runs its tick at once, then again after the delay the tick answers. */
export interface Periodic {
  /** Starts the loop (once; never after stop). */
  start(): void;
  /** No tick starts after this; one under way finishes (its owner awaits it). */
  stop(): void;
}

/**
 * Runs `tick` at once on start, then again after the milliseconds it answers; a tick that throws is handed to
 * `onError` and tried again after `retryMs`. Used by the email worker and the restock watch, which keep their own
 * work in flight so that stopping can wait for it.
 */
export function createPeriodic(
  tick: () => Promise<number>,
  { onError, retryMs }: { onError: (error: unknown) => void; retryMs: number },
): Periodic {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const loop = async (): Promise<void> => {
    let delay = retryMs;
    try {
      delay = await tick();
    } catch (error) {
      onError(error);
    }
    if (!stopped) timer = setTimeout(() => void loop(), delay);
  };
  return {
    start() {
      if (timer || stopped) return;
      timer = setTimeout(() => void loop(), 0);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
