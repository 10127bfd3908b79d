import { describe, expect, it } from 'vitest';

import { setFlashForm, setFlashToast, takeFlashToast } from './flash.server.ts';

function cookieHeader(setCookie: string): string {
  return setCookie.split(';')[0] ?? '';
}

describe('flash toast cookie', () => {
  it('carries a toast across a redirect once, then clears', async () => {
    const setCookie = await setFlashToast(
      { kind: 'success', message: 'toast.regionChanged', values: { country: 'Deutschland', currency: 'Euro' } },
      { secure: false },
    );
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=60/);

    const request = new Request('http://shop.test/de-de', { headers: { cookie: cookieHeader(setCookie) } });
    const { toast, clear } = await takeFlashToast(request, { secure: false });
    expect(toast).toMatchObject({
      kind: 'success',
      message: 'toast.regionChanged',
      values: { country: 'Deutschland' },
    });
    expect(toast?.id).toBeTruthy();
    expect(clear).toMatch(/Max-Age=0/);
  });

  it('is secure in production', async () => {
    expect(await setFlashToast({ kind: 'info', message: 'x' }, { secure: true })).toMatch(/Secure/);
  });

  it('ignores a tampered or foreign cookie', async () => {
    const request = new Request('http://shop.test/', { headers: { cookie: 'outsole_flash=bm9wZQ%3D%3D' } });
    const { toast, clear } = await takeFlashToast(request, { secure: false });
    expect(toast).toBeNull();
    expect(clear).toBeTruthy();
  });

  it('does nothing without the cookie', async () => {
    expect(await takeFlashToast(new Request('http://shop.test/'), { secure: false })).toEqual({
      toast: null,
      form: null,
      clear: null,
    });
  });

  it('carries a refused identity form (values and problems) instead of a toast, and stays a cookie a browser keeps', async () => {
    const form = {
      intent: 'sign-up' as const,
      values: { firstName: 'Grace', interests: ['hiking'] },
      fieldProblems: { postalCode: { key: 'error.PRO415', values: {} } },
    };
    const setCookie = await setFlashForm(form, { secure: false });
    expect(setCookie).toMatch(/HttpOnly/i);
    const request = new Request('http://shop.test/en-us', { headers: { cookie: cookieHeader(setCookie) } });
    const taken = await takeFlashToast(request, { secure: false });
    expect(taken.toast).toBeNull();
    expect(taken.form).toEqual(form);

    // Values that would not fit in a cookie are dropped; the problems stay.
    const long = {
      ...form,
      values: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, '日'.repeat(300)])),
    };
    const cut = await setFlashForm(long, { secure: false });
    expect(cut.length).toBeLessThanOrEqual(4000);
    const back = await takeFlashToast(new Request('http://shop.test/', { headers: { cookie: cookieHeader(cut) } }), {
      secure: false,
    });
    expect(back.form).toEqual({ ...form, values: {} });
  });
});
