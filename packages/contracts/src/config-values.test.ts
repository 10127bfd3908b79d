import { describe, expect, it } from 'vitest';
import { isListenHost, isProxyAddress, listenProblem, parseFlag, parseTrustProxy } from './config-values.js';

describe('parseFlag: a yes/no setting', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['Yes', true],
    ['1', true],
    ['false', false],
    ['NO', false],
    ['0', false],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseFlag(raw)).toBe(expected);
  });

  it.each(['', 'on', 'maybe', 'truee', '2'])('refuses %j', (raw) => {
    expect(parseFlag(raw)).toBeNull();
  });
});

describe('parseTrustProxy: TRUST_PROXY of both apps', () => {
  it.each([
    // yes/no as every other flag, in any case (TRUE used to be read as a proxy address named "TRUE")
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['False', false],
    ['no', false],
    // digits are a hop count: 1 trusts the nearest proxy, not every one
    ['1', 1],
    ['0', 0],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['::ffff:10.0.0.1', ['::ffff:10.0.0.1']],
    ['Loopback, uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each([
    '',
    ',',
    'maybe',
    '1.2.3',
    '10.0.0.300',
    '10.0.0.0/33',
    '10.0.0.0/255.0.255.0',
    'fd00::/129',
    '10.0.0.1,10.0.0.',
    'proxy.internal',
    '-1',
  ])('refuses %j', (raw) => {
    expect(parseTrustProxy(raw)).toBeNull();
  });

  it('knows the group names proxy-addr does', () => {
    expect(['loopback', 'linklocal', 'uniquelocal'].every(isProxyAddress)).toBe(true);
    expect(isProxyAddress('sitelocal')).toBe(false);
  });
});

describe('isListenHost', () => {
  it.each(['0.0.0.0', '::', '::1', '127.0.0.1', 'localhost', 'api.internal', 'outsole_api', 'host.example.'])(
    'accepts %j',
    (raw) => {
      expect(isListenHost(raw)).toBe(true);
    },
  );

  it.each(['999.1.1.1', '1.2.3', 'bad host', '-api', 'a..b', '[::1]', 'http://0.0.0.0', '0.0.0.0:4000', ':::1'])(
    'refuses %j',
    (raw) => {
      expect(isListenHost(raw)).toBe(false);
    },
  );
});

describe('listenProblem: the line for a server that cannot listen', () => {
  const target = {
    app: 'api',
    invalid: 'Invalid configuration',
    host: 'api.internal',
    port: 4000,
    hostVariable: 'API_HOST',
    portVariable: 'API_PORT',
  };
  const failure = (code: string) => Object.assign(new Error(`listen ${code}`), { code });

  it.each([
    [
      'ENOTFOUND',
      'Invalid configuration: API_HOST must be an address or a host name that resolves (got "api.internal": ENOTFOUND)',
    ],
    [
      'EADDRNOTAVAIL',
      'Invalid configuration: API_HOST must be an address of this machine (or 0.0.0.0, ::) (got "api.internal": EADDRNOTAVAIL)',
    ],
    ['EADDRINUSE', 'api cannot listen: API_PORT 4000 is already in use on api.internal (EADDRINUSE)'],
    ['EACCES', 'api cannot listen: API_PORT 4000 needs privileges this process lacks (EACCES)'],
    ['EMFILE', 'api cannot listen on API_HOST api.internal, API_PORT 4000: EMFILE'],
  ])('%s', (code, line) => {
    expect(listenProblem(failure(code), target)).toBe(line);
  });
});
