import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/** One message as the fake server received it. */
export interface ReceivedMail {
  /** The AUTH PLAIN identity the client logged in with, when it did. */
  auth: { username: string; password: string } | null;
  from: string;
  to: string[];
  /** The DATA section (headers and MIME body), dot-stuffing undone. */
  data: string;
}

export interface FakeSmtpOptions {
  /** Accepted AUTH PLAIN credentials; without them AUTH is not offered. */
  credentials?: { username: string; password: string };
  /** Recipients answered `550` at RCPT TO. */
  refuse?: (recipient: string) => boolean;
  /** When AUTH fails, echo the credentials in the 535 line, as a careless server might. */
  chattyAuthFailure?: boolean;
}

export interface FakeSmtpServer {
  url(credentials?: { username: string; password: string }): string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A tiny SMTP server (RFC 5321 dialogue: greeting, EHLO, AUTH PLAIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT) on a
 * free local port, so the SMTP transport is tested against a real socket and a real exchange, not a stub.
 */
export async function startFakeSmtpServer(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    serve(socket, options, received);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (credentials) =>
      credentials
        ? `smtp://${encodeURIComponent(credentials.username)}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function serve(socket: Socket, options: FakeSmtpOptions, received: ReceivedMail[]): void {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let buffer = '';
  let auth: ReceivedMail['auth'] = null;
  let envelope: { from: string; to: string[] } | null = null;
  let data: string[] | null = null;

  const command = (line: string): void => {
    const verb = line.split(' ')[0]?.toUpperCase() ?? '';
    if (verb === 'EHLO' || verb === 'HELO') {
      if (options.credentials) reply('250-fake.smtp.test\r\n250-AUTH PLAIN\r\n250 8BITMIME');
      else reply('250-fake.smtp.test\r\n250 8BITMIME');
    } else if (verb === 'AUTH') {
      const [, mechanism, initial] = line.split(' ');
      if (mechanism?.toUpperCase() !== 'PLAIN' || !initial) return void reply('504 5.5.4 Only AUTH PLAIN here');
      const [, username = '', password = ''] = Buffer.from(initial, 'base64').toString('utf8').split('\0');
      const expected = options.credentials;
      if (expected && username === expected.username && password === expected.password) {
        auth = { username, password };
        reply('235 2.7.0 Authentication successful');
      } else {
        reply(
          options.chattyAuthFailure
            ? `535 5.7.8 Authentication failed for ${username}:${password}`
            : '535 5.7.8 Authentication failed',
        );
      }
    } else if (verb === 'MAIL') {
      if (options.credentials && !auth) return void reply('530 5.7.0 Authentication required');
      envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
      reply('250 2.1.0 OK');
    } else if (verb === 'RCPT') {
      const recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
      if (!envelope) return void reply('503 5.5.1 MAIL first');
      if (options.refuse?.(recipient)) return void reply(`550 5.1.1 <${recipient}>: mailbox unavailable`);
      envelope.to.push(recipient);
      reply('250 2.1.5 OK');
    } else if (verb === 'DATA') {
      if (!envelope || envelope.to.length === 0) return void reply('503 5.5.1 RCPT first');
      data = [];
      reply('354 End data with <CR><LF>.<CR><LF>');
    } else if (verb === 'RSET') {
      envelope = null;
      reply('250 2.0.0 OK');
    } else if (verb === 'NOOP') {
      reply('250 2.0.0 OK');
    } else if (verb === 'QUIT') {
      reply('221 2.0.0 Bye');
      socket.end();
    } else {
      reply('502 5.5.2 Command not recognized');
    }
  };

  reply('220 fake.smtp.test ESMTP ready');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end: number;
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          received.push({ auth, from: envelope?.from ?? '', to: envelope?.to ?? [], data: data.join('\r\n') });
          reply(`250 2.0.0 OK queued as ${received.length}`);
          data = null;
          envelope = null;
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
      } else {
        command(line);
      }
    }
  });
}
