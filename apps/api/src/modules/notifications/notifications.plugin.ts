import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/schema.js';
import { createEmailTransport } from './email-transport.js';
import { EmailWorker } from './email-worker.js';
import { mailboxRoutes } from './mailbox.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's email worker: runs while the server listens (EMAIL_WORKER_ENABLED); tests call runOnce(). */
    emailWorker: EmailWorker;
  }
}

export interface NotificationsOptions {
  db: Db;
  config: Pick<Config, 'production' | 'email'>;
}

/** The user name and password of an SMTP URL, as written and decoded: never to appear in last_error or logs. */
export function smtpSecrets(smtpUrl: string | null): string[] {
  if (!smtpUrl || !URL.canParse(smtpUrl)) return [];
  const { username, password } = new URL(smtpUrl);
  return [username, password, decodeURIComponent(username), decodeURIComponent(password)].filter(Boolean);
}

/**
 * Email delivery of this api process: the outbox worker (started when the server listens, so inject()-driven
 * tests never start its timer; stopped when the app closes, before the database is released) and, outside
 * production, the development mailbox pages.
 */
const notificationsPlugin: FastifyPluginAsync<NotificationsOptions> = async (app, { db, config }) => {
  const sender = createEmailTransport(config.email.smtpUrl);
  const worker = new EmailWorker({
    db,
    transport: sender,
    from: config.email.from,
    maxAttempts: config.email.maxAttempts,
    pollIntervalMs: config.email.pollIntervalMs,
    secrets: smtpSecrets(config.email.smtpUrl),
    log: app.log.child({ component: 'email-worker' }),
  });
  app.decorate('emailWorker', worker);
  if (config.email.workerEnabled) {
    app.addHook('onListen', async () => {
      worker.start();
      app.log.info({ transport: sender.name }, 'email worker started');
    });
  }
  app.addHook('onClose', async () => {
    await worker.stop();
    await sender.close();
  });

  if (!config.production) await app.register(mailboxRoutes, { db });
};

export default fp(notificationsPlugin, { name: 'outsole-notifications', fastify: '5.x' });
