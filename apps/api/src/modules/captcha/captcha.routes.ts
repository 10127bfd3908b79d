import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CaptchaTokenRequest, CaptchaTokenResponse } from '@outsole/contracts/captcha';
import type { Config } from '../../config/config.js';
import { errorResponses } from '../../lib/route-schemas.js';
import type { CaptchaProvider } from './captcha-provider.js';
import { createSandboxCaptcha } from './sandbox-captcha.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The captcha provider the credential endpoints verify with (the sandbox, modules/captcha). */
    captcha: CaptchaProvider;
  }
}

export interface CaptchaServiceOptions {
  config: Pick<Config, 'captcha'>;
}

/**
 * The captcha provider for the whole api (`app.captcha`) and the sandbox provider's own endpoint, which stands in for
 * the provider's script in the page (reCAPTCHA's `grecaptcha.execute`): it mints a token for an action.
 */
const captchaPlugin: FastifyPluginAsyncZod<CaptchaServiceOptions> = async (app, { config }) => {
  const sandbox = createSandboxCaptcha({
    secret: config.captcha.sandboxSecret,
    redis: app.redis,
    onStoreError: (error) => app.log.warn({ err: error }, 'captcha: redis failed, single use holds per process'),
  });
  app.decorate('captcha', sandbox);

  app.post(
    '/captcha/v1/sandbox/token',
    {
      schema: {
        tags: ['captcha'],
        operationId: 'sandboxCaptchaToken',
        summary: 'Sandbox captcha provider: a token for an action (valid 120 s, single use)',
        body: CaptchaTokenRequest,
        response: { 200: CaptchaTokenResponse, ...errorResponses },
      },
    },
    async (request) => sandbox.mint(request.body.action, request.body.score),
  );
};

export const captchaService = fp(captchaPlugin, {
  name: 'outsole-captcha',
  fastify: '5.x',
  dependencies: ['outsole-redis'],
});
