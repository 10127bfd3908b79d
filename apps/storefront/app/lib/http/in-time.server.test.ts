import { describe, expect, it } from 'vitest';

import { settleWithin } from './in-time.server.ts';

describe('settleWithin', () => {
  it('hands back the values that came in time, and the late or failed promises as they are', async () => {
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 200));
    const failed = Promise.reject(new Error('down'));
    failed.catch(() => undefined);
    const { values, complete } = await settleWithin({ quick: Promise.resolve(1), late, failed }, 20);
    expect(values.quick).toBe(1);
    expect(values.late).toBe(late);
    expect(values.failed).toBe(failed);
    expect(complete).toBe(false);
  });

  it('does not wait for the deadline when everything has come', async () => {
    const started = Date.now();
    const { values, complete } = await settleWithin({ a: Promise.resolve('a'), b: Promise.resolve(['b']) }, 5_000);
    expect(values).toEqual({ a: 'a', b: ['b'] });
    expect(complete).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
