import { describe, expect, it } from 'vitest';

import { clientAddressOf, clientKey } from './clientAddress';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf('203.0.113.7', '198.51.100.1', 0)).toBe('203.0.113.7');
    expect(clientAddressOf('203.0.113.7', '198.51.100.1, 198.51.100.2', 0)).toBe('203.0.113.7');
    expect(clientAddressOf('::ffff:203.0.113.7', undefined, 0)).toBe('203.0.113.7');
  });

  it('is the Nth entry from the right with N trusted proxies, so entries a client prepends are ignored', () => {
    // client → nginx (appends the client's address) → site
    expect(clientAddressOf('127.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressOf('127.0.0.1', 'forged-1, 198.51.100.9, 203.0.113.7', 1)).toBe('203.0.113.7');
    // client → CDN → nginx → site
    expect(clientAddressOf('127.0.0.1', 'forged, 203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket when the trusted entry is missing or is not an address', () => {
    expect(clientAddressOf('192.0.2.1', undefined, 1)).toBe('192.0.2.1');
    expect(clientAddressOf('192.0.2.1', 'not-an-address', 1)).toBe('192.0.2.1');
  });

  it('counts an IPv6 client by its /64 network, and an IPv4 client by its address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
