import { toLanguageTag, type LocalePath } from '@outsole/contracts/locales';
import { localSizeLabel, sizeKindOf } from '@outsole/contracts/sizes.values';
import { z } from 'zod';
import {
  ACTION_URL_PARAM,
  BRAND_NAMES,
  BRAND_SUPPORT_EMAILS,
  CHOICE_WORDS,
  COLON,
  EMAIL_WORDS,
  FALLBACK_LANGUAGE,
  FOOTER_LINK_PARAM,
  ONE_SIZE_WORDS,
  REGIONAL_WORDS,
  SHOE_WORDS,
  type EmailTemplate,
  type EmailTemplateParams,
  type EmailWords,
  type Language,
} from './email-templates.js';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The language tag the email was written in (the locale's, or English when its language has no words). */
  languageTag: string;
}

/** The outbox column is varchar(200). */
export const SUBJECT_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 100;

/** Control characters (a newline in a first name would otherwise break the subject line) become spaces. */
const displayName = z
  .string()
  .transform((value) => value.replace(/\p{Cc}+/gu, ' ').trim())
  .pipe(z.string().max(NAME_MAX_LENGTH));
/** Only absolute http(s) links: a `javascript:` or relative href in an email is a bug or an attack. */
const httpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http(s) URL')
  .transform((value) => new URL(value).href);

export const TEMPLATE_PARAMS = {
  'password-reset': z.object({
    resetUrl: httpUrl,
    firstName: displayName,
    lastName: displayName.default(''),
    expiresInMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
  }),
  welcome: z.object({
    firstName: displayName,
    lastName: displayName.default(''),
    shopUrl: httpUrl,
    optInPending: z.boolean().default(false),
  }),
  'back-in-stock': z.object({
    productName: displayName,
    colourName: displayName.pipe(z.string().min(1)),
    width: z.object({ code: z.string().trim().min(1).max(10), wide: z.boolean() }).nullable(),
    size: z.string().trim().min(1).max(20),
    productUrl: httpUrl,
    unsubscribeUrl: httpUrl,
  }),
  'back-in-stock-confirm': z.object({
    productName: displayName,
    colourName: displayName.pipe(z.string().min(1)),
    width: z.object({ code: z.string().trim().min(1).max(10), wide: z.boolean() }).nullable(),
    size: z.string().trim().min(1).max(20),
    confirmUrl: httpUrl,
    expiresInDays: z.number().int().min(1).max(90),
  }),
  'email-optin-confirm': z.object({
    firstName: displayName,
    lastName: displayName.default(''),
    confirmUrl: httpUrl,
    expiresInDays: z.number().int().min(1).max(90),
  }),
} satisfies { [T in EmailTemplate]: z.ZodType<EmailTemplateParams[T], unknown> };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Replaces `{name}` placeholders; a placeholder without a value is a mistake in the words, never sent as is. */
function fill(message: string, values: Readonly<Record<string, string>>, escape: (value: string) => string): string {
  return message.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`email words use {${name}}, which the template does not provide`);
    return escape(value);
  });
}

function languageOf(locale: LocalePath): { language: Language; tag: string } {
  const language = locale.split('-')[0] as Language;
  return language in EMAIL_WORDS['password-reset']
    ? { language, tag: toLanguageTag(locale) }
    : { language: FALLBACK_LANGUAGE, tag: FALLBACK_LANGUAGE };
}

/**
 * The subject, plain text and HTML of one email in the locale's language. Params are checked (a bad one throws:
 * it is the calling code's bug, not the shopper's) and HTML-escaped wherever they land in the HTML part.
 */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  rawParams: EmailTemplateParams[T],
  options: { locale: LocalePath; brand: string },
): RenderedEmail {
  const params: Record<string, unknown> = TEMPLATE_PARAMS[template].parse(rawParams);
  const { language, tag } = languageOf(options.locale);
  // A shoe's emails say its size as the site does (French *pointure*, not *taille*: SHOE_WORDS); a one-size
  // style's speak of the item (ONE_SIZE_WORDS).
  const sizeKind = typeof params.size === 'string' ? sizeKindOf(params.size) : undefined;
  const base: EmailWords = {
    ...EMAIL_WORDS[template][language],
    ...(sizeKind === 'shoe' ? SHOE_WORDS[template]?.[language] : undefined),
    ...(sizeKind === 'one' ? ONE_SIZE_WORDS[template]?.[language] : undefined),
    ...REGIONAL_WORDS[template]?.[options.locale],
  };
  // The welcome of a shopper who ticked the email marketing box says its confirmation email went (decision 0054).
  const words: EmailWords =
    params.optInPending === true && base.optInPending
      ? { ...base, paragraphs: [...base.paragraphs, base.optInPending] }
      : base;
  const firstName = String(params.firstName ?? '');
  // Family name first (EmailWords): 山田 太郎; one of them alone when the other is missing.
  const fullName = [String(params.lastName ?? ''), firstName].filter((part) => part !== '').join(' ');
  const values: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(params)
        .filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))
        .map(([key, value]) => [key, String(value)]),
    ),
    brand: BRAND_NAMES[options.brand] ?? options.brand,
    supportEmail: BRAND_SUPPORT_EMAILS[options.brand] ?? BRAND_SUPPORT_EMAILS.stride ?? '',
    fullName,
  };
  // The size label of the site ("42.5") as the email's language writes it ("42,5" in German and French), as the
  // storefront's pages do; the link keeps the label as it is.
  if (typeof params.size === 'string') values.size = localSizeLabel(params.size, tag);
  if (typeof params.colourName === 'string') values.choice = choiceOf(values, params.width, language, params.size);
  if (typeof params.expiresInMinutes === 'number') {
    const minutes = new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
      params.expiresInMinutes,
    );
    // Intl writes "60 分" with a space between number and unit; Japanese text writes "60分" (language reviewer F3-4).
    values.expiresIn = language === 'ja' ? minutes.replace(/(\d)\s+(?=\p{Script=Han})/gu, '$1') : minutes;
  }
  if (typeof params.expiresInDays === 'number') {
    values.expiresIn = new Intl.NumberFormat(tag, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(
      params.expiresInDays,
    );
  }
  const url = String(params[ACTION_URL_PARAM[template]]);
  const footerLinkParam: string | undefined = FOOTER_LINK_PARAM[template];
  const footerLink =
    footerLinkParam && words.footerLink && typeof params[footerLinkParam] === 'string'
      ? { words: words.footerLink, url: String(params[footerLinkParam]) }
      : null;
  const plain = (message: string) => fill(message, values, (value) => value);
  const html = (message: string) => fill(message, values, escapeHtml);

  // Without the name the words address the shopper by, the words without a name.
  const name = words.greeting.includes('{fullName}') ? fullName : firstName;
  let subject = plain(name === '' && words.subjectNoName ? words.subjectNoName : words.subject);
  if (subject.length > SUBJECT_MAX_LENGTH) subject = `${subject.slice(0, SUBJECT_MAX_LENGTH - 1)}…`;
  const greeting = name === '' ? words.greetingNoName : words.greeting;

  const text = [
    plain(greeting),
    ...words.paragraphs.map(plain),
    `${plain(words.action)}${COLON[language]}\n${url}`,
    plain(words.signOff),
    '--',
    ...words.footer.map(plain),
    ...(footerLink ? [`${plain(footerLink.words)}${COLON[language]}\n${footerLink.url}`] : []),
  ].join('\n\n');

  return {
    subject,
    text: `${text}\n`,
    html: htmlDocument({ subject, tag, words, greeting, url, html, footerLink }),
    languageTag: tag,
  };
}

/** The colour, width and size asked for (CHOICE_WORDS), from the already formatted values. */
function choiceOf(values: Readonly<Record<string, string>>, width: unknown, language: Language, size: unknown): string {
  const words = CHOICE_WORDS[language];
  if (typeof size === 'string' && sizeKindOf(size) === 'one') return fill(words.oneSize, values, (value) => value);
  const shoe = typeof size === 'string' && sizeKindOf(size) === 'shoe';
  const chosen = width as EmailTemplateParams['back-in-stock']['width'];
  if (!chosen) return fill((shoe ? words.shoeChoice : undefined) ?? words.choice, values, (value) => value);
  const label = fill(chosen.wide ? words.wideWidth : words.standardWidth, { code: chosen.code }, (value) => value);
  const sentence = (shoe ? words.shoeChoiceWithWidth : undefined) ?? words.choiceWithWidth;
  return fill(sentence, { ...values, width: label }, (value) => value);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,'Hiragino Sans','Noto Sans JP',sans-serif";

/**
 * A single-column layout with inline styles (what email clients keep), a language and a title, the email marked
 * as an article for screen readers, a real link as the button and the bare link beneath it.
 */
function htmlDocument(input: {
  subject: string;
  tag: string;
  words: EmailWords;
  greeting: string;
  url: string;
  html: (message: string) => string;
  /** A link in the small print (unsubscribe). */
  footerLink: { words: string; url: string } | null;
}): string {
  const { subject, tag, words, greeting, url, html, footerLink } = input;
  const href = escapeHtml(url);
  const title = escapeHtml(subject);
  const paragraph = (content: string, style = 'margin:0 0 16px') => `<p style="${style}">${content}</p>`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(tag)}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${title}</title>`,
    '</head>',
    `<body style="margin:0;padding:24px 0;background:#f4f4f5;color:#18181b;${FONT};font-size:16px;line-height:1.5">`,
    `<div role="article" aria-roledescription="email" aria-label="${title}" lang="${escapeHtml(tag)}" style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">`,
    `<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3">${title}</h1>`,
    paragraph(html(greeting)),
    ...input.words.paragraphs.map((message) => paragraph(html(message))),
    paragraph(
      `<a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#18181b;color:#ffffff;font-weight:600;text-decoration:none">${html(words.action)}</a>`,
      'margin:24px 0',
    ),
    paragraph(
      `${html(words.linkFallback)}<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a>`,
      'margin:0 0 24px;font-size:14px;color:#52525b',
    ),
    paragraph(html(words.signOff)),
    '<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0">',
    ...words.footer.map((message) => paragraph(html(message), 'margin:0 0 8px;font-size:13px;color:#52525b')),
    ...(footerLink
      ? [
          paragraph(
            `<a href="${escapeHtml(footerLink.url)}" style="color:#1d4ed8">${html(footerLink.words)}</a>`,
            'margin:0 0 8px;font-size:13px;color:#52525b',
          ),
        ]
      : []),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
