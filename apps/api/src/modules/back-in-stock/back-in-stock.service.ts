import { randomUUID } from 'node:crypto';
import type { BackInStockRequest, BackInStockResponse } from '@outsole/contracts/products';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { RequestContext } from '../../lib/context.js';
import { requireVariant } from '../products/products.service.js';
import { countWaiting, insertRequestOnce } from './back-in-stock.repository.js';

/**
 * Sizes one address may wait for on a site. Each becomes an email when it is back (decision 0042), and anyone can
 * sign any address up: this bounds how many a stranger can have sent to someone else's inbox. A shopper waits for a
 * handful.
 */
export const MAX_WAITING_PER_ADDRESS = 20;

/**
 * PUT /products/v1/notifications: signs an email up for the restock of one sold-out variant on the caller's site.
 * Idempotent per email, variant and site: repeating it stores nothing new (the same email on another site is its
 * own sign-up, told in that site's language), and answers exactly as the first time, so nobody learns from the
 * answer whether an address was already waiting for a variant. A variant in stock can be bought now, so signing up
 * for it is refused. An address waits for at most MAX_WAITING_PER_ADDRESS sizes on a site.
 */
export async function signUp(
  ctx: RequestContext,
  db: Db,
  input: BackInStockRequest,
  now: Date = new Date(),
): Promise<BackInStockResponse> {
  const variant = await requireVariant(ctx, db, input.productId, input.upc);
  if (variant.inventoryLevel > 0) {
    throw new ApiError('API400', {
      message: 'This size is in stock and can be ordered now.',
      field: 'body.upc',
    });
  }
  // Addresses differ only in case are one mailbox in practice: one sign-up, not two emails.
  const email = input.email.trim().toLowerCase();
  // Past the limit nothing more is stored, and the answer is the same: it never tells whether an address waits.
  if ((await countWaiting(db, email, ctx.site.siteId)) >= MAX_WAITING_PER_ADDRESS) {
    return { productId: input.productId, upc: input.upc, subscribed: true };
  }
  await insertRequestOnce(db, {
    id: randomUUID(),
    email,
    upc: input.upc,
    product_id: input.productId,
    site_id: ctx.site.siteId,
    locale: ctx.locale,
    created_at: now.toISOString(),
    notified_at: null,
  });
  return { productId: input.productId, upc: input.upc, subscribed: true };
}
