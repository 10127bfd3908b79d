import { describe, expect, it } from 'vitest';
import { queryInteger } from './query-values.js';

describe('queryInteger: a whole-number query parameter in decimal digits only', () => {
  const start = queryInteger('start', (n) => n.min(0)).default(0);

  it.each([
    ['0', 0],
    ['16', 16],
    ['007', 7],
    [undefined, 0],
  ])('reads %j as %j', (value, expected) => {
    expect(start.parse(value)).toBe(expected);
  });

  it.each(['0x10', '0b11', '0o7', '1e1', '+5', ' 5', '5 ', '1.0', '1.5', '', 'Infinity', 'NaN', '-1', '5a'])(
    'refuses %j',
    (value) => {
      const result = start.safeParse(value);
      expect(result.success).toBe(false);
    },
  );

  it('refuses a number given twice (an array) saying so, and names the rule in its message', () => {
    expect(start.safeParse(['1', '2']).error?.issues[0]?.message).toBe('start was given more than once');
    expect(start.safeParse('0x10').error?.issues[0]?.message).toBe('start must be a whole number in decimal digits');
  });
});
