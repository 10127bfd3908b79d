import { describe, expect, it } from 'vitest';

import { parseConfig } from '../config.server.ts';
import { createRequestContext } from '../request-context.server.ts';
import {
  changesFeedback,
  FRESH_FEEDBACK_COOKIE,
  FRESH_FEEDBACK_MAX_AGE_S,
  markFeedbackChanged,
  readsOwnFeedback,
} from './fresh-feedback.server.ts';

/** A shopper's own reviews and questions, read past the storefront's cache (decision 0023). */
const context = (env: Record<string, string> = {}) =>
  createRequestContext({ config: parseConfig({ NODE_ENV: 'test', ...env }), nonce: 'n', correlationId: 'corr-fresh' });
const page = (cookie?: string) =>
  new Request('http://shop.test/en-us/p/x-SRN1', cookie ? { headers: { cookie } } : undefined);

describe('fresh feedback', () => {
  it('marks the request that changed them, and the shopper’s later requests through a cookie', () => {
    const ctx = context();
    const headers = new Headers();
    expect(readsOwnFeedback(ctx, page())).toBe(false);
    markFeedbackChanged(ctx, headers);
    // The loaders that run after the action in the same request (a post without JavaScript).
    expect(readsOwnFeedback(ctx, page())).toBe(true);
    expect(readsOwnFeedback(context(), page())).toBe(false);
    const [cookie] = headers.getSetCookie();
    expect(cookie).toBe(
      `${FRESH_FEEDBACK_COOKIE}=1; Path=/; Max-Age=${FRESH_FEEDBACK_MAX_AGE_S}; HttpOnly; SameSite=Lax`,
    );
    expect(readsOwnFeedback(context(), page(`other=1; ${FRESH_FEEDBACK_COOKIE}=1`))).toBe(true);
  });

  it('is Secure in production', () => {
    const headers = new Headers();
    const production = {
      NODE_ENV: 'production',
      API_ACCESS_KEY: 'production-key',
      SERVER_TRUST_ID: 'a-production-trust-id',
      STOREFRONT_BRAND_ORIGINS: 'stride=https://stride.example,kestrel=https://kestrel.example',
    };
    markFeedbackChanged(context(production), headers);
    expect(headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it.each([
    ['/products/v1/products/SRN1/reviews', true],
    ['/products/v1/products/SRN1/reviews/questions', true],
    ['/products/v1/review/r1/vote', true],
    ['/products/v1/review/r1/flag', true],
    ['/products/v1/review/a1/questions/vote', true],
    ['/products/v1/review/r1/translate', false],
    ['/products/v1/review/q1/questions/translate', false],
    ['/cart/v1/baskets', false],
    ['/products/v1/products/SRN1/reviews/other', false],
  ])('a write to %s changes them: %s', (path, changes) => {
    expect(changesFeedback(path)).toBe(changes);
  });
});
