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

/** The pending toast, if any, and the Set-Cookie header that clears it. */
export async function takeFlashToast(
  request: Request,
  { secure }: { secure: boolean },
): Promise<{ toast: FlashToast | null; clear: string | null }> {
  const header = request.headers.get('cookie');
  if (!header?.includes(`${FLASH_COOKIE}=`)) return { toast: null, clear: null };
  const cookie = flashCookie(secure);
  const parsed = FlashToast.safeParse(await cookie.parse(header));
  return { toast: parsed.success ? parsed.data : null, clear: await cookie.serialize('', { maxAge: 0 }) };
}
