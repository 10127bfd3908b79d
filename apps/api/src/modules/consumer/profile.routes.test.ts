import { ConsumerProfileResponse } from '@outsole/contracts/auth';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.js';
import { expectSpecError } from '../../test/assertions.js';
import { newShopper, post, postSignIn, signInThroughRoutes, type SignedInShopper } from '../../test/credentials.js';
import { bearer, postToken } from '../../test/shoppers.js';
import { AUTH, createTestApp, TEST_DB, type TestApp } from '../../test/test-app.js';

const NO_LIMITS = { CREDENTIAL_LIMIT_PER_ADDRESS: '0', CREDENTIAL_LIMIT_PER_ACCOUNT: '0' };

describe(`the consumer profile: GET, PUT, POST /consumers-v3/consumer (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: NO_LIMITS, stylesPerSize: 4 });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', headers: Record<string, string>, payload?: object, url = '') =>
    t.app.inject({
      method,
      url: `/consumers-v3/consumer${url}`,
      headers: { ...AUTH, ...headers },
      ...(payload ? { payload } : {}),
    });
  const profileOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return ConsumerProfileResponse.parse(response.json()).consumerProfile;
  };
  const row = (consumerNo: string) =>
    t.db.selectFrom('consumers').selectAll().where('consumer_no', '=', consumerNo).executeTakeFirstOrThrow();
  const demo = async (key: 'shopper' | 'employee' | 'athlete') =>
    bearer((await signInThroughRoutes(t, `${key}@example.com`, DEMO_PASSWORD)).accessToken);

  it('shows the demo accounts as seeded: loyalty member, employee with cap and spend, athlete', async () => {
    const shopper = profileOf(await call('GET', await demo('shopper')));
    expect(shopper).toMatchObject({
      consumerNo: 'C1000000001',
      consumerType: 'REGISTERED',
      isLoyaltyMember: true,
      memberId: 'M1000000001',
      isEmployeeDiscountTCAccepted: false,
      isPartiallyEnrolled: false,
      consumerDetails: {
        email: 'shopper@example.com',
        phoneCode: '+1',
        countryCode: 'US',
        athlete: false,
        employee: null,
      },
      preferences: { interests: 'road-running|lifestyle', preferredShoeSize: 'M9.5' },
      subscriptions: [
        { channel: 'email', optin: true },
        { channel: 'sms', optin: false },
      ],
    });
    const employee = profileOf(await call('GET', await demo('employee')));
    expect(employee).toMatchObject({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: false,
      consumerDetails: {
        employee: { currentSpend: { amount: 0, currency: 'USD' }, annualCap: { amount: 100_000, currency: 'USD' } },
      },
    });
    expect(profileOf(await call('GET', await demo('athlete'))).consumerDetails.athlete).toBe(true);
    const answer = await call('GET', await demo('shopper'));
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses SMS marketing without a mobile to text (PRO412 at body.phone), as sign-up does', async () => {
    const shopper = await newShopper(t);
    const refused = expectSpecError(
      await call('PUT', shopper.headers, { smsOptIn: true }),
      400,
      'PRO412',
      'body.phone',
    );
    expect(refused.errorDetails[0]!.message).toBe('Please enter a mobile phone number to get texts.');
    const sms = (answer: Parameters<typeof profileOf>[0]) =>
      profileOf(answer).subscriptions.find((each) => each.channel === 'sms')?.optin;
    expect(sms(await call('GET', shopper.headers))).toBe(false);
    // With a number given at once, or one on file, texts are taken.
    expect(sms(await call('PUT', shopper.headers, { smsOptIn: true, phone: '415.555.0178' }))).toBe(true);
    expect(sms(await call('PUT', shopper.headers, { smsOptIn: false }))).toBe(false);
    expect(sms(await call('PUT', shopper.headers, { smsOptIn: true }))).toBe(true);
  });

  it('updates the fields a shopper may set, and says whether the profile is partially enrolled', async () => {
    const shopper = await newShopper(t, { birthDate: undefined, interests: undefined });
    expect(profileOf(await call('GET', shopper.headers)).isPartiallyEnrolled).toBe(true);
    const updated = profileOf(
      await call('PUT', shopper.headers, {
        firstName: 'Robyn',
        phone: '415.555.0177',
        birthDate: '1990-01-02',
        interests: ['trail-running', 'trail-running', 'hiking'],
        preferredShoeSize: 'W11',
        emailOptIn: false,
        smsOptIn: true,
      }),
    );
    expect(updated).toMatchObject({
      isPartiallyEnrolled: false,
      consumerDetails: { firstName: 'Robyn', lastName: 'Runner', phone: '4155550177', phoneCode: '+1' },
      preferences: { interests: 'trail-running|hiking', preferredShoeSize: 'W11' },
      subscriptions: [
        { channel: 'email', optin: false },
        { channel: 'sms', optin: true },
      ],
    });
    expect(profileOf(await call('GET', shopper.headers))).toEqual(updated);
    // An empty phone removes it (and the profile is partially enrolled again).
    const cleared = profileOf(await call('PUT', shopper.headers, { phone: '' }));
    expect(cleared.consumerDetails).toMatchObject({ phone: null, phoneCode: null });
    expect(cleared.isPartiallyEnrolled).toBe(true);
    expectSpecError(await call('PUT', shopper.headers, { phone: '12' }), 400, 'PRO412', 'body.phone');
    // Interests are the interests dialog's keys and a shoe size one of the site's runs: no free text (bidi
    // controls, markup, a made-up size), each refusal naming its field.
    for (const [body, field] of [
      [{ interests: ['\u202ex'] }, 'body.interests.0'],
      [{ interests: ['hiking', '<b>x</b>'] }, 'body.interests.1'],
      [{ interests: ['Hiking'] }, 'body.interests.0'],
      [{ preferredShoeSize: 'M9.5|W11' }, 'body.preferredShoeSize'],
      [{ preferredShoeSize: '999' }, 'body.preferredShoeSize'],
      [{ preferredShoeSize: 'M14' }, 'body.preferredShoeSize'],
      [{ preferredShoeSize: 'W4.5' }, 'body.preferredShoeSize'],
      [{ preferredShoeSize: '9.5' }, 'body.preferredShoeSize'],
    ] as const) {
      expectSpecError(await call('PUT', shopper.headers, body), 400, 'API400', field);
    }
    expect(profileOf(await call('GET', shopper.headers)).preferences).toEqual({
      interests: 'trail-running|hiking',
      preferredShoeSize: 'W11',
    });
    expectSpecError(await call('PUT', shopper.headers, { birthDate: '2999-12-31' }), 400, 'PRO414');
    // Younger than the site's minimum age (stride-en-us: 13), as at sign-up (decision 0017 addendum, session 51).
    const lastYear = `${new Date().getUTCFullYear() - 1}-01-01`;
    const young = expectSpecError(await call('PUT', shopper.headers, { birthDate: lastYear }), 400, 'PRO414');
    expect(young.errorDetails[0]).toMatchObject({
      field: 'body.birthDate',
      message: 'You must be at least 13 to have an account. Please check the date.',
    });
    expectSpecError(await call('PUT', shopper.headers, { postalCode: 'SW1A 1AA' }), 400, 'PRO415');
  });

  it('removes the optional fields with null, leaves out what is not sent, and keeps the names', async () => {
    const shopper = await newShopper(t, { phone: '4155550171' });
    profileOf(await call('PUT', shopper.headers, { preferredShoeSize: 'M10', smsOptIn: true }));
    const before = await row(shopper.consumerNo);
    expect(before).toMatchObject({ preferred_shoe_size: 'M10', sms_optin: 1 });
    expect(before.birth_date).not.toBeNull();
    expect(before.postal_code).not.toBeNull();

    // The shoe size alone: the rest stays as it was.
    const noSize = profileOf(await call('PUT', shopper.headers, { preferredShoeSize: null }));
    expect(noSize.preferences.preferredShoeSize).toBeNull();
    expect(noSize.consumerDetails).toMatchObject({ phone: '4155550171', birthDate: before.birth_date });

    const cleared = profileOf(
      await call('PUT', shopper.headers, { firstName: 'Robyn', phone: null, birthDate: null, postalCode: null }),
    );
    expect(cleared.consumerDetails).toMatchObject({
      firstName: 'Robyn',
      phone: null,
      phoneCode: null,
      birthDate: null,
      postalCode: null,
    });
    // No number left to text: the SMS subscription ends with it.
    expect(cleared.subscriptions).toContainEqual({ channel: 'sms', optin: false });
    expect(cleared.isPartiallyEnrolled).toBe(true);
    expect(await row(shopper.consumerNo)).toMatchObject({
      phone: null,
      phone_code: null,
      birth_date: null,
      postal_code: null,
      preferred_shoe_size: null,
      sms_optin: 0,
    });
    // Removed twice is no error; the names cannot be removed.
    expect((await call('PUT', shopper.headers, { phone: null, postalCode: null })).statusCode).toBe(200);
    expectSpecError(await call('PUT', shopper.headers, { firstName: null }), 400, 'API400', 'body.firstName');
    expectSpecError(await call('PUT', shopper.headers, { lastName: '' }), 400, 'API400', 'body.lastName');
    // A person's name, as at sign-up (decision 0017): no digits or symbols; the name on file stays.
    const onFile = (await row(shopper.consumerNo))?.first_name;
    const digits = expectSpecError(
      await call('PUT', shopper.headers, { firstName: 'Sam2', lastName: 'Shopper' }),
      400,
      'API400',
      'body.firstName',
    );
    expect(digits.errorDetails[0]!.message).toMatch(/^firstName must contain only letters/);
    expectSpecError(await call('PUT', shopper.headers, { lastName: 'Shopper!' }), 400, 'API400', 'body.lastName');
    expect((await row(shopper.consumerNo))?.first_name).toBe(onFile);
    const named = profileOf(await call('PUT', shopper.headers, { firstName: 'Zoë', lastName: 'O’Brien-Núñez' }));
    expect(named.consumerDetails).toMatchObject({ firstName: 'Zoë', lastName: 'O’Brien-Núñez' });
    // And they can be given again.
    const again = profileOf(await call('PUT', shopper.headers, { birthDate: '1991-02-03', preferredShoeSize: 'W8' }));
    expect(again.consumerDetails.birthDate).toBe('1991-02-03');
    expect(again.preferences.preferredShoeSize).toBe('W8');
  });

  it('refuses a landline as the mobile by the number’s own plan (PRO412 at the field); a mobile is taken', async () => {
    const shopper = await newShopper(t, { phone: '07700 900888', postalCode: 'SW1A 1AA' }, { siteId: 'stride-en-gb' });
    const refused = expectSpecError(
      await call('PUT', shopper.headers, { phone: '020 7946 0001' }),
      400,
      'PRO412',
      'body.phone',
    );
    expect(refused.errorDetails[0]!.message).toBe('Please enter a mobile phone number: mobile numbers start with 07.');
    expect(await row(shopper.consumerNo)).toMatchObject({ phone: '7700900888', phone_code: '+44' });
    // The other fields are saved without the number, whatever it is; a new mobile is taken.
    expect((await call('PUT', shopper.headers, { firstName: 'Robyn' })).statusCode).toBe(200);
    const updated = profileOf(await call('PUT', shopper.headers, { phone: '07400 123888' }));
    expect(updated.consumerDetails).toMatchObject({ phone: '7400123888', phoneCode: '+44' });
  });

  it("refuses another account's phone with 409 AUT444", async () => {
    const [a, b] = [await newShopper(t, { phone: '4155550161' }), await newShopper(t)];
    expectSpecError(await call('PUT', b.headers, { phone: '(415) 555-0161' }), 409, 'AUT444', 'body.phone');
    expect((await row(b.consumerNo)).phone).toBeNull();
    // Setting one's own number again is no conflict.
    expect((await call('PUT', a.headers, { phone: '415 555 0161' })).statusCode).toBe(200);
  });

  it('refuses mass assignment: every field a shopper may not set is named in API400, nothing changes', async () => {
    const shopper = await newShopper(t);
    const before = await row(shopper.consumerNo);
    const attempts: Record<string, unknown>[] = [
      { consumerType: 'EMPLOYEE' },
      { isLoyaltyMember: true },
      { memberId: 'M999' },
      { employee: { annualCap: { amount: 99_999_999, currency: 'USD' } } },
      { employeeAnnualCap: 99_999_999 },
      { employee_annual_cap: 99_999_999 },
      { isEmployeeDiscountTCAccepted: true },
      { athlete: true },
      { email: 'someone-else@example.com' },
      { consumerNo: 'C1000000001' },
      { password_hash: 'x' },
    ];
    for (const attempt of attempts) {
      const field = Object.keys(attempt)[0] ?? '';
      expectSpecError(
        await call('PUT', shopper.headers, { firstName: 'Mallory', ...attempt }),
        400,
        'API400',
        `body.${field}`,
      );
    }
    expect(await row(shopper.consumerNo)).toEqual(before);
  });

  it('lets an employee accept the employee terms once; anyone else gets 403 PRO410', async () => {
    const employee = await demo('employee');
    const accepted = profileOf(await call('POST', employee, { isEmployeeDiscountTCAccepted: true }));
    expect(accepted).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true });
    const firstAt = (await row('C1000000002')).employee_terms_accepted_at;
    expect(firstAt).not.toBeNull();
    expect(
      profileOf(await call('POST', employee, { isEmployeeDiscountTCAccepted: true })).isEmployeeDiscountTCAccepted,
    ).toBe(true);
    expect((await row('C1000000002')).employee_terms_accepted_at).toBe(firstAt);
    // The next sign-in's token answer says so too.
    expect((await signInThroughRoutes(t, 'employee@example.com', DEMO_PASSWORD)).isEmployeeDiscountTCAccepted).toBe(
      true,
    );

    const shopper = await demo('shopper');
    expectSpecError(await call('POST', shopper, { isEmployeeDiscountTCAccepted: true }), 403, 'PRO410');
    expect((await row('C1000000001')).employee_terms_accepted_at).toBeNull();
    expectSpecError(await call('POST', employee, { isEmployeeDiscountTCAccepted: false }), 400, 'API400');
    expectSpecError(
      await call('POST', shopper, { isEmployeeDiscountTCAccepted: true, consumerType: 'EMPLOYEE' }),
      400,
      'API400',
      'body.consumerType',
    );
  });

  it('needs a registered token on every consumer endpoint: 401 API401 for none or a guest', async () => {
    const guest = bearer((await postToken(t, { type: 'Guest' })).json<{ accessToken: string }>().accessToken);
    for (const headers of [{}, guest]) {
      expectSpecError(await call('GET', headers), 401, 'API401');
      expectSpecError(await call('PUT', headers, { firstName: 'Guest' }), 401, 'API401');
      expectSpecError(await call('POST', headers, { isEmployeeDiscountTCAccepted: true }), 401, 'API401');
      expectSpecError(
        await post(t, '/consumers-v3/consumer/auth/signout', { refreshToken: 'x'.repeat(43) }, { headers }),
        401,
        'API401',
      );
    }
    expectSpecError(await call('GET', { authorization: 'Bearer not.a.jwt' }), 401, 'API401');
  });

  // Tester finding F2 (session 51): a wrong or stale refresh token answered 204 and ended nothing.
  it("signs out the bearer's session whatever refresh token is sent; another of the account's too", async () => {
    const shopper = await newShopper(t);
    const stale = await post(
      t,
      '/consumers-v3/consumer/auth/signout',
      { refreshToken: 'x'.repeat(43) },
      {
        headers: shopper.headers,
      },
    );
    expect(stale.statusCode, stale.body).toBe(204);
    expectSpecError(await call('GET', shopper.headers), 401, 'AUT498');
    expectSpecError(
      await postToken(t, { type: 'Registered', refreshToken: shopper.tokens.refreshToken }),
      400,
      'AUT401',
    );
    // Signed in on two devices: signing out on one with the other's refresh token ends both.
    const phone = await signInThroughRoutes(t, shopper.email, shopper.password);
    const laptop = await signInThroughRoutes(t, shopper.email, shopper.password);
    const both = await post(
      t,
      '/consumers-v3/consumer/auth/signout',
      { refreshToken: laptop.refreshToken },
      {
        headers: bearer(phone.accessToken),
      },
    );
    expect(both.statusCode).toBe(204);
    expectSpecError(await call('GET', bearer(phone.accessToken)), 401, 'AUT498');
    expectSpecError(await call('GET', bearer(laptop.accessToken)), 401, 'AUT498');
  });

  it('signs out: the session is revoked (AUT498 on consumer calls, its refresh token refused)', async () => {
    const shopper = await newShopper(t);
    const response = await post(
      t,
      '/consumers-v3/consumer/auth/signout',
      { refreshToken: shopper.tokens.refreshToken },
      { headers: shopper.headers },
    );
    expect(response.statusCode, response.body).toBe(204);
    expectSpecError(await call('GET', shopper.headers), 401, 'AUT498');
    expectSpecError(
      await postToken(t, { type: 'Registered', refreshToken: shopper.tokens.refreshToken }),
      400,
      'AUT401',
    );
  });
});

describe(`one shopper can never read or change another's data (${TEST_DB})`, () => {
  let t: TestApp;
  let alice: SignedInShopper;
  let bob: SignedInShopper;
  beforeAll(async () => {
    t = await createTestApp({ env: NO_LIMITS, stylesPerSize: 4 });
    alice = await newShopper(t, { firstName: 'Alice', phone: '4155550131' });
    bob = await newShopper(t, { firstName: 'Bob', phone: '4155550132' });
  });
  afterAll(() => t.close());

  const as = (shopper: SignedInShopper, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { ...AUTH, ...shopper.headers }, ...(payload ? { payload } : {}) });
  const bobsRow = () =>
    t.db.selectFrom('consumers').selectAll().where('consumer_no', '=', bob.consumerNo).executeTakeFirstOrThrow();

  it("reads only the token's own profile, whatever the request names", async () => {
    for (const url of [
      '/consumers-v3/consumer',
      `/consumers-v3/consumer?consumerNo=${bob.consumerNo}`,
      `/consumers-v3/consumer?email=${encodeURIComponent(bob.email)}`,
    ]) {
      const profile = ConsumerProfileResponse.parse((await as(alice, 'GET', url)).json()).consumerProfile;
      expect(profile.consumerNo).toBe(alice.consumerNo);
      expect(JSON.stringify(profile)).not.toContain(bob.email);
    }
    expectSpecError(await as(alice, 'GET', `/consumers-v3/consumer/${bob.consumerNo}`), 404, 'API404');
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/consumers-v3/consumer',
      headers: { ...AUTH, ...alice.headers, 'x-consumer-no': bob.consumerNo, 'x-usid': bob.tokens.usid },
    });
    expect(ConsumerProfileResponse.parse(spoofed.json()).consumerProfile.consumerNo).toBe(alice.consumerNo);
  });

  it("changes only the token's own profile, and cannot take the other's phone or accept terms for them", async () => {
    const before = await bobsRow();
    expectSpecError(
      await as(alice, 'PUT', '/consumers-v3/consumer', { consumerNo: bob.consumerNo, firstName: 'Eve' }),
      400,
      'API400',
      'body.consumerNo',
    );
    expect(
      (await as(alice, 'PUT', `/consumers-v3/consumer?consumerNo=${bob.consumerNo}`, { firstName: 'Alicia' }))
        .statusCode,
    ).toBe(200);
    expectSpecError(await as(alice, 'PUT', '/consumers-v3/consumer', { phone: '415 555 0132' }), 409, 'AUT444');
    expectSpecError(
      await as(alice, 'POST', '/consumers-v3/consumer', { isEmployeeDiscountTCAccepted: true }),
      403,
      'PRO410',
    );
    expect(await bobsRow()).toEqual(before);
  });

  it('cannot sign the other out with their refresh token, nor change their password', async () => {
    const signout = await as(alice, 'POST', '/consumers-v3/consumer/auth/signout', {
      refreshToken: bob.tokens.refreshToken,
    });
    expect(signout.statusCode).toBe(204); // says nothing about whose token it was, and revokes none of Bob's
    expect((await as(bob, 'GET', '/consumers-v3/consumer')).statusCode).toBe(200);
    expect((await postToken(t, { type: 'Registered', refreshToken: bob.tokens.refreshToken })).statusCode).toBe(200);
    // Alice's own session ended (tester finding F2, session 51); she signs in again.
    expectSpecError(await as(alice, 'GET', '/consumers-v3/consumer'), 401, 'AUT498');
    const tokens = await signInThroughRoutes(t, alice.email, alice.password);
    alice = { ...alice, tokens, headers: bearer(tokens.accessToken) };

    // Alice's change password works on her own account only, even when she knows Bob's password.
    const change = await as(alice, 'POST', '/consumers-v3/consumer/changepassword', {
      currentPassword: bob.password,
      newPassword: 'Alice-Takes-Over-1',
      confirmPassword: 'Alice-Takes-Over-1',
    });
    expect(change.statusCode).toBe(204); // both accounts were made with the same test password
    expect((await postSignIn(t, { username: bob.email, password: bob.password })).statusCode).toBe(200);
    expectSpecError(await postSignIn(t, { username: bob.email, password: 'Alice-Takes-Over-1' }), 400, 'AUT401');
    expect((await postSignIn(t, { username: alice.email, password: 'Alice-Takes-Over-1' })).statusCode).toBe(200);
  });

  it("is refused on another brand's site: a stride session is no credential at kestrel", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/consumers-v3/consumer',
      headers: { ...AUTH, ...alice.headers, 'x-site-id': 'kestrel-en-us' },
    });
    expectSpecError(response, 401, 'API401');
  });
});
