import { describe, expect, it } from 'vitest';
import { addressKey } from './client-address.js';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::ffff',
      '2001:0DB8:0001:0002:1234:5678:9abc:def0',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '[2001:db8:1:2::9]',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:2:3:4:192.0.2.1')).toBe(key);
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4 address, dotted or in hex', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(addressKey('')).toBe('');
  });
});
