import { describe, expect, it } from 'vitest';

import { setFlashToast, takeFlashToast } from './flash.server.ts';

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
      clear: null,
    });
  });
});
