import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a key for tests');

  it('seals a secret that opens back, never as plain text and never twice the same', () => {
    const a = box.seal('client-secret-123');
    const b = box.seal('client-secret-123');
    expect(a).not.toContain('client-secret-123');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('client-secret-123');
    expect(box.open(b)).toBe('client-secret-123');
  });

  it('refuses a text sealed with another key, altered, or not sealed at all', () => {
    const sealed = box.seal('s3cret');
    expect(() => new SecretBox('another key').open(sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow();
    expect(() => box.open('s3cret')).toThrow();
  });
});
