import { describe, expect, it } from 'vitest';

import { BASE, isolateSessionTests } from '#app/lib/session/session-test-kit.ts';
import { action as accountAction } from './account.tsx';
import { cartApi, cartRouteContext, GUEST_WITH_BASKET } from './cart-route.test-kit.ts';
import { action as cartAction } from './cart.tsx';
import { action as giftCardBalanceAction } from './gift-card-balance.tsx';
import { action as productAction } from './product.tsx';
import { action as regionAction } from './region.ts';
import { action as resetPasswordAction } from './reset-password.tsx';
import { action as sessionAction } from './session.ts';

isolateSessionTests();

type Action = (args: never) => unknown;

/** Every page action, at a path of its route. */
const ACTIONS: [string, Action, string][] = [
  ['cart', cartAction as Action, '/en-us/cart'],
  ['product', productAction as Action, '/en-us/p/lumen-4-running-shoe-SRN155750'],
  ['region', regionAction as Action, '/en-us/region'],
  ['account', accountAction as Action, '/en-us/account'],
  // The details form posts here (intent=update-profile).
  ['account details', accountAction as Action, '/en-us/account?edit=details'],
  ['reset password', resetPasswordAction as Action, '/en-us/reset-password'],
  ['session', sessionAction as Action, '/en-us/session'],
  ['gift card balance', giftCardBalanceAction as Action, '/en-us/gift-card-balance'],
];

/** Bodies a browser's form never sends: the action must answer 400, as for an unknown intent, and call nothing. */
const BODIES: [string, BodyInit, string][] = [
  ['JSON', JSON.stringify({ intent: 'add-item' }), 'application/json'],
  [
    'multipart without its boundary',
    '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--x--',
    'multipart/form-data',
  ],
  ['plain text', 'intent=add-item', 'text/plain'],
];

/** The status an action answered with, or threw (React Router's `data(…, { status })` or a Response). */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = (await run()) as { init?: { status?: number }; status?: number } | undefined;
    return result?.init?.status ?? result?.status ?? 200;
  } catch (thrown) {
    const failure = thrown as { init?: { status?: number }; status?: number };
    if (failure.init?.status ?? failure.status) return (failure.init?.status ?? failure.status) as number;
    throw thrown;
  }
}

describe('page actions refuse a body that is not a form', () => {
  for (const [name, action, path] of ACTIONS) {
    for (const [kind, body, type] of BODIES) {
      it(`${name}: ${kind} is a 400, and no api call`, async () => {
        const fake = cartApi({});
        const request = new Request(`${BASE}${path}`, {
          method: 'POST',
          body,
          headers: { cookie: GUEST_WITH_BASKET, origin: BASE, 'content-type': type },
        });
        const args = {
          request,
          params: { locale: 'en-us', product: 'lumen-4-running-shoe-SRN155750' },
          context: cartRouteContext(),
        };
        expect(await statusOf(() => action(args as never))).toBe(400);
        expect(fake.calls.filter((call) => !call.path.startsWith('/sites/v1/sites/'))).toEqual([]);
      });
    }
  }
});
