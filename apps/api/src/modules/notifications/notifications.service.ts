import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EMAIL_ADDRESS_PATTERN } from '@outsole/contracts/auth.values';
import type { Db } from '../../db/schema.js';
import type { RequestContext } from '../../lib/context.js';
import { renderEmail } from './email-render.js';
import type { EmailTemplate, EmailTemplateParams } from './email-templates.js';
import { isListTemplate, newListUnsubscribe, type ListUnsubscribeInput } from './list-unsubscribe.js';
import { findIdByDedupeKey, insertOnce } from './outbox.repository.js';

/** One email to queue: which template with which params, to whom, and the key of the cause it belongs to. */
export type EmailRequest = {
  [T in EmailTemplate]: {
    /**
     * Names the cause, e.g. `password-reset:{resetId}` or `welcome:{consumerNo}`: a second request with the same
     * key queues nothing, so one cause never sends two messages.
     */
    dedupeKey: string;
    to: string;
    template: T;
    params: EmailTemplateParams[T];
    /**
     * For the emails a shopper can unsubscribe from (LIST_UNSUBSCRIBE_LISTS: back-in-stock and marketing), required:
     * the brand's storefront origin for the one-click link, and the account of a marketing email. Never given for
     * transactional mail, which carries no List-Unsubscribe.
     */
    listUnsubscribe?: ListUnsubscribeInput;
  };
}[EmailTemplate];

export interface EnqueueResult {
  /** The outbox row of this cause (the existing one when the key was already queued). */
  id: string;
  /** False when a message with this dedupe key was already queued; nothing was written. */
  enqueued: boolean;
}

const DEDUPE_KEY = z.string().min(1).max(200);
/**
 * The outbox column is varchar(254), the longest address SMTP carries (RFC 5321 with errata); an internationalised
 * top-level domain as its A-label is an address too (EMAIL_ADDRESS_PATTERN, as sign-up takes it).
 */
const ADDRESS = z.email({ pattern: EMAIL_ADDRESS_PATTERN }).max(254);

/**
 * Renders the email in the request's locale (English when its language has no words) and writes it to the outbox
 * in the caller's transaction: it is sent only if that transaction commits, by the worker (email-worker.ts).
 * Pass the transaction that makes the change causing the email, so the two commit or roll back together.
 */
export async function enqueueEmail(ctx: RequestContext, trx: Db, request: EmailRequest): Promise<EnqueueResult> {
  const dedupeKey = DEDUPE_KEY.parse(request.dedupeKey);
  const to = ADDRESS.parse(request.to.trim());
  const rendered = renderEmail(request.template, request.params, { locale: ctx.locale, brand: ctx.site.brand });
  const at = new Date();
  const now = at.toISOString();
  const id = randomUUID();
  if (isListTemplate(request.template) !== (request.listUnsubscribe !== undefined)) {
    throw new Error(`${request.template}: List-Unsubscribe is for the emails a shopper can unsubscribe from only`);
  }
  const header =
    request.listUnsubscribe && isListTemplate(request.template)
      ? newListUnsubscribe(
          request.template,
          request.listUnsubscribe,
          { brand: ctx.site.brand, locale: ctx.locale, siteId: ctx.site.siteId, to },
          at,
        )
      : null;
  const inserted = await insertOnce(trx, {
    id,
    dedupe_key: dedupeKey,
    site_id: ctx.site.siteId,
    locale: ctx.locale,
    template: request.template,
    to_address: to,
    subject: rendered.subject,
    text_body: rendered.text,
    html_body: rendered.html,
    next_attempt_at: now,
    locked_until: null,
    last_error: null,
    transport: null,
    message_id: null,
    created_at: now,
    sent_at: null,
    list_unsubscribe: header?.value ?? null,
  });
  if (inserted && header) await trx.insertInto('email_unsubscribe_tokens').values(header.token).execute();
  return inserted ? { id, enqueued: true } : { id: await findIdByDedupeKey(trx, dedupeKey), enqueued: false };
}
