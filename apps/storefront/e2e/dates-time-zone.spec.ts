import type { Browser } from '@playwright/test';

import { expect, test, untilReady } from './fixtures.ts';
import { SEEDED_PRODUCT } from './product-fixture.ts';

/**
 * Review and question dates on a product page are the site's dates (docs/decisions/0035 addendum, tester finding
 * t1-F5): the server's HTML and a browser in any zone write them alike, so the page hydrates without React's text
 * mismatch (#418) and no date changes after load. Before, a Tokyo browser turned most of the Japanese page's review
 * dates a day later ("2025/05/13" → "2025/05/14") and a New York one a question's a day earlier.
 */
const WITH_A_YEAR = /\b20\d\d\b/;

/** The lines of the reviews and questions that carry a date, as the page shows them. */
async function datedLines(browser: Browser, path: string, timezoneId: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, timezoneId, locale: 'en-US' });
  const page = await context.newPage();
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') mismatches.push(message.text());
  });
  page.on('pageerror', (error) => mismatches.push(error.message));
  await page.goto(path);
  if (javaScriptEnabled) {
    await untilReady(page);
    await page.waitForTimeout(500);
  }
  const lines = await page
    .locator('#reviews article, #questions')
    .evaluateAll((sections) =>
      sections.flatMap((section) => (section as HTMLElement).innerText.split('\n').map((line) => line.trim())),
    );
  await context.close();
  return { lines: lines.filter((line) => WITH_A_YEAR.test(line)), errors: mismatches };
}

const slug = SEEDED_PRODUCT.path.slice('/en-us'.length);
const cases = [
  { path: `/ja-jp${slug}`, timezoneId: 'Asia/Tokyo' },
  { path: `/en-us${slug}`, timezoneId: 'America/New_York' },
  { path: `/en-us${slug}`, timezoneId: 'Asia/Tokyo' },
  { path: `/ja-jp${slug}`, timezoneId: 'America/New_York' },
  { path: `/en-gb${slug}`, timezoneId: 'Pacific/Kiritimati' },
];

for (const { path, timezoneId } of cases) {
  test(`${path} in a browser in ${timezoneId}: hydrates quietly, with the server's dates`, async ({ browser }) => {
    const server = await datedLines(browser, path, timezoneId, false);
    expect(server.lines.length, 'dated reviews and questions on the page').toBeGreaterThan(3);
    const hydrated = await datedLines(browser, path, timezoneId, true);
    expect(hydrated.errors, 'console errors (a hydration mismatch is React error #418)').toEqual([]);
    expect(hydrated.lines).toEqual(server.lines);
  });
}
