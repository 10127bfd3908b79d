import { describe, expect, it } from 'vitest';

import { validateResponse } from './validate-response.server.ts';

const options = { enabled: true, correlationId: 'corr-validate-1' };

function post(body: string, contentType = 'application/json') {
  return new Request('http://shop.test/fapi/api/validate-response/X', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  });
}

describe('POST /fapi/api/validate-response/{contract}', () => {
  it('answers valid for a body matching the contract', async () => {
    const response = await validateResponse(post(JSON.stringify({ status: 'ok' })), 'HealthLive', options);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true, issues: [] });
  });

  it('lists the issues of a body that breaks the contract, with their paths', async () => {
    const body = {
      categories: [{ id: '12', parentId: null, name: 'Men', slug: 'men', key: 'men', level: 0, position: 0 }],
    };
    const response = await validateResponse(post(JSON.stringify(body)), 'Catalog', options);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { valid: boolean; issues: Array<{ path: string; message: string }> };
    expect(answer.valid).toBe(false);
    expect(answer.issues.map((issue) => issue.path).sort()).toEqual(['categories.0.id', 'categories.0.level']);
    expect(answer.issues.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it('answers 404 in the spec error format for an unknown contract', async () => {
    const response = await validateResponse(post('{}'), 'NoSuchContract', options);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errorDetails: [{ errorId: 'API404', message: 'Unknown contract NoSuchContract' }],
      appId: 'outsole-storefront',
      correlationId: 'corr-validate-1',
    });
  });

  it('does not look up inherited object keys as contracts', async () => {
    const response = await validateResponse(post('{}'), 'toString', options);
    expect(response.status).toBe(404);
  });

  it('answers 400 API400 for malformed JSON', async () => {
    const response = await validateResponse(post('{"status":'), 'HealthLive', options);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] });
  });

  it('answers 404 when VALIDATE_RESPONSE is off, and 405 to anything but POST', async () => {
    const off = await validateResponse(post('{}'), 'HealthLive', { ...options, enabled: false });
    expect(off.status).toBe(404);
    const get = await validateResponse(new Request('http://shop.test/x'), 'HealthLive', options);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});
