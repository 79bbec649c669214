import { baseUrlRefusal, retryAfterMs } from './helloasso-client';

describe('the provider address', () => {
  it('must be https on a public host unless private hosts are allowed (tests, demo)', () => {
    expect(baseUrlRefusal('https://api.helloasso.com', false)).toBeNull();
    expect(baseUrlRefusal('http://api.helloasso.com', false)).toBe('INSECURE_URL');
    for (const url of ['https://127.0.0.1:3901', 'https://10.1.2.3', 'https://[::1]', 'https://localhost', 'https://169.254.169.254', 'https://[::ffff:192.168.1.1]']) {
      expect([url, baseUrlRefusal(url, false)]).toEqual([url, 'BLOCKED_ADDRESS']);
    }
    expect(baseUrlRefusal('http://127.0.0.1:3901', true)).toBeNull();
    for (const url of ['ftp://x.org', 'not a url', 'https://user:pw@api.helloasso.com', 'https://api.helloasso.com?x=1']) expect(baseUrlRefusal(url, true)).toBe('INVALID_URL');
  });
});

describe('Retry-After', () => {
  it('reads seconds or a date', () => {
    expect(retryAfterMs('1')).toBe(1000);
    expect(retryAfterMs('0.5')).toBe(500);
    expect(retryAfterMs(undefined)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
    const at = retryAfterMs(new Date(Date.now() + 5000).toUTCString())!;
    expect(at).toBeGreaterThan(3000);
    expect(at).toBeLessThanOrEqual(5000);
  });
});
