import { describe, expect, it } from 'vitest';

import { createLoadContext } from '#app/lib/request-context.server.ts';
import { parseConfig } from '#app/lib/config.server.ts';
import { changeRegion, safeReturnPath } from './region.server.ts';

const config = parseConfig({ API_MOCK: 'true', BRAND_HOSTS: 'kestrel.localhost=kestrel' });

function post(host: string, fields: Record<string, string>) {
  return {
    request: new Request(`http://${host}/en-us/region`, { method: 'POST', body: new URLSearchParams(fields) }),
    params: { locale: 'en-us' },
    context: createLoadContext({ config, nonce: 'n', correlationId: 'corr-region-1' }),
  };
}

describe('region switcher', () => {
  it('moves to the same page in the new locale with a success toast', async () => {
    const response = await changeRegion(post('localhost', { locale: 'de-de', returnTo: '/c/men-1000?sort=new' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de-de/c/men-1000?sort=new');
    expect(response.headers.get('set-cookie')).toMatch(/^outsole_flash=/);
  });

  it('stays put with an error toast where the brand has no site', async () => {
    const response = await changeRegion(post('kestrel.localhost', { locale: 'ja-jp', returnTo: '' }));
    expect(response.headers.get('location')).toBe('/en-us');
    expect(response.headers.get('set-cookie')).toMatch(/^outsole_flash=/);
  });

  it('ignores an unknown locale', async () => {
    const response = await changeRegion(post('localhost', { locale: 'xx-yy' }));
    expect(response.headers.get('location')).toBe('/en-us');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    ['/c/men-1000', '/c/men-1000'],
    ['//evil.example', ''],
    ['https://evil.example', ''],
    ['/\\evil.example', ''],
    [null, ''],
  ])('only returns to same-site paths: %j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
