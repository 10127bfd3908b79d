import { isSupportedLocale, toLanguageTag } from '@outsole/contracts/locales';
import { DEV_MAILBOX_PATH } from '../../lib/public-paths.js';
import { escapeHtml } from './email-render.js';
import { listUnsubscribeHeaders } from './email-transport.js';
import type { DeliveredRow } from './outbox.repository.js';

/**
 * The development mailbox's two pages: the list of delivered mail and one message. Plain server-rendered HTML
 * without scripts; styles are inline (the page's policy allows inline styles only, which the emails use too).
 */

export const MAILBOX_PATH = DEV_MAILBOX_PATH;

/** No scripts, no framing, no outside requests; links may leave (the emails link to the storefront). */
export const MAILBOX_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#18181b;background:#fafafa;line-height:1.5}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 8px}
a{color:#1d4ed8}
a:focus-visible,input:focus-visible,button:focus-visible,summary:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
table{width:100%;border-collapse:collapse;background:#fff}
caption{text-align:left;padding:8px 0;color:#3f3f46}
th,td{text-align:left;padding:8px;border-bottom:1px solid #e4e4e7;vertical-align:top}
form{display:flex;gap:8px;align-items:end;flex-wrap:wrap;margin:16px 0}
label{display:flex;flex-direction:column;font-weight:600;font-size:.875rem}
input{font:inherit;padding:6px 8px;border:1px solid #71717a;border-radius:4px;min-width:18rem}
button{font:inherit;padding:6px 14px;border:1px solid #18181b;border-radius:4px;background:#18181b;color:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}
dt{font-weight:600}
dd{margin:0}
.email{border:1px solid #d4d4d8;background:#f4f4f5;margin:16px 0}
pre{white-space:pre-wrap;background:#fff;border:1px solid #e4e4e7;padding:12px}
`;

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body><main>${body}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The message's language, so a screen reader reads a Japanese subject as Japanese. */
function languageTagOf(locale: string): string {
  return isSupportedLocale(locale) ? toLanguageTag(locale) : 'en';
}

function time(iso: string | null): string {
  if (!iso) return '';
  const shown = iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(shown)}</time>`;
}

/** The list, newest first, optionally of one recipient's mail. */
export function mailboxListPage(rows: readonly DeliveredRow[], filter: { to?: string; limit: number }): string {
  const to = filter.to ?? '';
  const items = rows
    .map(
      (row) =>
        `<tr><td>${time(row.sent_at)}</td><td>${escapeHtml(row.to_address)}</td>` +
        `<td lang="${languageTagOf(row.locale)}"><a href="${MAILBOX_PATH}/${escapeHtml(row.id)}">${escapeHtml(row.subject)}</a></td></tr>`,
    )
    .join('\n');
  const caption =
    rows.length === 0
      ? 'No mail yet.'
      : `${rows.length} message${rows.length === 1 ? '' : 's'}${to ? ` to ${escapeHtml(to)}` : ''}, newest first` +
        (rows.length === filter.limit ? ` (the latest ${filter.limit})` : '') +
        '.';
  return page(
    'Development mailbox',
    [
      '<h1>Development mailbox</h1>',
      '<p>Mail the api delivered to this mailbox (no SMTP_URL is set). Never served in production.</p>',
      `<form method="get" action="${MAILBOX_PATH}" role="search">`,
      `<label for="mailbox-to">Recipient<input id="mailbox-to" name="to" type="email" value="${escapeHtml(to)}" autocomplete="off"></label>`,
      '<button type="submit">Filter</button>',
      to ? `<a href="${MAILBOX_PATH}">Show all mail</a>` : '',
      '</form>',
      '<table>',
      `<caption>${caption}</caption>`,
      '<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>',
      `<tbody>${items}</tbody>`,
      '</table>',
    ].join('\n'),
  );
}

/** The email's own body (our templates write a whole document), shown inline so its links work in the page. */
function bodyOf(html: string): string | null {
  return /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? null;
}

export function mailboxMessagePage(row: DeliveredRow): string {
  const emailBody = bodyOf(row.html_body);
  const lang = /<html[^>]*\blang="([^"]+)"/i.exec(row.html_body)?.[1];
  return page(
    `${row.subject} — Development mailbox`,
    [
      `<p><a href="${MAILBOX_PATH}">Back to the mailbox</a></p>`,
      `<h1 lang="${languageTagOf(row.locale)}">${escapeHtml(row.subject)}</h1>`,
      '<dl>',
      `<dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>`,
      `<dt>Sent</dt><dd>${time(row.sent_at)}</dd>`,
      `<dt>Site</dt><dd>${escapeHtml(row.site_id)} (${escapeHtml(row.locale)})</dd>`,
      `<dt>Template</dt><dd>${escapeHtml(row.template)}</dd>`,
      // The headers a mailbox provider's unsubscribe button reads (RFC 2369, RFC 8058); transactional mail has none.
      ...Object.entries(listUnsubscribeHeaders(row.list_unsubscribe)).map(
        ([name, value]) => `<dt>${name}</dt><dd><code>${escapeHtml(value)}</code></dd>`,
      ),
      '</dl>',
      '<h2>Message</h2>',
      emailBody === null
        ? `<pre>${escapeHtml(row.text_body)}</pre>`
        : `<section class="email" aria-label="Message body"${lang ? ` lang="${escapeHtml(lang)}"` : ''}>${emailBody}</section>`,
      '<details><summary>Plain-text part</summary>',
      `<pre${lang ? ` lang="${escapeHtml(lang)}"` : ''}>${escapeHtml(row.text_body)}</pre>`,
      '</details>',
    ].join('\n'),
  );
}
