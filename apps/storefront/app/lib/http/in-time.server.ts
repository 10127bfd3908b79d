/** A value the page has, or one still on its way (rendered through `<Suspense>`/`<Await>`, streamed). */
export type InTime<T> = T | Promise<T>;

/**
 * Waits up to `ms` for the promises: each that has resolved by then is handed back as its value, the others (still
 * pending, or rejected) as they are. `complete` says whether every one came as a value. The product page awaits its
 * below-the-fold data this way so it is in the document itself, which needs no JavaScript (decision 0016, addendum
 * 2026-12-06, evening), while a slow answer still streams after the first paint rather than holding it.
 */
export async function settleWithin<T extends Record<string, Promise<unknown>>>(
  promises: T,
  ms: number,
): Promise<{ values: { [K in keyof T]: InTime<Awaited<T[K]>> }; complete: boolean }> {
  const resolved = new Map<string, unknown>();
  const settled = Object.entries(promises).map(([key, promise]) =>
    promise.then(
      (value) => void resolved.set(key, value),
      () => undefined,
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([Promise.all(settled), deadline]);
  clearTimeout(timer);
  const values = Object.fromEntries(
    Object.entries(promises).map(([key, promise]) => [key, resolved.has(key) ? resolved.get(key) : promise]),
  ) as { [K in keyof T]: InTime<Awaited<T[K]>> };
  return { values, complete: resolved.size === settled.length };
}
