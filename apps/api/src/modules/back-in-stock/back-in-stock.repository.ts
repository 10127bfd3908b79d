import { sql } from 'kysely';
import { ONLINE_LOCATION, type BackInStockRequestsTable, type Db, type VariantsTable } from '../../db/schema.js';

export type NewSignUp = Omit<BackInStockRequestsTable, 'confirm_sends' | 'unsubscribe_token_hash'>;

/**
 * Records a sign-up unless this email already waits for this variant on this site (the unique key decides, so two
 * simultaneous sign-ups still count once). A sign-up whose email went out (the variant came back, and sold out again)
 * waits again, in the language of the new sign-up, and is confirmed again. True when this call wrote the row (the
 * caller then sends its confirmation email), false when the address already waited.
 */
export async function insertRequestOnce(db: Db, row: NewSignUp): Promise<boolean> {
  const written = await db
    .insertInto('back_in_stock_requests')
    .values({ ...row, confirm_sends: row.confirm_token_hash === null ? 0 : 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['email', 'upc', 'site_id'])
        .doUpdateSet({
          // A new id for the new wait: its email is another message (the outbox's key names the sign-up's id).
          id: sql<string>`excluded.id`,
          notified_at: null,
          created_at: sql<string>`excluded.created_at`,
          locale: sql<string>`excluded.locale`,
          confirmed_at: sql<string | null>`excluded.confirmed_at`,
          confirm_token_hash: sql<string | null>`excluded.confirm_token_hash`,
          confirm_sent_at: sql<string | null>`excluded.confirm_sent_at`,
          confirm_sends: sql<number>`excluded.confirm_sends`,
          unsubscribe_token_hash: null,
        })
        .where('back_in_stock_requests.notified_at', 'is not', null),
    )
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}

/** The sign-up of this address for this variant on this site, if any. */
export function findSignUp(db: Db, email: string, upc: string, siteId: string) {
  return db
    .selectFrom('back_in_stock_requests')
    .select(['id', 'notified_at', 'confirmed_at', 'confirm_sent_at', 'confirm_sends', 'created_at'])
    .where('email', '=', email)
    .where('upc', '=', upc)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
}

/**
 * A new confirmation link for a sign-up still unconfirmed, unless another call sent one since `sentAt` (the
 * conditional update: of two repeats at once, one sends). True when this call replaced the link.
 */
export async function replaceConfirmToken(
  db: Db,
  id: string,
  sentAt: string | null,
  next: { tokenHash: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('back_in_stock_requests')
    .set((eb) => ({
      confirm_token_hash: next.tokenHash,
      confirm_sent_at: next.at,
      confirm_sends: eb('confirm_sends', '+', 1),
    }))
    .where('id', '=', id)
    .where(sql<boolean>`confirmed_at is null`)
    .where((eb) => (sentAt === null ? eb('confirm_sent_at', 'is', null) : eb('confirm_sent_at', '=', sentAt)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Confirms a waiting sign-up without a link (the signed-in shopper's own address). */
export async function confirmById(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('back_in_stock_requests')
    .set({ confirmed_at: at, confirm_token_hash: null })
    .where('id', '=', id)
    .where(sql<boolean>`confirmed_at is null`)
    .execute();
}

/**
 * Confirms the sign-up whose link's token has this digest, if it is unconfirmed and was made after `madeAfter`; the
 * token is spent in the same statement (single use: of two clicks at once, one confirms). The confirmed sign-up, or
 * undefined.
 */
export async function confirmByToken(db: Db, tokenHash: string, madeAfter: string, at: string) {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select(['id', 'product_id', 'upc'])
    .where('confirm_token_hash', '=', tokenHash)
    .where(sql<boolean>`confirmed_at is null`)
    .where('created_at', '>', madeAfter)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('back_in_stock_requests')
    .set({ confirmed_at: at, confirm_token_hash: null })
    .where('id', '=', row.id)
    .where('confirm_token_hash', '=', tokenHash)
    .where(sql<boolean>`confirmed_at is null`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row : undefined;
}

/** How many sign-ups of an address (on any site: one inbox) wait for their confirmation. */
export async function countUnconfirmed(db: Db, email: string, madeAfter: string): Promise<number> {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email', '=', email)
    .where(sql<boolean>`confirmed_at is null`)
    .where('created_at', '>', madeAfter)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Stops back-in-stock emails to the address of the sign-up whose unsubscribe link has this digest, on its site: its
 * sign-ups still waiting are deleted. The link keeps working (a second click changes nothing) until its sign-up is
 * deleted. Undefined for an unknown link.
 */
export async function unsubscribeByToken(db: Db, tokenHash: string): Promise<{ deleted: number } | undefined> {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select(['email', 'site_id'])
    .where('unsubscribe_token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return { deleted: await deleteWaitingSignUps(db, row.email, row.site_id) };
}

/** Deletes an address's sign-ups on a site that are still waiting (not yet emailed); answers how many. */
export async function deleteWaitingSignUps(db: Db, email: string, siteId: string): Promise<number> {
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where('email', '=', email)
    .where('site_id', '=', siteId)
    .where(sql<boolean>`notified_at is null`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many sizes an address waits for on a site (through the unique key, which leads with the email). */
export async function countWaiting(db: Db, email: string, siteId: string): Promise<number> {
  const row = await db
    .selectFrom('back_in_stock_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email', '=', email)
    .where('site_id', '=', siteId)
    .where('notified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A waiting sign-up whose variant is in stock online, with what its email says. */
export type RestockedRequest = Pick<
  BackInStockRequestsTable,
  'id' | 'email' | 'upc' | 'product_id' | 'site_id' | 'locale'
> &
  Pick<VariantsTable, 'colour_code' | 'size_system' | 'size' | 'width'> & {
    /** The style's name and URL slug in the sign-up's language, else the site's. */
    name: string | null;
    slug: string | null;
    /** The colourway's names, a JSON `{ locale: name }` (null when the colourway is gone). */
    colour_names: string | null;
  };

/**
 * Up to `limit` waiting sign-ups (oldest first, through back_in_stock_waiting_idx) whose variant has online stock
 * now; each read of the stock is a primary-key lookup.
 */
export function findRestockedRequests(db: Db, limit: number): Promise<RestockedRequest[]> {
  return (
    db
      .selectFrom('back_in_stock_requests as r')
      .innerJoin('inventory as i', (join) =>
        join.onRef('i.upc', '=', 'r.upc').on('i.location_id', '=', ONLINE_LOCATION),
      )
      .innerJoin('variants as v', 'v.upc', 'r.upc')
      .innerJoin('sites as site', 'site.site_id', 'r.site_id')
      .leftJoin('style_translations as t', (join) =>
        join.onRef('t.product_id', '=', 'r.product_id').onRef('t.locale', '=', 'r.locale'),
      )
      .leftJoin('style_translations as f', (join) =>
        join.onRef('f.product_id', '=', 'r.product_id').onRef('f.locale', '=', 'site.locale'),
      )
      .leftJoin('colourways as c', (join) =>
        join.onRef('c.product_id', '=', 'v.product_id').onRef('c.colour_code', '=', 'v.colour_code'),
      )
      .select([
        'r.id',
        'r.email',
        'r.upc',
        'r.product_id',
        'r.site_id',
        'r.locale',
        'v.colour_code',
        'v.size_system',
        'v.size',
        'v.width',
        'c.names as colour_names',
      ])
      .select((eb) => [eb.fn.coalesce('t.name', 'f.name').as('name'), eb.fn.coalesce('t.slug', 'f.slug').as('slug')])
      // Confirmed sign-ups only (double opt-in): the predicate of back_in_stock_waiting_idx.
      .where(sql<boolean>`r.notified_at is null and r.confirmed_at is not null`)
      .where('i.quantity', '>', 0)
      .orderBy('r.created_at')
      .limit(limit)
      .execute()
  );
}

/**
 * Marks the sign-up notified unless another instance did first; true for the one that did. The restock email's
 * unsubscribe link's digest is stored with it.
 */
export async function markNotified(
  db: Db,
  id: string,
  at: string,
  unsubscribeTokenHash: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('back_in_stock_requests')
    .set({ notified_at: at, unsubscribe_token_hash: unsubscribeTokenHash })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes at most `limit` confirmed sign-ups still waiting that were made before `before`; answers how many. */
export async function deleteWaitingBefore(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('back_in_stock_requests')
        .select('id')
        .where(sql<boolean>`notified_at is null and confirmed_at is not null`)
        .where('created_at', '<', before)
        .limit(limit),
    )
    .where(sql<boolean>`notified_at is null`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes at most `limit` sign-ups never confirmed that were made before `before` (back_in_stock_unconfirmed_idx). */
export async function deleteUnconfirmedBefore(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('back_in_stock_requests')
        .select('id')
        .where(sql<boolean>`confirmed_at is null`)
        .where('created_at', '<', before)
        .limit(limit),
    )
    .where(sql<boolean>`confirmed_at is null`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes at most `limit` sign-ups whose email went out before `before`; answers how many. */
export async function deleteNotifiedBefore(db: Db, before: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('back_in_stock_requests')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('back_in_stock_requests')
        .select('id')
        .where(sql<boolean>`notified_at is not null`)
        .where('notified_at', '<', before)
        .limit(limit),
    )
    .where('notified_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What a variant is called in a language (else the site's): for the confirmation email. */
export function describeVariant(db: Db, upc: string, locale: string, siteLocale: string) {
  return db
    .selectFrom('variants as v')
    .leftJoin('style_translations as t', (join) =>
      join.onRef('t.product_id', '=', 'v.product_id').on('t.locale', '=', locale),
    )
    .leftJoin('style_translations as f', (join) =>
      join.onRef('f.product_id', '=', 'v.product_id').on('f.locale', '=', siteLocale),
    )
    .leftJoin('colourways as c', (join) =>
      join.onRef('c.product_id', '=', 'v.product_id').onRef('c.colour_code', '=', 'v.colour_code'),
    )
    .select(['v.colour_code', 'v.size_system', 'v.size', 'v.width', 'c.names as colour_names'])
    .select((eb) => [eb.fn.coalesce('t.name', 'f.name').as('name'), eb.fn.coalesce('t.slug', 'f.slug').as('slug')])
    .where('v.upc', '=', upc)
    .executeTakeFirst();
}
