import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isSafeTag, languageCookie, LANGUAGE_CODES, matchLanguage, readCookie, startGroupsFor } from './testables';

describe('language choice', () => {
  it('reads the i18n_redirected cookie', () => {
    expect(readCookie('a=1; i18n_redirected=uk; b=2', 'i18n_redirected')).toBe('uk');
    expect(readCookie('', 'i18n_redirected')).toBeUndefined();
  });

  it('writes a cookie kept 365 days on the whole site', () => {
    expect(languageCookie('fr')).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('matches browser tags to the 13 languages', () => {
    expect(LANGUAGE_CODES).toHaveLength(13);
    expect(matchLanguage('pt-BR')).toBe('pt');
    expect(matchLanguage('ja')).toBeUndefined();
    expect(isSafeTag('fr')).toBe(true);
  });

  it('preloads the gestion group for French only', () => {
    expect(startGroupsFor('fr')).toContain('gestion');
    expect(startGroupsFor('de')).toEqual(['common', 'notifications', 'components', 'app', 'public', 'feedback']);
  });
});

/** Every key in English exists in French and the other way round (same groups, same keys). */
describe('locale files', () => {
  const dir = join(__dirname, '..', 'locales');
  const keys = (obj: unknown, prefix = ''): string[] =>
    obj && typeof obj === 'object'
      ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix.replace(/_(one|other|few|many|zero|two)$/, '_plural')];
  const groups = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json') && f !== 'server.json');

  it.each(groups)('fr/%s has the same keys as en', (file) => {
    const en = JSON.parse(readFileSync(join(dir, 'en', file), 'utf8'));
    const fr = JSON.parse(readFileSync(join(dir, 'fr', file), 'utf8'));
    expect([...new Set(keys(fr))].sort()).toEqual([...new Set(keys(en))].sort());
  });
});
