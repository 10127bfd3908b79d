import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OpeningHours } from '@outsole/contracts/stores';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { distanceKm } from '../../modules/stores/geo.js';
import { normalizePostalCode } from '../../modules/address-validation/postal-codes.js';
import { STORES } from './catalog/stores.js';
import { collectionPointRows } from './collection-points.js';
import { DEMO_GIFT_CARDS, giftCardRows } from './demo-gift-cards.js';
import { STATES } from './reference/states.js';

const README = readFileSync(fileURLToPath(new URL('../../../../../README.md', import.meta.url)), 'utf8');

describe('demo gift cards', () => {
  it('are listed in the README with their PINs', () => {
    for (const card of DEMO_GIFT_CARDS) {
      expect(README).toContain(`| \`${card.cardNumber}\` | ${card.pin === null ? '(none)' : `\`${card.pin}\``}`);
    }
  });

  it('store no number or PIN, only digests and the last four digits', () => {
    const rows = giftCardRows();
    expect(new Set(rows.map((row) => row.code_digest)).size).toBe(rows.length);
    const text = JSON.stringify(rows);
    for (const card of DEMO_GIFT_CARDS) {
      expect(text).not.toContain(card.cardNumber.replace(/\s/g, ''));
      expect(text).not.toContain(card.cardNumber.replace(/\s/g, '').slice(0, 12));
    }
  });
});

describe('seeded collection points', () => {
  const rows = collectionPointRows();

  it('have unique ids, their country’s postal codes and states, and hours that parse', () => {
    expect(new Set(rows.map((row) => row.point_id)).size).toBe(rows.length);
    for (const row of rows) {
      const postal = normalizePostalCode(row.country_code, row.postal_code);
      expect(postal, `${row.point_id} ${row.postal_code}`).toEqual({ ok: true, postalCode: row.postal_code });
      if (row.region !== null) {
        expect(
          STATES[row.country_code]?.map(([code]) => code),
          row.point_id,
        ).toContain(row.region);
      }
      expect(z.array(OpeningHours).parse(JSON.parse(row.opening_hours)).length).toBeGreaterThan(0);
    }
  });

  it('sit in the demo stores’ cities: every point within 25 km of a store of its country', () => {
    for (const row of rows) {
      const nearest = Math.min(
        ...STORES.filter((store) => store.countryCode === row.country_code).map((store) => distanceKm(store, row)),
      );
      expect(nearest, row.point_id).toBeLessThan(25);
    }
  });
});
