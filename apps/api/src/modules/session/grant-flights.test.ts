import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import { createGrantFlights } from './grant-flights.js';

describe('grant flights: one token request per grant at a time (AUT409)', () => {
  const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

  it('refuses a second request for the same grant while the first runs, and allows it once the first is done', async () => {
    const flights = createGrantFlights();
    const first = flights.run('code:a', () => later('first'));
    const second = flights.run('code:a', () => later('second'));
    await expect(second).rejects.toMatchObject({ errorId: 'AUT409', statusCode: 409 });
    await expect(second).rejects.toBeInstanceOf(ApiError);
    expect(await first).toBe('first');
    expect(await flights.run('code:a', () => later('third'))).toBe('third');
  });

  it('runs different grants side by side, and frees a grant whose request failed', async () => {
    const flights = createGrantFlights();
    expect(await Promise.all([flights.run('a', () => later(1)), flights.run('b', () => later(2))])).toEqual([1, 2]);
    await expect(flights.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await flights.run('a', () => later(3))).toBe(3);
  });
});
