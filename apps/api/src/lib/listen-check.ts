import { createServer } from 'node:net';
import { listenProblem } from '@outsole/contracts/config-values';

/**
 * Tries the address the api is to listen on (API_HOST, API_PORT) and lets it go again, before anything touches the
 * database: a host that resolves to no address of this machine, or a port another process holds, used to be found
 * only by fastify's listen, after the migrations had run and an empty database had been seeded. Null when the address
 * can be listened on; otherwise the one line to print, naming the variable.
 */
export async function checkListenAddress(host: string, port: number): Promise<string | null> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host, port }, resolve);
    });
  } catch (error) {
    return listenProblem(error, {
      app: 'api',
      invalid: 'Invalid configuration',
      host,
      port,
      hostVariable: 'API_HOST',
      portVariable: 'API_PORT',
    });
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return null;
}
