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

function readKeptList(key: string): unknown[] {
  try {
    return parseKeptList(storage()?.getItem(key) ?? null);
  } catch {
    return [];
  }
}

function writeKeptList(key: string, list: readonly unknown[]): void {
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch {
    // Quota exceeded or storage refused.
  }
}

function forgetKeptList(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * A list of strings kept per site (`outsole:{name}:{siteId}`), the newest first. `add` puts one item in front by
 * the list's own rules (normalised, each once, at most so many); what storage held is put through it again, oldest
 * first, so an edited or older value comes out as `add` would have made it.
 */
export function siteKeptList(name: string, add: (list: readonly string[], item: string) => string[]) {
  const key = (siteId: string) => `outsole:${name}:${siteId}`;
  const listOf = (items: readonly unknown[]): string[] =>
    items
      .filter((item): item is string => typeof item === 'string')
      .reverse()
      .reduce<string[]>((list, item) => add(list, item), []);
  const read = (siteId: string): string[] => listOf(readKeptList(key(siteId)));
  return {
    listOf,
    read,
    /** Keeps `item` as the newest; returns the list now kept (a full or refused storage keeps nothing). */
    remember(siteId: string, item: string): string[] {
      const list = add(read(siteId), item);
      writeKeptList(key(siteId), list);
      return list;
    },
    clear(siteId: string): void {
      forgetKeptList(key(siteId));
    },
  };
}
