import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { avatarServiceUrlOf, DEFAULT_AVATAR_SERVICE_URL, loadConfig, trustProxyOf } from './config';

const env = (extra: Record<string, string>) => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'config-spec-')), SESSION_SECRET: 's', ...extra });

describe('configuration', () => {
  it('trusts only the proxies it is told of: none, a number of hops, or a list of addresses', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
    // "true" is one hop (the reverse proxy in front), never every hop.
    expect(trustProxyOf('true')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf(' 10.0.0.1 ,10.1.0.0/16,, loopback ')).toBe('10.0.0.1, 10.1.0.0/16, loopback');
  });

  it('reads the avatar service: Gravatar by default, none when emptied, else an http(s) template with {hash}', () => {
    expect(avatarServiceUrlOf(undefined)).toBe(DEFAULT_AVATAR_SERVICE_URL);
    expect(DEFAULT_AVATAR_SERVICE_URL).toContain('{hash}');
    expect(avatarServiceUrlOf('')).toBeNull();
    expect(avatarServiceUrlOf(' none ')).toBeNull();
    expect(avatarServiceUrlOf('http://127.0.0.1:3998/avatar/{hash}?s={size}')).toBe('http://127.0.0.1:3998/avatar/{hash}?s={size}');
    expect(() => avatarServiceUrlOf('https://avatars.example.org/fixed.png')).toThrow(/\{hash\}/);
    expect(() => avatarServiceUrlOf('javascript:alert({hash})')).toThrow(/http\(s\)/);
    expect(() => avatarServiceUrlOf('not a url {hash}')).toThrow(/AVATAR_SERVICE_URL/);
  });

  it('makes cookies Secure when the public URL is https, unless told otherwise', () => {
    expect(loadConfig(env({ PUBLIC_URL: 'https://festival.example.org' })).secureCookies).toBe(true);
    expect(loadConfig(env({ PUBLIC_URL: 'http://localhost:3000' })).secureCookies).toBe(false);
    expect(loadConfig(env({ PUBLIC_URL: 'https://festival.example.org', SECURE_COOKIES: 'false' })).secureCookies).toBe(false);
  });

  it('reads the extra allowed origins and the sign-up limit', () => {
    const config = loadConfig(env({ ALLOWED_ORIGINS: 'https://a.example.org, https://b.example.org', REGISTRATIONS_PER_HOUR: '7' }));
    expect(config.allowedOrigins).toEqual(['https://a.example.org', 'https://b.example.org']);
    expect(config.registrationsPerHour).toBe(7);
    expect(loadConfig(env({})).registrationsPerHour).toBe(20);
  });
});
