import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/schema.js';
import { RestockWatch } from './back-in-stock.restock.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's back-in-stock emails: runs while the server listens (EMAIL_WORKER_ENABLED); tests call runOnce(). */
    restockWatch: RestockWatch;
  }
}

export interface RestockWatchOptions {
  db: Db;
  config: Pick<Config, 'email' | 'storefrontBrandOrigins'>;
}

/**
 * The restock watch (back-in-stock.restock.ts) runs on the instances that send email, started when the server
 * listens (so inject()-driven tests never start its timer) and stopped when the app closes, before the database is
 * released.
 */
const restockWatchPlugin: FastifyPluginAsync<RestockWatchOptions> = async (app, { db, config }) => {
  const watch = new RestockWatch(
    db,
    { storefrontBrandOrigins: config.storefrontBrandOrigins },
    app.log.child({ component: 'restock-watch' }),
  );
  app.decorate('restockWatch', watch);
  if (config.email.workerEnabled) app.addHook('onListen', async () => watch.start());
  app.addHook('onClose', async () => watch.stop());
};

export default fp(restockWatchPlugin, { name: 'outsole-restock-watch', fastify: '5.x' });
