import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, scrub } from './logger.js';

/** Collects the JSON lines a logger writes, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}

describe('logger redaction', () => {
  it('redacts tokens, passwords, card and personal data at any depth, keeping the rest', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ level: 'info', stream });
    logger.info(
      {
        body: {
          email: 'jo@example.com',
          password: 'hunter2',
          newPassword: 'x',
          phone: '+14155550123',
          firstName: 'Jo',
          lastName: 'Doe',
          birthDate: '1990-01-01',
          quantity: 2,
        },
        payment: { cardNumber: '4111111111111111', cvv: '123', cvc: '123', pan: '4111', securityCode: '999' },
        session: { accessToken: 'a', refreshToken: 'r', access_token: 'a', refresh_token: 'r', token: 't' },
        signIn: { authorizationCode: 'c', codeVerifier: 'v' },
        address: { shipping: { addressLine1: '1 Main St', addressLine2: 'Apt 2', postalCode: '94105', city: 'SF' } },
        pickup: { contacts: [{ email: 'pick@example.com', firstName: 'Al' }] },
      },
      'checkout',
    );
    const line = lines[0] as Record<string, Record<string, unknown>>;
    expect(line.body).toMatchObject({
      email: REDACTED,
      password: REDACTED,
      newPassword: REDACTED,
      phone: REDACTED,
      firstName: REDACTED,
      lastName: REDACTED,
      birthDate: REDACTED,
      quantity: 2,
    });
    expect(line.payment).toEqual({
      cardNumber: REDACTED,
      cvv: REDACTED,
      cvc: REDACTED,
      pan: REDACTED,
      securityCode: REDACTED,
    });
    expect(Object.values(line.session ?? {})).toEqual([REDACTED, REDACTED, REDACTED, REDACTED, REDACTED]);
    expect(line.signIn).toEqual({ authorizationCode: REDACTED, codeVerifier: REDACTED });
    expect(line.address).toEqual({
      shipping: { addressLine1: REDACTED, addressLine2: REDACTED, postalCode: REDACTED, city: 'SF' },
    });
    expect(line.pickup).toEqual({ contacts: [{ email: REDACTED, firstName: REDACTED }] });
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|4111111111111111|@example\.com|1 Main St/);
  });

  it('redacts credential headers of requests and responses', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ level: 'info', stream });
    logger.info({
      req: {
        headers: {
          authorization: 'Bearer abc',
          cookie: 'session=1',
          'x-access-key': 'key',
          'x-server-trust-id': 'trust',
          accept: 'application/json',
        },
      },
      res: { headers: { 'set-cookie': 'session=2' } },
    });
    const line = lines[0] as { req: { headers: Record<string, string> }; res: { headers: Record<string, string> } };
    expect(line.req.headers).toEqual({
      authorization: REDACTED,
      cookie: REDACTED,
      'x-access-key': REDACTED,
      'x-server-trust-id': REDACTED,
      accept: 'application/json',
    });
    expect(line.res.headers['set-cookie']).toBe(REDACTED);
  });

  it('writes one JSON object per line with an ISO time and a level label', () => {
    const { lines, stream } = capture();
    createLogger({ level: 'info', stream }).warn('careful');
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'careful', service: 'outsole-api' });
    expect(String(lines[0]?.time)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('scrub', () => {
  it('redacts secret keys on serialised errors, in any case, and survives cycles and deep nesting', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ level: 'info', stream });
    const error = Object.assign(new Error('sign-in failed'), { email: 'jo@example.com', code: 'X' });
    logger.error({ err: error, headers: { Authorization: 'Bearer abc' } }, 'failed');
    const line = lines[0] as { err: Record<string, unknown>; headers: Record<string, unknown> };
    expect(line.err).toMatchObject({ message: 'sign-in failed', email: REDACTED, code: 'X' });
    expect(line.headers.Authorization).toBe(REDACTED);

    const cyclic: Record<string, unknown> = { password: 'p' };
    cyclic.self = cyclic;
    expect(scrub(cyclic)).toEqual({ password: REDACTED, self: '[circular]' });
    let deep: Record<string, unknown> = { token: 't' };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(scrub(deep))).not.toContain('"t"');
  });

  it('never changes the object that was logged', () => {
    const body = { email: 'jo@example.com' };
    scrub({ body });
    expect(body.email).toBe('jo@example.com');
  });
});
