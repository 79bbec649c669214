import { addressKey } from './client-info';

describe('the address a limit counts', () => {
  it('is an IPv4 address as it is, also written as IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it("is an IPv6 address's /64 network, however it is written", () => {
    expect(addressKey('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0000:0000:0020')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:abcd::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as it came (unknown)', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
