import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { normalizeLanguage, requestLanguage, ServerI18n } from './server-i18n';

describe('requestLanguage', () => {
  const req = (headers: Record<string, string>, user?: object) => ({ headers, user }) as Parameters<typeof requestLanguage>[0];

  it('prefers the profile, then the cookie, then Accept-Language by weight, then English', () => {
    expect(requestLanguage(req({ cookie: 'i18n_redirected=fr' }, { preferredLanguage: 'de' }))).toBe('de');
    expect(requestLanguage(req({ cookie: 'a=1; i18n_redirected=uk', 'accept-language': 'fr' }))).toBe('uk');
    expect(requestLanguage(req({ 'accept-language': 'ja;q=1, pt-BR;q=0.5, es;q=0.8' }))).toBe('es');
    expect(requestLanguage(req({ 'accept-language': 'ja, zh' }))).toBe('en');
    expect(requestLanguage(req({}))).toBe('en');
  });

  it('ignores unsupported values', () => {
    expect(normalizeLanguage('EN-us')).toBe('en');
    expect(normalizeLanguage('xx')).toBeUndefined();
    expect(requestLanguage(req({ cookie: 'i18n_redirected=klingon' }))).toBe('en');
  });
});

describe('ServerI18n', () => {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  mkdirSync(join(dir, 'en'));
  mkdirSync(join(dir, 'fr'));
  writeFileSync(join(dir, 'en', 'server.json'), JSON.stringify({ a: { hello: 'Hello {{name}}', only: 'English only' } }));
  writeFileSync(join(dir, 'fr', 'server.json'), JSON.stringify({ a: { hello: 'Bonjour {{ name }}' } }));
  const i18n = new ServerI18n(dir);

  it('fills placeholders and falls back to English, then to the key', () => {
    expect(i18n.t('fr', 'a.hello', { name: 'Léa' })).toBe('Bonjour Léa');
    expect(i18n.t('fr', 'a.only')).toBe('English only');
    expect(i18n.t('de', 'a.missing')).toBe('a.missing');
  });
});
