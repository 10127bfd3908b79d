/**
 * Short lists a shopper's browser keeps for them (recent searches, recently viewed products): in localStorage under
 * one key each, as a JSON array. Reading is safe (refused storage, an edited or older value: an empty list) and
 * writing best-effort (a full or refused storage keeps nothing): they are conveniences, never needed.
 */

/** The browser's storage, or null where it is refused (privacy settings, a sandboxed frame) or on the server. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The kept value's items, or none when it is not a JSON array. */
export function parseKeptList(raw: string | null): unknown[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function readKeptList(key: string): unknown[] {
  try {
    return parseKeptList(storage()?.getItem(key) ?? null);
  } catch {
    return [];
  }
}

export function writeKeptList(key: string, list: readonly unknown[]): void {
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch {
    // Quota exceeded or storage refused.
  }
}

export function forgetKeptList(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}
