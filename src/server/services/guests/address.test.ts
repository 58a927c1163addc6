import { describe, expect, it } from 'vitest';
import { guestAddressGroup } from './address';

describe('guestAddressGroup', () => {
  it('keeps an IPv4 address whole', () => {
    expect(guestAddressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(guestAddressGroup(' 203.0.113.8 ')).toBe('203.0.113.8');
  });

  it('groups IPv6 addresses by their /56 prefix', () => {
    const a = guestAddressGroup('2001:db8:1234:5601::1');
    expect(a).toBe('2001:0db8:1234:5600::/56');
    expect(guestAddressGroup('2001:db8:1234:56ff:ffff:ffff:ffff:ffff')).toBe(a);
    expect(guestAddressGroup('2001:0DB8:1234:5680:0:0:0:42')).toBe(a);
    expect(guestAddressGroup('2001:db8:1234:5701::1')).not.toBe(a);
    expect(guestAddressGroup('2001:db8:1235:5601::1')).not.toBe(a);
  });

  it('expands "::" wherever it stands, and drops a zone id', () => {
    expect(guestAddressGroup('::1')).toBe('0000:0000:0000:0000::/56');
    expect(guestAddressGroup('2001:db8::')).toBe('2001:0db8:0000:0000::/56');
    expect(guestAddressGroup('fe80::1%eth0')).toBe('fe80:0000:0000:0000::/56');
  });

  it('treats an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(guestAddressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(guestAddressGroup('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps anything else apart, bounded', () => {
    expect(guestAddressGroup('unknown')).toBe('other:unknown');
    expect(guestAddressGroup('x'.repeat(500))).toHaveLength(106);
  });
});
