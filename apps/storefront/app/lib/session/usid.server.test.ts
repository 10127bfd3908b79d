import { describe, expect, it } from 'vitest';

import { readOrCreate, readUsid, USID_COOKIE } from './usid.server.ts';

const request = (cookie?: string) => new Request('http://localhost/', cookie ? { headers: { cookie } } : {});

describe('usid cookie', () => {
  it('creates a 32-byte base64url id with an HttpOnly, SameSite=Lax cookie; Secure only in production', () => {
    const { usid, setCookie } = readOrCreate(request(), false);
    expect(usid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).toContain(`${USID_COOKIE}=${usid}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(readOrCreate(request(), true).setCookie).toContain('Secure');
  });

  it('reuses the browser’s id and ignores a malformed one', () => {
    const id = 'a'.repeat(43);
    expect(readOrCreate(request(`x=1; ${USID_COOKIE}=${id}`), false)).toEqual({ usid: id, setCookie: null });
    expect(readUsid(`${USID_COOKIE}=short`)).toBeNull();
    expect(readUsid(null)).toBeNull();
  });
});
