import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, inBox, type Point } from './geo.js';
import { sandboxGeocoder } from './postal-geocoder.js';

const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };

describe('distanceKm', () => {
  it.each([
    [LONDON, PARIS, 343.5],
    [LONDON, NEW_YORK, 5570.2],
    [PARIS, PARIS, 0],
  ])('%o to %o is about %d km', (a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
    expect(distanceKm(b, a)).toBeCloseTo(distanceKm(a, b), 9);
  });

  it('handles the antimeridian and the poles', () => {
    expect(distanceKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.2, 0);
    expect(distanceKm({ latitude: 90, longitude: 0 }, { latitude: 90, longitude: 120 })).toBeCloseTo(0, 6);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius', () => {
    const box = boundingBox(LONDON, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      const point = {
        latitude: LONDON.latitude + (49.9 / 111.2) * Math.cos(rad),
        longitude: LONDON.longitude + (49.9 / (111.2 * Math.cos((LONDON.latitude * Math.PI) / 180))) * Math.sin(rad),
      };
      expect(distanceKm(LONDON, point)).toBeLessThan(50.5);
      expect(inBox(box, point)).toBe(true);
    }
    expect(inBox(box, PARIS)).toBe(false);
  });

  it('wraps across the antimeridian and spans all longitudes near a pole', () => {
    const box = boundingBox({ latitude: 0, longitude: 179.9 }, 100);
    expect(box.minLongitude).toBeGreaterThan(box.maxLongitude);
    expect(inBox(box, { latitude: 0, longitude: -179.9 })).toBe(true);
    expect(inBox(box, { latitude: 0, longitude: 0 })).toBe(false);
    expect(boundingBox({ latitude: 89.9, longitude: 10 }, 100)).toMatchObject({
      minLongitude: -180,
      maxLongitude: 180,
    });
  });
});

describe('sandboxGeocoder', () => {
  it('locates postal codes of the demo regions by area and refuses others', () => {
    expect(sandboxGeocoder.locate('US', '10018')).toEqual({ latitude: 40.75, longitude: -73.99 });
    expect(sandboxGeocoder.locate('GB', 'sw1a 1aa')).toEqual({ latitude: 51.47, longitude: -0.15 });
    expect(sandboxGeocoder.locate('GB', 'M4 1AB')).toEqual({ latitude: 53.48, longitude: -2.24 });
    expect(sandboxGeocoder.locate('JP', '150-0042')).toEqual({ latitude: 35.66, longitude: 139.7 });
    expect(sandboxGeocoder.locate('DE', '99999')).toBeNull();
    expect(sandboxGeocoder.locate('IT', '00100')).toBeNull();
  });

  it('places the code of each demo store in its district, a short walk from the store', () => {
    const stores: [string, string, Point][] = [
      ['US', '10012', { latitude: 40.7234, longitude: -73.9985 }], // Stride SoHo, 510 Broadway
      ['US', '10012-3904', { latitude: 40.7234, longitude: -73.9985 }], // ZIP+4
      ['US', '02116', { latitude: 42.3493, longitude: -71.0805 }], // Back Bay
      ['GB', 'wc2e 9lh', { latitude: 51.5124, longitude: -0.1252 }], // Covent Garden
      ['GB', 'WC2E', { latitude: 51.5124, longitude: -0.1252 }], // the outward code alone
      ['DE', '10178', { latitude: 52.5262, longitude: 13.402 }], // Berlin Mitte
      ['FR', '75003', { latitude: 48.858, longitude: 2.359 }], // Le Marais
      ['JP', '150-0041', { latitude: 35.664, longitude: 139.6993 }], // 渋谷
      ['JP', '１５０００４１', { latitude: 35.664, longitude: 139.6993 }], // typed full-width
    ];
    for (const [country, code, store] of stores) {
      const point = sandboxGeocoder.locate(country, code);
      expect(point ? distanceKm(point, store) : null, `${country} ${code}`).toBeLessThan(0.8);
    }
  });
});
