/**
 * Toast lifetimes (spec §9): the auto-dismiss delay comes from configuration (TOAST_DURATION_MS), with a different
 * value when the toast has buttons (TOAST_ACTION_DURATION_MS, time to reach them); the countdown ticks every
 * 200 ms. spec §8: errors without a specific place "show a persistent error toast": they wait for the shopper.
 */

export const TOAST_TICK_MS = 200;

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastDurations {
  durationMs: number;
  actionDurationMs: number;
}

/** How long a new toast stays, in ms; null means until dismissed. */
export function toastLifetime(
  toast: { kind: ToastKind; hasActions: boolean; persistent?: boolean },
  durations: ToastDurations,
): number | null {
  if (toast.kind === 'error' || toast.persistent) return null;
  return toast.hasActions ? durations.actionDurationMs : durations.durationMs;
}

export interface TimedToast {
  remainingMs: number | null;
  /** Hovered or holding focus: the countdown waits (WCAG 2.2.1 timing adjustable). */
  paused: boolean;
}

/** The remaining time after `elapsedMs`; paused and persistent toasts keep theirs. */
export function advance(remainingMs: number | null, elapsedMs: number, paused: boolean): number | null {
  if (remainingMs === null || paused) return remainingMs;
  return Math.max(0, remainingMs - Math.max(0, elapsedMs));
}

/** One tick of the stack: every running toast counts down, and the ones that reached zero leave. */
export function tickToasts<T extends TimedToast>(toasts: readonly T[], elapsedMs: number): T[] {
  let changed = false;
  const next: T[] = [];
  for (const toast of toasts) {
    const remainingMs = advance(toast.remainingMs, elapsedMs, toast.paused);
    if (remainingMs !== toast.remainingMs) changed = true;
    if (remainingMs === 0) continue;
    next.push(remainingMs === toast.remainingMs ? toast : { ...toast, remainingMs });
  }
  return changed ? next : (toasts as T[]);
}

/** Whether any toast is counting down, i.e. whether the 200 ms tick needs to run at all. */
export function needsTick(toasts: readonly TimedToast[]): boolean {
  return toasts.some((toast) => toast.remainingMs !== null && !toast.paused);
}
