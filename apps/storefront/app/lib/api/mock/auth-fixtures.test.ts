import { beforeEach, describe, expect, it } from 'vitest';

import { parseConfig } from '../../config.server.ts';
import { createLoadContext, getRequestContext } from '../../request-context.server.ts';
import { accountLoader } from '../../session/actions/passwords.server.ts';
import { sessionAction } from '../../session/actions/session-actions.server.ts';
import { sessionFor, tokenFlights } from '../../session/session.server.ts';
import { MOCK_DEMO_PASSWORD, resetMockIdentity } from './auth-fixtures.ts';

/** Mock mode's identity behind the real session actions: what a developer without the api gets. */
const BASE = 'http://localhost:3000';

function context() {
  return createLoadContext({
    config: parseConfig({ API_MOCK: 'true', NODE_ENV: 'test' }),
    nonce: 'n',
    correlationId: 'corr-mock-auth',
  });
}

/** A browser: keeps the cookies the session sets. */
function browser() {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  function keep(setCookies: readonly string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, pair.slice(pair.indexOf('=') + 1));
    }
  }
  async function post(fields: Record<string, string>) {
    const request = new Request(`${BASE}/en-us/session.data`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { cookie: cookie() },
    });
    const loadContext = context();
    const result = (await sessionAction({ request, params: { locale: 'en-us' }, context: loadContext })) as unknown;
    keep(sessionFor(getRequestContext(loadContext), request).commitCookies());
    return result instanceof Response ? result : (result as { data: unknown }).data;
  }
  async function account() {
    const request = new Request(`${BASE}/en-us/account`, { headers: { cookie: cookie() } });
    const loadContext = context();
    try {
      return (
        (await accountLoader({ request, params: { locale: 'en-us' }, context: loadContext })) as { data: unknown }
      ).data;
    } catch (error) {
      return error;
    } finally {
      keep(sessionFor(getRequestContext(loadContext), request).commitCookies());
    }
  }
  return { post, account, jar };
}

beforeEach(() => {
  resetMockIdentity();
  tokenFlights.clear();
});

describe('mock mode identity', () => {
  it('signs the demo employee in with PKCE, shows the terms, accepts them, reads the profile, signs out', async () => {
    const shopper = browser();
    expect(
      await shopper.post({ intent: 'sign-in', username: 'employee@example.com', password: 'wrong-password' }),
    ).toEqual({
      ok: false,
      formError: expect.any(String),
    });
    expect(
      await shopper.post({ intent: 'sign-in', username: 'employee@example.com', password: MOCK_DEMO_PASSWORD }),
    ).toEqual({ ok: true, redirectTo: '/en-us', show: 'employee-terms' });
    expect(shopper.jar.get('outsole_login')).toBe('1');
    expect(await shopper.post({ intent: 'accept-employee-terms', redirectTo: '/en-us' })).toMatchObject({ ok: true });
    expect(await shopper.account()).toMatchObject({
      profile: { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true },
    });
    const signedOut = await shopper.post({ intent: 'sign-out', redirectTo: '/en-us/account' });
    expect(signedOut).toBeInstanceOf(Response);
    expect(shopper.jar.has('outsole_rt')).toBe(false);
    expect(await shopper.account()).toBeInstanceOf(Response); // the redirect home
  });

  it('signs a new shopper up and in; the same email again is taken', async () => {
    const fields = {
      intent: 'sign-up',
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      password: 'long-enough-1',
    };
    expect(await browser().post(fields)).toEqual({ ok: true, redirectTo: '/en-us', show: 'welcome' });
    expect(await browser().post(fields)).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
  });
});
