import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

/**
 * The demo's promotion names and callouts as seeded, on every site (decision 0009 addendum): French puts a narrow
 * no-break space (U+202F) before % ; : ! ? and German a no-break space (U+00A0 or U+202F) before %, never a plain
 * one, which let "%" wrap alone onto the next line of a phone's promotion row.
 */
describe(`seeded promotion texts are typeset for their language (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ stylesPerSize: 20 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('French and German keep each sign with what it follows', async () => {
    const rows = await t.db
      .selectFrom('promotions')
      .innerJoin('sites', 'sites.site_id', 'promotions.site_id')
      .select(['promotions.promotion_id', 'promotions.name', 'promotions.definition', 'sites.locale'])
      .execute();
    const texts = rows.flatMap((row) => {
      const callout = (JSON.parse(row.definition) as { calloutMsg?: string }).calloutMsg;
      return [row.name, ...(callout ? [callout] : [])].map((text) => ({
        id: row.promotion_id,
        locale: row.locale,
        text,
      }));
    });
    const french = texts.filter((entry) => entry.locale.startsWith('fr'));
    const german = texts.filter((entry) => entry.locale.startsWith('de'));
    expect(french.filter((entry) => entry.text.includes('%')).length).toBeGreaterThan(2);
    expect(german.filter((entry) => entry.text.includes('%')).length).toBeGreaterThan(2);
    expect(french.filter((entry) => /[ \u00a0][%;:!?]/.test(entry.text))).toEqual([]);
    expect(german.filter((entry) => / %/.test(entry.text))).toEqual([]);
    expect(french.filter((entry) => /\d%/.test(entry.text))).toEqual([]);
    expect(german.filter((entry) => /\d%/.test(entry.text))).toEqual([]);
  });
});
