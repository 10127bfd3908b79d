import { createCookie } from 'react-router';
import { z } from 'zod';

/**
 * Toasts that survive a redirect (CONVENTIONS 8: "toasts travel in a flash cookie"): an action sets the cookie on
 * its redirect, the next root loader reads it once and clears it. The cookie holds a message key and values, never
 * markup; the browser formats it like any other message (lib/i18n/icu.ts).
 */
export const FlashToast = z.object({
  id: z.string().max(64),
  kind: z.enum(['info', 'success', 'error']),
  message: z.string().max(100),
  values: z.record(z.string(), z.union([z.string().max(200), z.number()])).default({}),
});
export type FlashToast = z.infer<typeof FlashToast>;

const FlashProblem = z.object({
  key: z.string().max(100),
  values: z.record(z.string(), z.union([z.string().max(200), z.number()])).default({}),
});

/**
 * An identity form refused after a post made without JavaScript (sign-in, sign-up), for the page it goes back to:
 * what the shopper typed (never a password) and every problem, at its field and for the form. The page shows the
 * form again with them instead of a toast (0017 addendum: refused identity forms without JavaScript).
 */
export const FlashForm = z.object({
  intent: z.enum(['sign-in', 'sign-up', 'enroll', 'forgot-password']),
  values: z.record(z.string().max(40), z.union([z.string().max(300), z.array(z.string().max(40)).max(20)])),
  formProblem: FlashProblem.optional(),
  fieldProblems: z.record(z.string().max(40), FlashProblem).default({}),
  /** The form's problem is about signing in at all (locked, too many tries): offer the password reset with it. */
  offerReset: z.boolean().optional(),
});
export type FlashForm = z.infer<typeof FlashForm>;

const Flash = FlashToast.extend({ form: FlashForm.optional() });

/** Cookies browsers keep: a form state that would not fit goes without the values typed (the problems stay). */
const MAX_COOKIE_BYTES = 4000;

/** The cookie's name: a page asked for with it is rendered for the shopper (the toast is theirs; page-cache.server.ts). */
export const FLASH_COOKIE = 'outsole_flash';

function flashCookie(secure: boolean) {
  return createCookie(FLASH_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60, secure });
}

export async function setFlashToast(
  toast: Omit<FlashToast, 'id' | 'values'> & { values?: FlashToast['values'] },
  { secure }: { secure: boolean },
): Promise<string> {
  const value: FlashToast = { id: crypto.randomUUID(), values: {}, ...toast };
  return flashCookie(secure).serialize(value);
}

/**
 * A refused identity form for the next page (FlashForm), in the flash cookie: the next root loader takes it once.
 * It also carries its first problem as a toast, which a page that cannot show the form (none) would show.
 */
export async function setFlashForm(form: FlashForm, { secure }: { secure: boolean }): Promise<string> {
  const first = form.formProblem ?? Object.values(form.fieldProblems)[0] ?? { key: 'error.GEN500', values: {} };
  const value = { id: crypto.randomUUID(), kind: 'error' as const, message: first.key, values: first.values, form };
  const cookie = flashCookie(secure);
  const full = await cookie.serialize(value);
  if (full.length <= MAX_COOKIE_BYTES) return full;
  return cookie.serialize({ ...value, form: { ...form, values: {} } });
}

/**
 * The pending toast, if any, or the refused identity form (whose problems the form itself shows, so no toast says
 * them again), and the Set-Cookie header that clears it.
 */
export async function takeFlashToast(
  request: Request,
  { secure }: { secure: boolean },
): Promise<{ toast: FlashToast | null; form: FlashForm | null; clear: string | null }> {
  const header = request.headers.get('cookie');
  if (!header?.includes(`${FLASH_COOKIE}=`)) return { toast: null, form: null, clear: null };
  const cookie = flashCookie(secure);
  const parsed = Flash.safeParse(await cookie.parse(header));
  const clear = await cookie.serialize('', { maxAge: 0 });
  if (!parsed.success) return { toast: null, form: null, clear };
  const { form, ...toast } = parsed.data;
  return form ? { toast: null, form, clear } : { toast, form: null, clear };
}
