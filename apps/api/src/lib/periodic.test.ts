import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPeriodic } from './periodic.js';

describe('createPeriodic', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then after the delay each tick answers; a failed tick is retried after retryMs', async () => {
    const delays = [100, 0];
    const tick = vi.fn(async () => {
      const next = delays.shift();
      if (next === undefined) throw new Error('database unreachable');
      return next;
    });
    const onError = vi.fn();
    const loop = createPeriodic(tick, { onError, retryMs: 1_000 });
    loop.start();
    loop.start(); // a second start changes nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2); // answered 0: at once again
    await vi.advanceTimersToNextTimerAsync();
    expect(tick).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(tick).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('starts no tick after stop, nor ever when stopped before it started', async () => {
    const tick = vi.fn(async () => 10);
    const loop = createPeriodic(tick, { onError: vi.fn(), retryMs: 10 });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.stop();
    await vi.advanceTimersByTimeAsync(100);
    expect(tick).toHaveBeenCalledTimes(1);
    const never = vi.fn(async () => 10);
    const stopped = createPeriodic(never, { onError: vi.fn(), retryMs: 10 });
    stopped.stop();
    stopped.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(never).not.toHaveBeenCalled();
  });
});
