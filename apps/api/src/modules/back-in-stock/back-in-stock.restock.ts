import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LocalePath } from '@outsole/contracts/locales';
import type { Brand, Site } from '@outsole/contracts/reference';
import type { Db } from '../../db/schema.js';
import { ANONYMOUS, type RequestContext } from '../../lib/context.js';
import { createHourlySweep, daysBefore, deleteInBatches, type HourlySweep } from '../../lib/hourly-sweep.js';
import { createPeriodic, type Periodic } from '../../lib/periodic.js';
import { enqueueEmail } from '../notifications/notifications.service.js';
import { pdpUrl } from '../products/product-mapping.js';
import { digestOf, newSecret } from '../session/secrets.js';
import { choiceParams } from './back-in-stock.choice.js';
import { listSites } from '../sites/sites.service.js';
import {
  deleteNotifiedBefore,
  deleteUnconfirmedBefore,
  deleteWaitingBefore,
  findRestockedRequests,
  markNotified,
  type RestockedRequest,
} from './back-in-stock.repository.js';
import { CONFIRM_WITHIN_DAYS } from './back-in-stock.service.js';

/** A sign-up waits this long for its size to come back; then it is deleted (its email address with it). */
export const WAITING_KEPT_DAYS = 180;
/** A sign-up whose email went out is kept this long (to answer "why did I get this?"), then deleted. */
export const NOTIFIED_KEPT_DAYS = 30;
/** How often an instance looks for sizes that came back. */
export const RESTOCK_CHECK_EVERY_MS = 5 * 60_000;
/** Sign-ups read per statement. */
const BATCH = 100;

export interface RestockSettings {
  /** Public storefront origin per brand (STOREFRONT_BRAND_ORIGINS): the emails' links. */
  storefrontBrandOrigins: Record<Brand, string>;
}

/**
 * Back-in-stock emails (decision 0042). A sign-up (PUT /products/v1/notifications) waits until its variant has online
 * stock; then one email goes out, in the sign-up's language, linking to the product page with that colour and size
 * chosen (and named: colour, width, size), and the sign-up is marked notified in the same transaction (the outbox's dedupe key
 * `back-in-stock:{id}` and the conditional mark make it one email even when several instances look at once; a
 * sign-up made again after its email waits under a new id). Answers how many emails were queued.
 */
export async function notifyRestocked(
  db: Db,
  settings: RestockSettings,
  {
    now = new Date(),
    batchSize = BATCH,
    onSkipped = () => undefined,
  }: {
    now?: Date;
    batchSize?: number;
    /** A sign-up whose email could not be made (a malformed address, say): marked, so it never blocks the rest. */
    onSkipped?: (id: string, error: unknown) => void;
  } = {},
): Promise<number> {
  let sites: Map<string, Site> | null = null;
  let queued = 0;
  for (;;) {
    const restocked = await findRestockedRequests(db, batchSize);
    if (restocked.length === 0) return queued;
    sites ??= new Map((await listSites(db)).map((site) => [site.siteId, site]));
    for (const request of restocked) {
      const site = sites.get(request.site_id);
      const unsubscribeToken = newSecret();
      const email = site ? restockEmail(request, site, settings, unsubscribeToken) : null;
      try {
        await db.transaction().execute(async (trx) => {
          if (!(await markNotified(trx, request.id, now.toISOString(), digestOf(unsubscribeToken)))) return;
          // A sign-up whose style lost its name or whose site is gone is marked, not emailed: nothing to say.
          if (!site || !email) return;
          await enqueueEmail(contextFor(site, email.locale), trx, {
            // One email per wait: a sign-up made again after its email waits anew, with a new id.
            dedupeKey: `back-in-stock:${request.id}`,
            to: request.email,
            template: 'back-in-stock',
            params: email.params,
            listUnsubscribe: { origin: settings.storefrontBrandOrigins[site.brand] },
          });
          queued += 1;
        });
      } catch (error) {
        onSkipped(request.id, error);
        await markNotified(db, request.id, now.toISOString());
      }
    }
    if (restocked.length < batchSize) return queued;
  }
}

function restockEmail(request: RestockedRequest, site: Site, settings: RestockSettings, unsubscribeToken: string) {
  const locale = LocalePath.safeParse(request.locale);
  if (!locale.success || request.slug === null) return null;
  const choice = choiceParams(request, site, locale.data);
  if (!choice) return null;
  const origin = settings.storefrontBrandOrigins[site.brand];
  const url = new URL(pdpUrl(locale.data, request.slug, request.product_id, request.colour_code), origin);
  if (request.width !== null) url.searchParams.set('width', request.width);
  url.searchParams.set('size', choice.size);
  // Every marketing-ish email can be stopped from itself (decision 0042, addendum session 51).
  const unsubscribeUrl = new URL(`/${locale.data}/back-in-stock/unsubscribe`, origin);
  unsubscribeUrl.searchParams.set('token', unsubscribeToken);
  return {
    locale: locale.data,
    params: { ...choice, productUrl: url.href, unsubscribeUrl: unsubscribeUrl.href },
  };
}

/** The context an email is rendered in: the sign-up's site and language (no request: a background job). */
function contextFor(site: Site, locale: LocalePath): RequestContext {
  return {
    correlationId: randomUUID(),
    transactionId: randomUUID(),
    site,
    locale,
    usid: null,
    trusted: false,
    testing: false,
    shopper: ANONYMOUS,
  };
}

/**
 * Deletes sign-ups waiting longer than WAITING_KEPT_DAYS, notified ones past NOTIFIED_KEPT_DAYS and unconfirmed ones
 * past CONFIRM_WITHIN_DAYS.
 */
export async function deleteOldSignUps(db: Db, now: Date, batchSize?: number): Promise<number> {
  const waitingBefore = daysBefore(now, WAITING_KEPT_DAYS);
  const notifiedBefore = daysBefore(now, NOTIFIED_KEPT_DAYS);
  const unconfirmedBefore = daysBefore(now, CONFIRM_WITHIN_DAYS);
  const waiting = await deleteInBatches((limit) => deleteWaitingBefore(db, waitingBefore, limit), batchSize);
  const notified = await deleteInBatches((limit) => deleteNotifiedBefore(db, notifiedBefore, limit), batchSize);
  // Never confirmed in their week (double opt-in): gone, their address with them.
  const unconfirmed = await deleteInBatches(
    (limit) => deleteUnconfirmedBefore(db, unconfirmedBefore, limit),
    batchSize,
  );
  return waiting + notified + unconfirmed;
}

/**
 * Every RESTOCK_CHECK_EVERY_MS while the server listens (the instances that run the email worker:
 * EMAIL_WORKER_ENABLED), this instance looks for sign-ups whose size came back, however the stock changed (an
 * import, a return, an operator's update); at most hourly it deletes old sign-ups. Tests call runOnce().
 */
export class RestockWatch {
  readonly #db: Db;
  readonly #settings: RestockSettings;
  readonly #log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  readonly #retention: HourlySweep;
  readonly #loop: Periodic;
  #running: Promise<number> | null = null;

  constructor(db: Db, settings: RestockSettings, log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>) {
    this.#db = db;
    this.#settings = settings;
    this.#log = log;
    this.#retention = createHourlySweep(
      (now) => deleteOldSignUps(db, now),
      (error) => log.warn({ err: error }, 'back in stock: old sign-ups not deleted; tried again within the hour'),
    );
    this.#loop = createPeriodic(
      async () => {
        const queued = await this.runOnce();
        if (queued > 0) log.info({ queued }, 'back in stock: restock emails queued');
        this.#retention.sweepWhenDue(new Date());
        return RESTOCK_CHECK_EVERY_MS;
      },
      {
        onError: (error) => log.error({ err: error }, 'back in stock: restock check failed; tried again later'),
        retryMs: RESTOCK_CHECK_EVERY_MS,
      },
    );
  }

  start(): void {
    this.#loop.start();
  }

  async stop(): Promise<void> {
    this.#loop.stop();
    await this.#running?.catch(() => undefined);
    await this.#retention.sweeping;
  }

  runOnce(now: Date = new Date()): Promise<number> {
    const onSkipped = (id: string, error: unknown) =>
      this.#log.warn({ err: error, signUp: id }, 'back in stock: a sign-up could not be emailed; marked as done');
    const run = notifyRestocked(this.#db, this.#settings, { now, onSkipped }).finally(() => {
      if (this.#running === run) this.#running = null;
    });
    this.#running = run;
    return run;
  }
}
