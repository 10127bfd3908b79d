import { describe, expect, it } from 'vitest';

import { advance, needsTick, tickToasts, TOAST_TICK_MS, toastLifetime } from './toast-timing.ts';

const durations = { durationMs: 5000, actionDurationMs: 10_000 };

describe('toast timing (spec §9)', () => {
  it('ticks every 200 ms', () => {
    expect(TOAST_TICK_MS).toBe(200);
  });

  it.each([
    [{ kind: 'info', hasActions: false }, 5000],
    [{ kind: 'success', hasActions: false }, 5000],
    [{ kind: 'success', hasActions: true }, 10_000],
    [{ kind: 'info', hasActions: true }, 10_000],
    [{ kind: 'error', hasActions: false }, null],
    [{ kind: 'error', hasActions: true }, null],
    [{ kind: 'info', hasActions: false, persistent: true }, null],
  ] as const)('%o stays %s ms (null: until dismissed)', (toast, expected) => {
    expect(toastLifetime(toast, durations)).toBe(expected);
  });

  it('counts down, never below zero, and not while paused or persistent', () => {
    expect(advance(5000, 200, false)).toBe(4800);
    expect(advance(100, 200, false)).toBe(0);
    expect(advance(5000, 200, true)).toBe(5000);
    expect(advance(null, 200, false)).toBeNull();
    expect(advance(5000, -50, false)).toBe(5000);
  });

  it('removes toasts whose time is up and keeps the others', () => {
    const toasts = [
      { id: 'a', remainingMs: 200, paused: false },
      { id: 'b', remainingMs: 200, paused: true },
      { id: 'c', remainingMs: null, paused: false },
      { id: 'd', remainingMs: 1000, paused: false },
    ];
    expect(tickToasts(toasts, 200)).toEqual([
      { id: 'b', remainingMs: 200, paused: true },
      { id: 'c', remainingMs: null, paused: false },
      { id: 'd', remainingMs: 800, paused: false },
    ]);
  });

  it('keeps the same array when nothing changed, so React skips the render', () => {
    const toasts = [{ remainingMs: null, paused: false }];
    expect(tickToasts(toasts, 200)).toBe(toasts);
  });

  it('runs the tick only while a toast is counting down', () => {
    expect(needsTick([])).toBe(false);
    expect(needsTick([{ remainingMs: null, paused: false }])).toBe(false);
    expect(needsTick([{ remainingMs: 3000, paused: true }])).toBe(false);
    expect(needsTick([{ remainingMs: 3000, paused: false }])).toBe(true);
  });

  it('dismisses a plain toast after exactly its configured delay of 200 ms ticks', () => {
    let toasts = [{ remainingMs: toastLifetime({ kind: 'info', hasActions: false }, durations), paused: false }];
    let ticks = 0;
    while (toasts.length > 0 && ticks < 1000) {
      toasts = tickToasts(toasts, TOAST_TICK_MS);
      ticks += 1;
    }
    expect(ticks * TOAST_TICK_MS).toBe(5000);
  });
});
