import { detectLanguage, languageCookie, readLanguageCookie, startGroups } from './index';

describe('language choice', () => {
  it('reads the i18n_redirected cookie and ignores unsupported values', () => {
    expect(readLanguageCookie('a=1; i18n_redirected=uk; b=2')).toBe('uk');
    expect(readLanguageCookie('i18n_redirected=xx')).toBeUndefined();
    expect(readLanguageCookie('')).toBeUndefined();
  });

  it('writes a cookie kept 365 days on the whole site', () => {
    expect(languageCookie('fr')).toBe('i18n_redirected=fr; path=/; max-age=31536000; samesite=lax');
  });

  it('falls back from the browser languages to English', () => {
    expect(detectLanguage(['ja-JP', 'pt-BR', 'en'])).toBe('pt');
    expect(detectLanguage(['ja'])).toBe('en');
  });

  it('preloads the gestion group for French only', () => {
    expect(startGroups('fr')).toContain('gestion');
    expect(startGroups('de')).not.toContain('gestion');
    expect(startGroups('de')).toEqual(['common', 'notifications', 'components', 'app', 'public', 'feedback']);
  });
});
