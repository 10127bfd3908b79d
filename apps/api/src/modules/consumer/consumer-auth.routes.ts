import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthorizationCodeResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  CheckResetPasswordRequest,
  SignInRequest,
  SignOutRequest,
  SignUpRequest,
  SignUpResponse,
} from '@outsole/contracts/auth';
import type { Db } from '../../db/schema.js';
import { clientAddress, clientKey } from '../../lib/client-address.js';
import { errorResponses, SHOPPER_SECURITY } from '../../lib/route-schemas.js';
import { requireRegistered } from '../../plugins/auth.js';
import { requireCaptcha } from '../captcha/captcha-provider.js';
import { signOut } from '../session/session.service.js';
import {
  changePassword,
  checkPasswordReset,
  findResetAccount,
  requestPasswordReset,
  resetPassword,
  type PasswordSettings,
} from './password.service.js';
import { prepareDummyHash } from './passwords.js';
import { normaliseUsername, signIn } from './signin.service.js';
import { emailRequestError } from './email-refusal.js';
import { signUp } from './signup.service.js';

export interface ConsumerSettings extends PasswordSettings {
  /** CAPTCHA_MIN_SCORE. */
  captchaMinScore: number;
}

export interface ConsumerRoutesOptions {
  db: Db;
  settings: ConsumerSettings;
}

const noContent = z.null().describe('Done');

/** The sign-in refusals that mean wrong credentials (AUT423: the fifth, or a client already locked). */
const SIGNIN_FAILURES = ['AUT401', 'AUT426', 'AUT423'] as const;

/**
 * spec §7 Authentication: sign-in, sign-up, sign-out, change, forgot and reset password. Each credential call is
 * limited per address (plugins/credential-limits.ts) before any work; sign-in, sign-up and forgot password need a
 * captcha token (AUT403), checked before anything counts against the account named; sign-in and change password count
 * only wrong credentials against the account (`failureBudget`, docs/decisions/0017).
 */
export const consumerAuthRoutes: FastifyPluginAsyncZod<ConsumerRoutesOptions> = async (app, { db, settings }) => {
  // The first unknown-account sign-in would otherwise also pay for making the dummy hash (timing would tell).
  app.addHook('onReady', async () => {
    await prepareDummyHash();
  });
  const captcha = (token: string, action: 'signin' | 'signup' | 'forgot_password', remoteIp: string) =>
    requireCaptcha(app.captcha, token, { action, remoteIp, minScore: settings.captchaMinScore });

  app.post(
    '/consumers-v3/auth/signin',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'signIn',
        summary: 'Sign in with email and password for an authorization code (PKCE)',
        description:
          'Sign-in: email and password for an authorization code bound to a PKCE S256 challenge (AUT401 wrong ' +
          'credentials or unknown account alike, AUT426 one attempt left, AUT423 locked, AUT403 captcha)',
        body: SignInRequest,
        response: { 200: AuthorizationCodeResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body, ctx } = request;
      const username = normaliseUsername(body.username);
      const address = clientAddress(request);
      await app.credentialLimits.check(request, reply, { scope: 'signin' });
      await captcha(body.recaptcha_response, 'signin', address);
      // Only wrong credentials, after the captcha, count against the account: nobody can lock the owner out.
      return app.credentialLimits.failureBudget(
        request,
        reply,
        { scope: 'signin', account: `${ctx.site.brand}|${username}`, failures: SIGNIN_FAILURES },
        () =>
          signIn(
            ctx,
            db,
            { username, password: body.password, codeChallenge: body.codeChallenge },
            { address: clientKey(request) },
          ),
      );
    },
  );

  app.post(
    '/consumers-v3/auth/signup',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'signUp',
        summary: 'Create an account with its profile fields',
        description:
          'Sign-up with the profile fields; with a codeChallenge also an authorization code (AUT452 not an email address, AUT439 email in use, ' +
          'AUT444 phone in use, FE872 / AUT450 / AUT451 password, AUT403 captcha)',
        body: SignUpRequest,
        response: { 201: SignUpResponse, ...errorResponses },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw emailRequestError(request.ctx, request.validationError);
      const { body, ctx } = request;
      await app.credentialLimits.check(request, reply, { scope: 'signup' });
      await captcha(body.recaptcha_response, 'signup', clientAddress(request));
      await app.credentialLimits.checkAccount(reply, 'signup', `${ctx.site.brand}|${body.email}`);
      return reply.code(201).send(await signUp(ctx, db, settings, body));
    },
  );

  app.post(
    '/consumers-v3/consumer/auth/signout',
    {
      schema: {
        tags: ['consumer'],
        security: SHOPPER_SECURITY,
        operationId: 'signOut',
        summary: "Sign out: revoke the bearer token's session",
        description:
          "Sign-out: revokes the bearer token's session, whatever refresh token is sent, and the refresh token's " +
          "when it is another of the caller's (never another shopper's); 204",
        body: SignOutRequest,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const shopper = await requireRegistered(request);
      await signOut(request.ctx, db, {
        consumerNo: shopper.consumerNo,
        familyId: shopper.familyId,
        refreshToken: request.body.refreshToken,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/consumers-v3/consumer/changepassword',
    {
      schema: {
        tags: ['consumer'],
        security: SHOPPER_SECURITY,
        operationId: 'changePassword',
        summary: "Change the signed-in shopper's password",
        description:
          "Change password: the current one (AUT437), the new one twice (FE340, FE872, AUT450, AUT451); the shopper's " +
          'other sessions are revoked',
        body: ChangePasswordRequest,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const shopper = await requireRegistered(request);
      await app.credentialLimits.check(request, reply, { scope: 'change-password' });
      await app.credentialLimits.failureBudget(
        request,
        reply,
        { scope: 'change-password', account: shopper.consumerNo, failures: ['AUT437'] },
        () => changePassword(request.ctx, db, shopper, request.body),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/consumers-v3/confirmforgotpassword',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'confirmForgotPassword',
        summary: 'Forgot password: email a reset link',
        description:
          'Forgot password: emails a single-use reset link when the account exists; 202 whether or not it does ' +
          '(AUT452 not an email address, AUT403 captcha)',
        body: ForgotPasswordRequest,
        response: { 202: z.null().optional().describe('Accepted (no body)'), ...errorResponses },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw emailRequestError(request.ctx, request.validationError);
      const { body, ctx } = request;
      await app.credentialLimits.check(request, reply, { scope: 'forgot-password' });
      await captcha(body.recaptcha_response, 'forgot_password', clientAddress(request));
      // Each call past the captcha emails a live link: the mailbox's budget (the owner holds the links it sent).
      await app.credentialLimits.checkAccount(reply, 'forgot-password', `${ctx.site.brand}|${body.email}`);
      await requestPasswordReset(ctx, db, settings, body.email);
      return reply.code(202).send(undefined); // no body: nothing to tell, whether or not the account exists
    },
  );

  app.post(
    '/consumers-v3/checkresetpassword',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'checkResetPassword',
        summary: 'Check whether a reset link can still be used',
        description:
          'Check a reset link without using it (no session needed): 204 while it can be used, AUT402 alike when it is ' +
          'unknown, expired or used',
        body: CheckResetPasswordRequest,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.credentialLimits.check(request, reply, { scope: 'check-reset-password' });
      await checkPasswordReset(db, request.body.token);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/consumers-v3/consumer/resetpassword',
    {
      schema: {
        tags: ['consumer'],
        operationId: 'resetPassword',
        summary: 'Reset the password with the emailed token',
        description:
          'Reset password with the emailed token (no session needed): AUT402 when expired or used; every session of ' +
          'the account is revoked and its sign-in locks and failure budget cleared',
        body: ResetPasswordRequest,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.credentialLimits.check(request, reply, { scope: 'reset-password' });
      const account = await findResetAccount(db, request.body.token);
      if (account) await app.credentialLimits.checkAccount(reply, 'reset-password', account);
      const { brand, username } = await resetPassword(request.ctx, db, request.body);
      await app.credentialLimits.forgetFailures('signin', `${brand}|${username}`);
      return reply.code(204).send(null);
    },
  );
};
