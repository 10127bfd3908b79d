import { ERROR_IDS } from '@outsole/contracts/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { ERROR_MESSAGES, formatMessage, messageFor } from './error-messages.js';

describe('formatMessage', () => {
  it.each([
    ['You can add up to {maxAllowedQty} of this item.', { maxAllowedQty: 5 }, 'You can add up to 5 of this item.'],
    ['{a} and {b}', { a: 'x', b: 0 }, 'x and 0'],
    ['{a} twice {a}', { a: 1 }, '1 twice 1'],
    ['flag {on}', { on: false }, 'flag false'],
    ['missing {value} stays', {}, 'missing {value} stays'],
    ['null {value} stays', { value: null }, 'null {value} stays'],
    ['no placeholders', { unused: 1 }, 'no placeholders'],
    ['{toString} is not inherited', {}, '{toString} is not inherited'],
  ])('%s', (template, params, expected) => {
    expect(formatMessage(template, params)).toBe(expected);
  });
});

describe('error catalogue', () => {
  it('has a non-empty English message for every error id', () => {
    for (const id of ERROR_IDS) expect(ERROR_MESSAGES[id], id).toMatch(/\S/);
  });

  it('fills the spec max-quantity message from maxAllowedQty', () => {
    expect(messageFor('INV408', { maxAllowedQty: 3 })).toBe('You can add up to 3 of this item.');
  });

  it('GEN500 carries the generic support sentence', () => {
    expect(messageFor('GEN500')).toBe('Something went wrong. Quote the correlation id when you contact support.');
  });
});

describe('ApiError', () => {
  it.each([
    ['API400', 400],
    ['API401', 401],
    ['API404', 404],
    ['API405', 405],
    ['API413', 413],
    ['API415', 415],
    ['API429', 429],
    ['GEN500', 500],
    ['INV408', 400],
  ] as const)('%s defaults to status %i', (id, status) => {
    expect(new ApiError(id).statusCode).toBe(status);
  });

  it('takes status, message and field overrides and keeps params', () => {
    const error = new ApiError('INV408', { status: 409, params: { maxAllowedQty: 2 }, field: 'body.qty' });
    expect(error).toMatchObject({ statusCode: 409, field: 'body.qty', message: 'You can add up to 2 of this item.' });
    expect(new ApiError('API404', { message: 'No such site.' }).message).toBe('No such site.');
  });
});
