import { redirect } from 'react-router';
import { describe, expect, it } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { createLoadContext } from '../request-context.server.ts';
import { ApiError, HttpError } from './api-error.ts';
import { loadPage } from './page-failures.server.ts';

const request = { method: 'GET', path: '/products/v2/search/productSearch' };
const args = () => ({
  context: createLoadContext({
    config: parseConfig({ API_URL: 'http://api.test', NODE_ENV: 'test' }),
    nonce: 'n',
    correlationId: 'corr-page-failures',
  }),
});
const failing = (error: unknown) => () => Promise.reject(error);
const outcome = (error: unknown) => loadPage(args(), failing(error)).catch((thrown: unknown) => thrown);

describe('page loaders and api failures', () => {
  it('an api that did not answer is a 503 page that says when to retry, not a 500', async () => {
    const noAnswer = new HttpError('GET … could not reach the api: timed out', {
      status: 503,
      request,
      body: null,
      correlationId: 'corr-page-failures',
      botProtection: null,
    });
    expect(await outcome(noAnswer)).toMatchObject({
      type: 'DataWithResponseInit',
      data: { reason: 'unavailable', correlationId: 'corr-page-failures', botProtection: null },
      init: { status: 503, headers: { 'Retry-After': '5' } },
    });
  });

  it("the api's refusal of the shopper's address (429) is a 429 page asking them to wait a minute", async () => {
    const refused = new ApiError('Too many requests', {
      status: 429,
      request,
      body: null,
      correlationId: 'api-corr',
      botProtection: null,
      errorId: 'API429',
      serverMessage: 'Too many requests',
    });
    expect(await outcome(refused)).toMatchObject({
      data: { reason: 'too-many-requests', correlationId: 'corr-page-failures' },
      init: { status: 429, headers: { 'Retry-After': '60' } },
    });
  });

  it('passes everything else on as it was: other api errors, bugs, redirects, answers', async () => {
    const notFound = new ApiError('Not found', {
      status: 404,
      request,
      body: null,
      correlationId: 'api-corr',
      botProtection: null,
      errorId: 'PRD404',
      serverMessage: 'Not found',
    });
    const bug = new TypeError('x is undefined');
    const moved = redirect('/en-us/c/shoes-1', 301);
    for (const error of [notFound, bug, moved]) expect(await outcome(error)).toBe(error);
    expect(await loadPage(args(), () => Promise.resolve({ page: 1 }))).toEqual({ page: 1 });
  });
});
