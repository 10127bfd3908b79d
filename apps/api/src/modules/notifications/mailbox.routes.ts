import { isIPv4 } from 'node:net';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { listUnsubscribeHeaders, MAILBOX_TRANSPORT } from './email-transport.js';
import { MAILBOX_CSP, MAILBOX_PATH, mailboxListPage, mailboxMessagePage } from './mailbox.page.js';
import { findDelivered, listDelivered } from './outbox.repository.js';

/** The most messages one page or answer lists. */
export const MAILBOX_LIMIT = 200;

const Filter = z.object({ to: z.string().trim().min(1).max(254).optional() });
const MessageId = z.object({ id: z.string().max(36) });

export const MailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
  template: z.string(),
  locale: z.string(),
  siteId: z.string(),
  /** The message's own headers as sent: `List-Unsubscribe` and `List-Unsubscribe-Post` when it has them. */
  headers: z.record(z.string(), z.string()),
});
export const MailboxMessages = z.object({ messages: z.array(MailboxMessage) });
export type MailboxMessages = z.infer<typeof MailboxMessages>;

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('content-security-policy', MAILBOX_CSP).send(body);
}

/**
 * The development mailbox: what the mailbox transport delivered, as pages for a person (`/dev/mailbox`, one
 * message at `/dev/mailbox/{id}`) and as JSON for tests and the e2e suite (`/dev/mailbox/messages?to=`).
 * Registered only outside production (app.ts), so production answers 404; public like the docs (a browser
 * cannot send the access key) and hidden from the OpenAPI document.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The mail holds password-reset links, which take over accounts: only a browser, test or e2e suite on this machine
  // reads it, by the connection's own address (never x-forwarded-for or TRUST_PROXY's reading of it). The api may
  // listen on every interface outside production (`npm start` without SMTP_URL, `npm run dev`: decision 0005); the
  // storefront's proxy refuses /dev/ paths. Another machine gets the 404 production gives.
  //
  // A request a proxy passed on (a reverse proxy on this machine in front of the api: its connection is local) names
  // the client it came from; it is refused too (tester finding t2-F3).
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.socket.remoteAddress) || FORWARDING_HEADERS.some((name) => name in request.headers)) {
      throw new ApiError('API404', {
        message: 'The development mailbox is shown only on the machine the api runs on.',
      });
    }
  });

  app.get(MAILBOX_PATH, { schema: { hide: true, querystring: Filter } }, async (request, reply) => {
    const rows = await listDelivered(db, { transport: MAILBOX_TRANSPORT, to: request.query.to, limit: MAILBOX_LIMIT });
    return html(reply, mailboxListPage(rows, { to: request.query.to, limit: MAILBOX_LIMIT }));
  });

  app.get(
    `${MAILBOX_PATH}/messages`,
    { schema: { hide: true, querystring: Filter, response: { 200: MailboxMessages } } },
    async (request) => {
      const rows = await listDelivered(db, {
        transport: MAILBOX_TRANSPORT,
        to: request.query.to,
        limit: MAILBOX_LIMIT,
      });
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          sentAt: row.sent_at ?? '',
          template: row.template,
          locale: row.locale,
          siteId: row.site_id,
          headers: listUnsubscribeHeaders(row.list_unsubscribe),
        })),
      };
    },
  );

  app.get(`${MAILBOX_PATH}/:id`, { schema: { hide: true, params: MessageId } }, async (request, reply) => {
    const row = await findDelivered(db, { transport: MAILBOX_TRANSPORT, id: request.params.id });
    if (!row) throw new ApiError('API404', { message: 'No message with this id in the mailbox.' });
    return html(reply, mailboxMessagePage(row));
  });
};

/** Headers a proxy adds to say whom it forwards for (lower case, as Node gives them). */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'] as const;

/** 127.0.0.0/8 or ::1, also as an IPv4-mapped IPv6 address (a dual-stack socket). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}
