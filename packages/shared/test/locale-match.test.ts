import { describe, expect, it } from 'vitest';
import { matchLocale } from '../src/locale-match.js';

const shipped = ['en', 'fr', 'id', 'zh-Hans', 'zh-Hant', 'ja', 'es', 'de', 'pt-BR', 'ru'];

describe('matchLocale', () => {
  it('takes the exact code, whatever its case', () => {
    expect(matchLocale('ja', shipped)).toBe('ja');
    expect(matchLocale('zh-hans', shipped)).toBe('zh-Hans');
    expect(matchLocale('PT-br', shipped)).toBe('pt-BR');
    expect(matchLocale('pt_BR', shipped)).toBe('pt-BR');
  });

  it('maps Chinese regions and scripts to the script file', () => {
    for (const code of ['zh', 'zh-CN', 'zh-SG', 'zh-cn', 'zh_CN', 'zh-Hans-CN', 'zh-Hans-HK'])
      expect(matchLocale(code, shipped), code).toBe('zh-Hans');
    for (const code of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-hk', 'zh-Hant-TW', 'zh-Hant'])
      expect(matchLocale(code, shipped), code).toBe('zh-Hant');
  });

  it('falls back to the language subtag, then to another region of the language', () => {
    expect(matchLocale('es-MX', shipped)).toBe('es');
    expect(matchLocale('es-419', shipped)).toBe('es');
    expect(matchLocale('de-AT', shipped)).toBe('de');
    expect(matchLocale('en-GB', shipped)).toBe('en');
    expect(matchLocale('fr-CA', shipped)).toBe('fr');
    expect(matchLocale('ru-RU-u-nu-latn', shipped)).toBe('ru');
    expect(matchLocale('pt', shipped)).toBe('pt-BR');
    expect(matchLocale('pt-PT', shipped)).toBe('pt-BR');
  });

  it('prefers the exact region over another one of the same language', () => {
    expect(matchLocale('pt-PT', [...shipped, 'pt-PT'])).toBe('pt-PT');
    expect(matchLocale('es-MX', ['es-ES', 'es-MX'])).toBe('es-MX');
  });

  it('is undefined for a language with no file', () => {
    expect(matchLocale('fa', shipped)).toBeUndefined();
    expect(matchLocale('sv-SE', shipped)).toBeUndefined();
    expect(matchLocale('', shipped)).toBeUndefined();
    expect(matchLocale('zh-TW', ['en', 'zh-Hans'])).toBe('zh-Hans');
  });
});
