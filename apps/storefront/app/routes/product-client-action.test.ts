import { redirect } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pageIntl } from '#app/lib/i18n/page-intl.ts';
import deDE from '#app/lib/i18n/messages/de-DE.ts';
import { clientAction } from './product.tsx';

/** With JavaScript: a post of the page's small forms that got no answer is that form's failure, not the page's. */
function call(fields: Record<string, string>, serverAction: () => Promise<unknown>) {
  const request = new Request('http://localhost/de-de/p/pulse-2-laufschuh-SRN395526', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return clientAction({ request, serverAction, params: {}, context: {} } as unknown as Parameters<
    typeof clientAction
  >[0]);
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('product clientAction', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers a post that never got an answer as its form’s failure, in the page’s language', async () => {
    pageIntl('de-DE', deDE);
    vi.stubGlobal('document', { documentElement: { lang: 'de-DE' } });
    const message = deDE['product.action.offline'];
    expect(await call({ intent: 'review-vote', reviewId: 'r1', helpful: 'true' }, offline)).toEqual({
      intent: 'review-vote',
      id: 'r1',
      helpful: true,
      formError: message,
    });
    expect(await call({ intent: 'find-stores', place: 'Berlin' }, offline)).toMatchObject({
      intent: 'find-stores',
      place: 'Berlin',
      formError: message,
    });
    expect(await call({ intent: 'notify', email: 'a@example.com', upc: '1', size: '44,5' }, offline)).toMatchObject({
      intent: 'notify',
      email: 'a@example.com',
      formError: message,
    });
    expect(await call({ intent: 'review-translate', reviewId: 'r2' }, offline)).toEqual({
      intent: 'review-translate',
      reviewId: 'r2',
      formError: message,
    });
  });

  it('answers an add to cart that never got an answer as the add-to-cart form’s problem', async () => {
    pageIntl('de-DE', deDE);
    vi.stubGlobal('document', { documentElement: { lang: 'de-DE' } });
    expect(await call({ intent: 'add-item', productId: 'SRN395526', upc: '1' }, offline)).toEqual({
      intent: 'add-item',
      ok: false,
      problem: {
        errorId: 'API503',
        title: deDE['cart.error.title.generic'],
        message: deDE['product.action.offline'],
        placement: 'form',
      },
    });
  });

  it('passes the server’s answers, redirects and an unknown intent’s failures through', async () => {
    const answer = { intent: 'review-vote', id: 'r1', counted: true };
    expect(await call({ intent: 'review-vote' }, () => Promise.resolve(answer))).toBe(answer);
    const moved = redirect('/de-de');
    await expect(call({ intent: 'notify' }, () => Promise.reject(moved))).rejects.toBe(moved);
    await expect(call({ intent: 'make-admin' }, offline)).rejects.toThrow('Failed to fetch');
  });
});
