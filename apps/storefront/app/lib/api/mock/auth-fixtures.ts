import { createHash, randomBytes } from 'node:crypto';

import type { ConsumerProfile, ConsumerType, TokenResponse } from '@outsole/contracts/auth';
import { PASSWORD_MIN_LENGTH, USID_PATTERN } from '@outsole/contracts/auth.values';
import { Headers as ApiHeaders } from '@outsole/contracts/headers';
import { characterCount } from '@outsole/contracts/text.values';

import { mockError, mockTokenClaims } from './mock-replies.ts';
import type { MockHandlers } from './mock-types.ts';

/**
 * Mock-mode identity, shaped like the api's (modules/session, modules/consumer): the seeded demo accounts
 * (`shopper@example.com`, `employee@example.com`, password `Outsole-demo-2026`), sign-up, PKCE S256 codes, guest and
 * registered tokens with refresh rotation, sign-out, password change, the profile and the employee terms. Tokens are
 * JWT-shaped but unsigned (mock mode is for development and tests only, never production); everything lives in this
 * module for the life of the process.
 */

export const MOCK_DEMO_PASSWORD = 'Outsole-demo-2026';
const ACCESS_TTL_S = 1800;
const REFRESH_TTL_S = { Guest: 30 * 24 * 3600, Registered: 90 * 24 * 3600 };

interface Account {
  consumerNo: string;
  email: string;
  password: string;
  consumerType: ConsumerType;
  firstName: string;
  lastName: string;
  termsAccepted: boolean;
}

interface Family {
  type: 'Guest' | 'Registered';
  usid: string;
  consumerNo?: string;
}

let accounts = new Map<string, Account>();
let codes = new Map<string, { consumerNo: string; challenge: string; usid: string }>();
let refreshTokens = new Map<string, Family>();

/** Back to the demo accounts and no sessions (tests). */
export function resetMockIdentity(): void {
  accounts = new Map(
    [
      demo('C1000000001', 'shopper@example.com', 'REGISTERED', 'Sam'),
      demo('C1000000002', 'employee@example.com', 'EMPLOYEE', 'Eli'),
    ].map((account) => [account.email, account]),
  );
  codes = new Map();
  refreshTokens = new Map();
}
resetMockIdentity();

function demo(consumerNo: string, email: string, consumerType: ConsumerType, firstName: string): Account {
  return {
    consumerNo,
    email,
    password: MOCK_DEMO_PASSWORD,
    consumerType,
    firstName,
    lastName: 'Demo',
    termsAccepted: false,
  };
}

const secret = () => randomBytes(32).toString('base64url');
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function issue(family: Family): TokenResponse {
  const account = family.consumerNo
    ? [...accounts.values()].find((a) => a.consumerNo === family.consumerNo)
    : undefined;
  const now = Math.floor(Date.now() / 1000);
  const accessToken = `${part({ alg: 'none', typ: 'JWT' })}.${part({
    typ: family.type,
    sub: family.consumerNo ?? `guest:${family.usid}`,
    usid: family.usid,
    ...(account ? { ctp: account.consumerType } : {}),
    iat: now,
    exp: now + ACCESS_TTL_S,
    jti: secret(),
  })}.mock`;
  const refreshToken = secret();
  refreshTokens.set(refreshToken, family);
  return {
    type: family.type,
    accessToken,
    accessTokenExpiresIn: ACCESS_TTL_S,
    refreshToken,
    refreshTokenExpiresIn: REFRESH_TTL_S[family.type],
    usid: family.usid,
    ...(account
      ? {
          consumerNo: account.consumerNo,
          consumerType: account.consumerType,
          isEmployeeDiscountTCAccepted: account.termsAccepted,
        }
      : {}),
  };
}

/** The registered shopper of a request's bearer token (claims read, not verified: mock mode). */
function registeredOf(headers: Headers): Account | null {
  const claims = mockTokenClaims(headers);
  if (claims?.typ !== 'Registered' || typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null;
  return [...accounts.values()].find((account) => account.consumerNo === claims.sub) ?? null;
}

const needsShopper = () => mockError(401, 'API401', 'This call needs a signed-in shopper.');

function profileOf(account: Account): ConsumerProfile {
  return {
    consumerNo: account.consumerNo,
    consumerType: account.consumerType,
    isLoyaltyMember: account.consumerType === 'REGISTERED',
    memberId: null,
    isEmployeeDiscountTCAccepted: account.termsAccepted,
    isPartiallyEnrolled: false,
    consumerDetails: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: null,
      phoneCode: null,
      birthDate: null,
      postalCode: null,
      countryCode: 'US',
      athlete: false,
      employee:
        account.consumerType === 'EMPLOYEE'
          ? { currentSpend: { amount: 0, currency: 'USD' }, annualCap: { amount: 100_000, currency: 'USD' } }
          : null,
    },
    preferences: { interests: '', preferredShoeSize: null },
    subscriptions: [{ channel: 'email', optin: false }],
  };
}

function passwordProblem(password: string, confirm: string | undefined, field: string) {
  if (confirm !== undefined && confirm !== password)
    return mockError(400, 'FE340', 'The passwords differ.', 'body.confirmPassword');
  if (characterCount(password) < PASSWORD_MIN_LENGTH)
    return mockError(400, 'FE872', 'The password is too short.', field);
  return null;
}

function newCode(consumerNo: string, challenge: string, usid: string | null) {
  const code = secret();
  codes.set(code, { consumerNo, challenge, usid: usid && USID_PATTERN.test(usid) ? usid : secret() });
  return code;
}

export const authMockHandlers = {
  'POST /captcha/v1/sandbox/token': ({ body }) => ({ body: { token: `mock-captcha-${body.action}`, expiresIn: 120 } }),

  'POST /token/v2/auth/token': ({ body, headers }) => {
    if ('refreshToken' in body && body.refreshToken) {
      const family = refreshTokens.get(body.refreshToken);
      if (!family || family.type !== body.type) return mockError(400, 'AUT401', 'The refresh token is not valid.');
      refreshTokens.delete(body.refreshToken);
      return { body: issue(family) };
    }
    if (body.type === 'Guest') {
      const usid = headers.get(ApiHeaders.usid) ?? '';
      return { body: issue({ type: 'Guest', usid: USID_PATTERN.test(usid) ? usid : secret() }) };
    }
    if (!('authorizationCode' in body)) return mockError(400, 'API400', 'authorizationCode is required.');
    const code = codes.get(body.authorizationCode);
    codes.delete(body.authorizationCode);
    const challenge = createHash('sha256')
      .update(body.codeVerifier ?? '')
      .digest('base64url');
    if (!code || code.challenge !== challenge) return mockError(400, 'AUT401', 'The authorization code is not valid.');
    return {
      body: {
        ...issue({ type: 'Registered', usid: code.usid, consumerNo: code.consumerNo }),
        merged: {
          cart: false,
          favorites: false,
          saveForLater: false,
          userContent: 0,
          leftOut: { cart: 0, saveForLater: 0 },
        },
      },
    };
  },

  'POST /consumers-v3/auth/signin': ({ body, headers }) => {
    if (!body.recaptcha_response)
      return mockError(400, 'AUT403', 'The captcha check failed.', 'body.recaptcha_response');
    const account = accounts.get(body.username.trim().toLowerCase());
    if (!account || account.password !== body.password) {
      return mockError(400, 'AUT401', 'The email address or password is not correct.');
    }
    return {
      body: {
        authorizationCode: newCode(account.consumerNo, body.codeChallenge, headers.get(ApiHeaders.usid)),
        expiresIn: 120,
      },
    };
  },

  'POST /consumers-v3/auth/signup': ({ body, headers }) => {
    if (!body.recaptcha_response)
      return mockError(400, 'AUT403', 'The captcha check failed.', 'body.recaptcha_response');
    const email = body.email.trim().toLowerCase();
    if (accounts.has(email))
      return mockError(409, 'AUT439', 'An account with this email already exists.', 'body.email');
    const problem = passwordProblem(body.password, undefined, 'body.password');
    if (problem) return problem;
    const account: Account = {
      consumerNo: `C${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`,
      email,
      password: body.password,
      consumerType: 'REGISTERED',
      firstName: body.firstName,
      lastName: body.lastName,
      termsAccepted: false,
    };
    accounts.set(email, account);
    const code = body.codeChallenge
      ? newCode(account.consumerNo, body.codeChallenge, headers.get(ApiHeaders.usid))
      : null;
    return {
      status: 201,
      body: { consumerNo: account.consumerNo, ...(code ? { authorizationCode: code, expiresIn: 120 } : {}) },
    };
  },

  'POST /consumers-v3/consumer/auth/signout': ({ body, headers }) => {
    const account = registeredOf(headers);
    if (!account) return needsShopper();
    if (refreshTokens.get(body.refreshToken)?.consumerNo === account.consumerNo)
      refreshTokens.delete(body.refreshToken);
    return { status: 204, body: null };
  },

  'POST /consumers-v3/consumer/changepassword': ({ body, headers }) => {
    const account = registeredOf(headers);
    if (!account) return needsShopper();
    if (body.currentPassword !== account.password) {
      return mockError(400, 'AUT437', 'The current password is incorrect.', 'body.currentPassword');
    }
    const problem = passwordProblem(body.newPassword, body.confirmPassword, 'body.newPassword');
    if (problem) return problem;
    account.password = body.newPassword;
    return { status: 204, body: null };
  },

  'POST /consumers-v3/confirmforgotpassword': ({ body }) =>
    body.recaptcha_response
      ? { status: 202, body: null }
      : mockError(400, 'AUT403', 'The captcha check failed.', 'body.recaptcha_response'),

  // Mock mode sends no email, so no reset link it could check exists.
  'POST /consumers-v3/checkresetpassword': () =>
    mockError(400, 'AUT402', 'This password reset link has expired or has already been used.'),
  'POST /consumers-v3/consumer/resetpassword': () =>
    mockError(400, 'AUT402', 'This password reset link has expired or has already been used.'),

  'GET /consumers-v3/consumer': ({ headers }) => {
    const account = registeredOf(headers);
    return account ? { body: { consumerProfile: profileOf(account) } } : needsShopper();
  },

  'POST /consumers-v3/consumer': ({ headers }) => {
    const account = registeredOf(headers);
    if (!account) return needsShopper();
    if (account.consumerType !== 'EMPLOYEE') {
      return mockError(403, 'PRO410', 'Only employees can accept the employee discount terms.');
    }
    account.termsAccepted = true;
    return { body: { consumerProfile: profileOf(account) } };
  },
} satisfies MockHandlers;
