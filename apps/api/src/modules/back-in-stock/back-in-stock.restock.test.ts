import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStock } from '../../test/cart-kit.js';
import { plansOf } from '../../test/query-plans.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';
import { findRestockedRequests } from './back-in-stock.repository.js';
import { CONFIRM_WITHIN_DAYS } from './back-in-stock.service.js';
import { deleteOldSignUps, NOTIFIED_KEPT_DAYS, notifyRestocked, WAITING_KEPT_DAYS } from './back-in-stock.restock.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGINS = { stride: 'https://stride.test', kestrel: 'https://kestrel.test' };

interface SoldOut {
  productId: string;
  upc: string;
  colourCode: string;
  size: string;
  width: string | null;
}

describe(`back-in-stock emails (${TEST_DB})`, () => {
  let t: TestApp;
  let variants: SoldOut[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    // Shoes of the Stride brand, one size of each style, made sold out for the tests.
    const rows = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.product_id as productId', 'v.upc', 'v.colour_code as colourCode', 'v.size', 'v.width'])
      .where('s.brand', '=', 'stride')
      .where('s.digital', '=', 0)
      .where('v.size_system', 'in', ['shoe-men', 'shoe-women'])
      .orderBy('v.upc')
      .execute();
    const byStyle = new Map<string, SoldOut>();
    for (const row of rows) if (!byStyle.has(row.productId)) byStyle.set(row.productId, row);
    variants = [...byStyle.values()].slice(0, 6);
    expect(variants).toHaveLength(6);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    for (const variant of variants) await setStock(t.db, variant.upc, 0);
    await t.db.deleteFrom('back_in_stock_requests').execute();
    await t.db.deleteFrom('email_outbox').execute();
  });

  const signUp = async (email: string, variant: SoldOut, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/products/v1/notifications',
      headers: { ...AUTH, ...headers },
      payload: { email, productId: variant.productId, upc: variant.upc },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Double opt-in: the shopper follows the confirmation email's link; only the restock emails stay in the outbox.
    const confirmation = await t.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('template', '=', 'back-in-stock-confirm')
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = new URL(/https:\/\/\S+\/back-in-stock\/confirm\S+/.exec(confirmation.text_body)![0]).searchParams.get(
      'token',
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/products/v1/notifications/confirm',
      headers: AUTH,
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.db.deleteFrom('email_outbox').where('template', '=', 'back-in-stock-confirm').execute();
  };
  const outbox = () =>
    t.db.selectFrom('email_outbox').selectAll().orderBy('to_address').orderBy('created_at').execute();

  it('emails each waiting sign-up once its size is back, in its language, linking to that colour and size', async () => {
    const [back, stillOut] = variants;
    await signUp('first@example.com', back!);
    await signUp('second@example.com', back!, { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' });
    await signUp('waiting@example.com', stillOut!);
    // A sign-up never confirmed is not emailed when its size is back.
    await t.app.inject({
      method: 'PUT',
      url: '/products/v1/notifications',
      headers: AUTH,
      payload: { email: 'unconfirmed@example.com', productId: back!.productId, upc: back!.upc },
    });
    await t.db.deleteFrom('email_outbox').execute();
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(0);

    await setStock(t.db, back!.upc, 3);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(2);

    const [first, second] = await outbox();
    expect(first).toMatchObject({ to_address: 'first@example.com', template: 'back-in-stock', locale: 'en-us' });
    expect(first!.subject).toMatch(/^.+: your size is back at Stride$/);
    expect(first!.text_body).toContain('the size you asked us to watch is back in stock.');
    expect(first!.text_body).toMatch(new RegExp(` – .+, size ${back!.size.replace('.', '\\.')}\\n`));
    const link = new URL(/https:\/\/stride\.test\/\S+/.exec(first!.text_body)![0]);
    expect(link.pathname).toMatch(new RegExp(`^/en-us/p/[a-z0-9-]+-${back!.productId}$`));
    expect(link.searchParams.get('colour')).toBe(back!.colourCode);
    expect(link.searchParams.get('size')).toBe(back!.size);
    expect(link.searchParams.get('width')).toBe(back!.width);
    expect(first!.html_body).toContain(`href="${link.href.replaceAll('&', '&amp;')}"`);
    // Every restock email can stop the others: an unsubscribe link, its token stored as a digest only.
    const unsubscribe = new URL(
      /https:\/\/stride\.test\/en-us\/back-in-stock\/unsubscribe\?token=\S+/.exec(first!.text_body)![0],
    );
    expect(first!.text_body).toContain('Unsubscribe from all back-in-stock alerts for this address:');
    expect(first!.html_body).toContain(`href="${unsubscribe.href}"`);
    expect(second!.text_body).toMatch(
      /Alle Benachrichtigungen für diese Adresse abbestellen:\nhttps:\/\/stride\.test\/de-de\/back-in-stock\/unsubscribe\?token=/,
    );
    const stored = await t.db
      .selectFrom('back_in_stock_requests')
      .select('unsubscribe_token_hash')
      .where('email', '=', 'first@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.unsubscribe_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first!.text_body).not.toContain(stored.unsubscribe_token_hash);
    // The German site's sign-up: German words, the size as that site shows it (EU), a /de-de link.
    expect(second).toMatchObject({ to_address: 'second@example.com', locale: 'de-de', site_id: 'stride-de-de' });
    expect(second!.subject).toMatch(/: Deine Größe ist bei Stride wieder da$/);
    expect(second!.text_body).toMatch(/https:\/\/stride\.test\/de-de\/p\//);

    // Once: a second look queues nothing more; the one still sold out waits on.
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(0);
    expect(await outbox()).toHaveLength(2);
    const waiting = await t.db
      .selectFrom('back_in_stock_requests')
      .select(['email', 'notified_at'])
      .orderBy('email')
      .execute();
    expect(waiting.map((row) => [row.email, row.notified_at === null])).toEqual([
      ['first@example.com', false],
      ['second@example.com', false],
      ['unconfirmed@example.com', true],
      ['waiting@example.com', true],
    ]);
  });

  it('names the colour, the width (of a style made in widths) and the size asked for, as each language writes them', async () => {
    // A wide half size of a men's style, and a size of a style made in one width only.
    const wide = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .innerJoin('colourways as c', (join) =>
        join.onRef('c.product_id', '=', 'v.product_id').onRef('c.colour_code', '=', 'v.colour_code'),
      )
      .select(['v.product_id as productId', 'v.upc', 'v.colour_code as colourCode', 'v.size', 'v.width', 'c.names'])
      .where('s.brand', '=', 'stride')
      .where('v.size_system', '=', 'shoe-men')
      .where('v.width', '=', '2E')
      .where('v.size', '=', '9.5')
      .orderBy('v.upc')
      .executeTakeFirstOrThrow();
    const oneWidth = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .innerJoin('colourways as c', (join) =>
        join.onRef('c.product_id', '=', 'v.product_id').onRef('c.colour_code', '=', 'v.colour_code'),
      )
      .select(['v.product_id as productId', 'v.upc', 'v.colour_code as colourCode', 'v.size', 'v.width', 'c.names'])
      .where('s.brand', '=', 'stride')
      .where('s.digital', '=', 0)
      .where('v.width', 'is', null)
      .orderBy('v.upc')
      .executeTakeFirstOrThrow();
    const colour = (names: string, locale: string) => (JSON.parse(names) as Record<string, string>)[locale];
    for (const variant of [wide, oneWidth]) await setStock(t.db, variant.upc, 0);
    await signUp('wide-us@example.com', wide);
    await signUp('wide-de@example.com', wide, { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' });
    await signUp('wide-fr@example.com', wide, { 'x-site-id': 'stride-fr-fr', 'x-locale': 'fr-fr' });
    await signUp('wide-ja@example.com', wide, { 'x-site-id': 'stride-ja-jp', 'x-locale': 'ja-jp' });
    await signUp('narrow-us@example.com', oneWidth);
    await setStock(t.db, wide.upc, 2);
    await setStock(t.db, oneWidth.upc, 2);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(5);
    const sent = new Map((await outbox()).map((row) => [row.to_address, row]));
    const email = (to: string) => sent.get(to)!;

    expect(email('wide-us@example.com').subject).toContain(` in ${colour(wide.names, 'en-us')}: your size is back`);
    expect(email('wide-us@example.com').text_body).toContain(
      ` – ${colour(wide.names, 'en-us')}, Wide (2E), size 9.5\n`,
    );
    // US 9.5 is EU 43 and 27.5 cm.
    expect(email('wide-de@example.com').subject).toContain(colour(wide.names, 'de-de'));
    expect(email('wide-de@example.com').text_body).toContain(`${colour(wide.names, 'de-de')}, Weit (2E), Größe 43`);
    expect(email('wide-fr@example.com').text_body).toContain(`${colour(wide.names, 'fr-fr')}, Large (2E), pointure 43`);
    expect(email('wide-ja@example.com').text_body).toContain(`${colour(wide.names, 'ja-jp')}・ワイド 2E・サイズ 27.5`);
    // A style made in one width says nothing of widths.
    expect(email('narrow-us@example.com').text_body).toContain(
      ` – ${colour(oneWidth.names, 'en-us')}, size ${oneWidth.size}\n`,
    );
    expect(email('narrow-us@example.com').text_body).not.toMatch(/Standard|Wide/);
  });

  it('writes a half size with the comma of the German and French emails, and keeps the link’s size as it is', async () => {
    const half = await t.db
      .selectFrom('variants as v')
      .innerJoin('styles as s', 's.product_id', 'v.product_id')
      .select(['v.product_id as productId', 'v.upc', 'v.colour_code as colourCode', 'v.size', 'v.width'])
      .where('s.brand', '=', 'stride')
      .where('v.size_system', '=', 'shoe-men')
      .where('v.size', '=', '9')
      .orderBy('v.upc')
      .executeTakeFirstOrThrow();
    await setStock(t.db, half.upc, 0);
    await signUp('half-de@example.com', half, { 'x-site-id': 'stride-de-de', 'x-locale': 'de-de' });
    await signUp('half-fr@example.com', half, { 'x-site-id': 'stride-fr-fr', 'x-locale': 'fr-fr' });
    await setStock(t.db, half.upc, 1);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(2);
    const [de, fr] = await outbox();
    // US 9 is EU 42.5.
    expect(de!.text_body).toContain('Größe 42,5');
    expect(de!.html_body).toContain('Größe 42,5');
    expect(fr!.text_body).toContain('pointure 42,5');
    expect(new URL(/https:\/\/stride\.test\/\S+/.exec(de!.text_body)![0]).searchParams.get('size')).toBe('42.5');
  });

  it('two instances looking at once queue one email per sign-up; more sign-ups than a batch are all emailed', async () => {
    const [variant] = variants;
    for (let n = 0; n < 7; n += 1) await signUp(`shopper-${n}@example.com`, variant!);
    await setStock(t.db, variant!.upc, 1);
    const settings = { storefrontBrandOrigins: ORIGINS };
    const queued = await Promise.all([
      notifyRestocked(t.db, settings, { batchSize: 3 }),
      notifyRestocked(t.db, settings, { batchSize: 3 }),
    ]);
    expect(queued[0]! + queued[1]!).toBe(7);
    const sent = await outbox();
    expect(sent.map((row) => row.to_address)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => `shopper-${n}@example.com`));
  });

  it('a sign-up after the email went out (sold out again) waits again and is emailed at the next restock', async () => {
    const [, , variant] = variants;
    await signUp('again@example.com', variant!);
    await setStock(t.db, variant!.upc, 2);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(1);
    await setStock(t.db, variant!.upc, 0);
    await signUp('again@example.com', variant!);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(0);
    await setStock(t.db, variant!.upc, 5);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS })).toBe(1);
    expect((await outbox()).map((row) => row.to_address)).toEqual(['again@example.com', 'again@example.com']);
  });

  it('a sign-up that cannot be emailed is set aside, and the others still go', async () => {
    const [, , , bad, good] = variants;
    await signUp('fine@example.com', good!);
    await signUp('broken@example.com', bad!);
    // An address the outbox refuses (as a row written by hand or by an older version might hold).
    await t.db
      .updateTable('back_in_stock_requests')
      .set({ email: 'not an address', created_at: '2000-01-01T00:00:00.000Z' })
      .where('email', '=', 'broken@example.com')
      .execute();
    await setStock(t.db, bad!.upc, 1);
    await setStock(t.db, good!.upc, 1);
    const skipped = vi.fn();
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS }, { onSkipped: skipped })).toBe(1);
    expect(skipped).toHaveBeenCalledTimes(1);
    expect((await outbox()).map((row) => row.to_address)).toEqual(['fine@example.com']);
    expect(await notifyRestocked(t.db, { storefrontBrandOrigins: ORIGINS }, { onSkipped: skipped })).toBe(0);
    expect(skipped).toHaveBeenCalledTimes(1);
  });

  it('deletes sign-ups waiting past their keeping, sent ones a while after the email, unconfirmed ones after their week', async () => {
    const [a, b, c, d] = variants;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();
    const row = (id: string, upc: string, createdAt: string, notifiedAt: string | null, confirmed = true) => ({
      id,
      email: `${id}@example.com`,
      upc,
      product_id: variants.find((v) => v.upc === upc)!.productId,
      site_id: 'stride-en-us',
      locale: 'en-us',
      created_at: createdAt,
      notified_at: notifiedAt,
      confirmed_at: confirmed ? createdAt : null,
      confirm_token_hash: confirmed ? null : id.padEnd(64, '0'),
      confirm_sent_at: confirmed ? null : createdAt,
    });
    await t.db
      .insertInto('back_in_stock_requests')
      .values([
        row('old-waiting', a!.upc, at(WAITING_KEPT_DAYS + 1), null),
        row('young-waiting', b!.upc, at(WAITING_KEPT_DAYS - 1), null),
        row('old-notified', c!.upc, at(WAITING_KEPT_DAYS + 10), at(NOTIFIED_KEPT_DAYS + 1)),
        row('young-notified', d!.upc, at(WAITING_KEPT_DAYS + 10), at(NOTIFIED_KEPT_DAYS - 1)),
        row('old-unconfirmed', c!.upc, at(CONFIRM_WITHIN_DAYS + 0.1), null, false),
        row('young-unconfirmed', d!.upc, at(CONFIRM_WITHIN_DAYS - 0.1), null, false),
      ])
      .execute();
    expect(await deleteOldSignUps(t.db, new Date(), 1)).toBe(3);
    const left = await t.db.selectFrom('back_in_stock_requests').select('id').orderBy('id').execute();
    expect(left.map((each) => each.id)).toEqual(['young-notified', 'young-unconfirmed', 'young-waiting']);
  });

  it('the restock look reads waiting sign-ups through their partial index', async () => {
    const plans = await plansOf(t.db, 'SelectQueryNode', (db) => findRestockedRequests(db, 100));
    expect(plans[0]).toContain('back_in_stock_waiting_idx');
  });
});

describe(`the restock watch runs on a listening api (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the app’s, and a run of it queues what is due', async () => {
    expect(await t.app.restockWatch.runOnce()).toBe(0);
  });
});
