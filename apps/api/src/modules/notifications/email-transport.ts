import { createTransport } from 'nodemailer';

/** One message as a transport sends it. */
export interface OutgoingEmail {
  /** The outbox row id: also the stable Message-ID's local part, so a retried message keeps its id. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The `List-Unsubscribe` value of an email a shopper can unsubscribe from (list-unsubscribe.ts): sent with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058). Null or absent for transactional mail.
   */
  listUnsubscribe?: string | null;
}

/** The headers of one-click unsubscribe (RFC 2369, RFC 8058) for a message that has a List-Unsubscribe value. */
export function listUnsubscribeHeaders(listUnsubscribe: string | null | undefined): Record<string, string> {
  return listUnsubscribe
    ? { 'List-Unsubscribe': listUnsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
}

/**
 * Where email goes. `send` resolves with the id the transport gave the message, or rejects; a
 * PermanentEmailError (the server refused the recipient or the message) is not retried.
 */
export interface EmailTransport {
  /** Recorded on the outbox row: `smtp` or `mailbox`. */
  readonly name: string;
  send(message: OutgoingEmail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export class PermanentEmailError extends Error {
  override name = 'PermanentEmailError';
}

export const MAILBOX_TRANSPORT = 'mailbox';
const MAILBOX_DOMAIN = 'mailbox.outsole.invalid';

/**
 * The development mailbox: delivering a message is recording it as delivered to the mailbox, where
 * `GET /dev/mailbox` shows it (modules/notifications/mailbox.routes.ts). Used whenever SMTP_URL is unset, which
 * configuration allows only outside production.
 */
export function createMailboxTransport(): EmailTransport {
  return {
    name: MAILBOX_TRANSPORT,
    send: async (message) => ({ messageId: `<${message.id}@${MAILBOX_DOMAIN}>` }),
    close: async () => undefined,
  };
}

/**
 * Time limits of one SMTP delivery. nodemailer's defaults (2 minutes to connect, 10 minutes of silence) would
 * let one dead server hold the worker, its lease and a graceful shutdown for minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** The longest one send can take under those limits: the worker starts a send only with this much lease left. */
export const SMTP_SEND_BUDGET_MS =
  SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;

/** SMTP through nodemailer, one connection per message (`smtp://` with STARTTLS when offered, `smtps://` TLS). */
export function createSmtpTransport(url: string): EmailTransport {
  const transporter = createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async send(message) {
      const domain = addressOf(message.from).split('@')[1] ?? 'localhost';
      try {
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${message.id}@${domain}>`,
          headers: { 'Auto-Submitted': 'auto-generated', ...listUnsubscribeHeaders(message.listUnsubscribe) },
        });
        return { messageId: info.messageId };
      } catch (error) {
        throw isRefusedForGood(error) ? new PermanentEmailError(describeSmtpError(error), { cause: error }) : error;
      }
    },
    close: async () => transporter.close(),
  };
}

/** The transport configuration names: SMTP when SMTP_URL is set, otherwise the development mailbox. */
export function createEmailTransport(smtpUrl: string | null): EmailTransport {
  return smtpUrl ? createSmtpTransport(smtpUrl) : createMailboxTransport();
}

/** `Stride <no-reply@example.com>` → `no-reply@example.com`. */
export function addressOf(from: string): string {
  const match = /<([^<>]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}

/**
 * A permanent (5xx) answer to this message's envelope (a recipient refused) or content (rejected at DATA): the
 * server would refuse it again, so retrying cannot help. Other 5xx answers, such as a refused login (535), are the
 * configuration's problem, not the message's: those messages are retried and go out once it is fixed.
 */
function isRefusedForGood(error: unknown): boolean {
  const smtp = error as { code?: unknown; responseCode?: unknown };
  return (
    (smtp.code === 'EENVELOPE' || smtp.code === 'EMESSAGE') &&
    typeof smtp.responseCode === 'number' &&
    smtp.responseCode >= 500 &&
    smtp.responseCode !== 503 // bad sequence of commands: a session problem (RFC 5321), fine on a new connection
  );
}

function describeSmtpError(error: unknown): string {
  const smtp = error as { code?: unknown; message?: unknown };
  return `${typeof smtp.code === 'string' ? `${smtp.code}: ` : ''}${String(smtp.message ?? error)}`;
}
