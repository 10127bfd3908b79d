/**
 * spec §8 AUT498 / §9: after an invalid customer the page reloads after 4000 ms; a page-reload guard, stored for
 * 10 seconds, keeps a page that fails again from reloading in a loop.
 */
export const RELOAD_DELAY_MS = 4000; // spec §9: reload after invalid customer
export const RELOAD_GUARD_MS = 10_000; // spec §9: page reload guard kept 10 seconds
const GUARD_KEY = 'outsole.reloadGuard';

export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** True (and the guard set) when a reload may happen now; false while an earlier reload's guard stands. */
export function claimReload(storage: GuardStorage, now: number): boolean {
  const previous = Number(storage.getItem(GUARD_KEY) ?? '');
  if (Number.isFinite(previous) && previous > 0 && now - previous < RELOAD_GUARD_MS) return false;
  storage.setItem(GUARD_KEY, String(now));
  return true;
}

/** Schedules the reload; returns a cancel function (a component that goes away first cancels it). */
export function scheduleReload(reload: () => void = () => window.location.reload()): () => void {
  let storage: GuardStorage;
  try {
    storage = window.sessionStorage;
  } catch {
    return () => undefined; // storage refused (privacy mode): never reload without a guard
  }
  const timer = window.setTimeout(() => {
    if (claimReload(storage, Date.now())) reload();
  }, RELOAD_DELAY_MS);
  return () => window.clearTimeout(timer);
}
