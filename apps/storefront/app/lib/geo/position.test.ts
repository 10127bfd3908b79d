import { describe, expect, it } from 'vitest';

import { parsePosition, positionParams, roundPosition } from './position.ts';

describe('a shopper position', () => {
  it('is rounded to three decimals (about 100 m)', () => {
    expect(roundPosition(40.730149, -73.993512)).toEqual({ latitude: 40.73, longitude: -73.994 });
    expect(roundPosition(-33.86882, 151.20929)).toEqual({ latitude: -33.869, longitude: 151.209 });
  });

  it('is read from text only when both are numbers on the globe', () => {
    expect(parsePosition('40.730149', '-73.993512')).toEqual({ latitude: 40.73, longitude: -73.994 });
    expect(parsePosition('-90', '180')).toEqual({ latitude: -90, longitude: 180 });
    for (const [latitude, longitude] of [
      ['90.001', '0'],
      ['0', '-180.5'],
      ['', '0'],
      [' ', '0'],
      ['0', null],
      [null, null],
      ['NaN', '0'],
      ['Infinity', '0'],
      ['1e3', '0'],
      ['40,7', '-73.9'],
      [40.7, -73.9],
    ]) {
      expect(parsePosition(latitude, longitude), `${latitude}, ${longitude}`).toBeNull();
    }
  });

  it('travels as lat and lng', () => {
    expect(new URLSearchParams(positionParams({ latitude: 40.73, longitude: -73.994 })).toString()).toBe(
      'lat=40.73&lng=-73.994',
    );
  });
});
