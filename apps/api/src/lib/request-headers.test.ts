import { describe, expect, it } from 'vitest';
import { acceptsJson, readLocale, readTesting } from './request-headers.js';
import { RouteIndex } from './route-index.js';
import { secretEquals, secretMatcher } from './constant-time.js';
import { acceptTraceId } from './trace-ids.js';

describe('acceptsJson', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['*/*', true],
    ['application/*', true],
    ['text/html, application/xhtml+xml, */*;q=0.8', true],
    ['APPLICATION/JSON', true],
    ['text/html', false],
    ['application/xml', false],
    ['application/json;q=0', false],
    ['text/html, */*;q=0', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsJson(header)).toBe(expected);
  });
});

describe('readLocale', () => {
  it.each([
    ['en-US', 'en-us'],
    ['en-us', 'en-us'],
    ['de_DE', 'de-de'],
    [' ja-JP ', 'ja-jp'],
    ['pt-BR', null],
    ['english', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(readLocale(header)).toBe(expected);
  });
});

describe('readTesting', () => {
  it('is honoured only outside production', () => {
    expect(readTesting('1', false)).toBe(true);
    expect(readTesting('true', false)).toBe(true);
    expect(readTesting('1', true)).toBe(false);
    expect(readTesting('false', false)).toBe(false);
    expect(readTesting(undefined, false)).toBe(false);
  });
});

describe('acceptTraceId', () => {
  it('keeps a safe id and replaces anything else with a UUID', () => {
    expect(acceptTraceId('abc-123_x.y:z'.replace('_', '-'))).toBe('abc-123-x.y:z');
    const uuid = /^[0-9a-f-]{36}$/;
    expect(acceptTraceId(undefined)).toMatch(uuid);
    expect(acceptTraceId('')).toMatch(uuid);
    expect(acceptTraceId('has space')).toMatch(uuid);
    expect(acceptTraceId('a'.repeat(129))).toMatch(uuid);
    expect(acceptTraceId('a'.repeat(128))).toBe('a'.repeat(128));
    expect(acceptTraceId(['a', 'b'])).toMatch(uuid);
  });
});

describe('RouteIndex', () => {
  it('lists the methods of a concrete path, parameters and wildcards included', () => {
    const index = new RouteIndex();
    index.add('GET', '/sites/v1/sites/:siteId');
    index.add('HEAD', '/sites/v1/sites/:siteId');
    index.add(['POST', 'PUT'], '/cart/v1/item');
    index.add('OPTIONS', '*');
    index.add('GET', '/docs/static/*');
    expect(index.allowedMethods('/sites/v1/sites/stride-en-us')).toEqual(['GET', 'HEAD']);
    expect(index.allowedMethods('/sites/v1/sites')).toEqual([]);
    expect(index.allowedMethods('/cart/v1/item')).toEqual(['POST', 'PUT']);
    expect(index.allowedMethods('/docs/static/a/b.js')).toEqual(['GET']);
    expect(index.allowedMethods('/anything')).toEqual([]);
  });
});

describe('secret comparison', () => {
  it('matches only the exact secret', () => {
    expect(secretEquals('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretEquals('s3cret-valu', 's3cret-value')).toBe(false);
    expect(secretEquals('', 's3cret-value')).toBe(false);
    const isKey = secretMatcher(['a-key', 'b-key']);
    expect(isKey('b-key')).toBe(true);
    expect(isKey('a-key')).toBe(true);
    expect(isKey('c-key')).toBe(false);
    expect(isKey('')).toBe(false);
    expect(secretMatcher([])('a-key')).toBe(false);
  });
});
